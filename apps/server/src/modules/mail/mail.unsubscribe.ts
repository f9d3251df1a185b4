import { isOptionalMailKind, MailKindSchema, type OptionalMailKind } from "@meridian/contract";
import { z } from "zod";
import type { AppContext } from "../../lib/context.js";
import { signPayload, verifyPayload } from "../../lib/crypto.js";
import { publicBaseUrl } from "../../lib/public-url.js";

/**
 * The unsubscribe links of optional mail. The token signs a user and a mail kind with a key of
 * its own (`keys.mailUnsubscribe`) and has no expiry: a link in a mail of last year still turns
 * that mail off, and all it can do is turn one kind of mail off for one account.
 */
const TokenPayloadSchema = z.object({ u: z.uuid(), k: MailKindSchema });

export function unsubscribeToken(ctx: AppContext, userId: string, kind: OptionalMailKind): string {
  return signPayload(ctx.keys.mailUnsubscribe, { u: userId, k: kind });
}

/** The user and kind a token names, or null for a token this app did not sign (or not for an optional kind). */
export function readUnsubscribeToken(
  ctx: AppContext,
  token: string,
): { userId: string; kind: OptionalMailKind } | null {
  const parsed = TokenPayloadSchema.safeParse(verifyPayload(ctx.keys.mailUnsubscribe, token));
  if (!parsed.success || !isOptionalMailKind(parsed.data.k)) return null;
  return { userId: parsed.data.u, kind: parsed.data.k };
}

/** The two addresses of a token: the API's one-click POST (the header) and the web page (the footer). */
export function unsubscribeUrls(ctx: AppContext, token: string): { oneClick: string; page: string } {
  const base = publicBaseUrl(ctx.config);
  const query = `token=${encodeURIComponent(token)}`;
  return { oneClick: `${base}/api/mail/unsubscribe?${query}`, page: `${base}/unsubscribe?${query}` };
}
