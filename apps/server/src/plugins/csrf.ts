import { CSRF_COOKIE, CSRF_COOKIE_MAX_AGE_DAYS, CSRF_HEADER } from "@meridian/contract";
import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { AppError } from "../lib/app-error.js";
import { hmac, hostCookieName, isRandomToken, randomToken, safeEqual, sha256 } from "../lib/crypto.js";
import { bearerToken } from "../lib/request-context.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// The Vite dev server's page, whose Origin its proxy forwards (development only).
const DEV_SERVER_ORIGINS = ["http://localhost:5173", "http://127.0.0.1:5173"];

/** The origins a browser page of this app writes from (decision 026). */
export interface OwnOrigins {
  fixed: Set<string>;
  /** Without PUBLIC_URL: the origin of the host the request was made to (same-origin) counts too. */
  requestHost: boolean;
}

/** PUBLIC_URL's origin, else the listening address and the request's own host; plus Vite's in development. */
export function ownOrigins(config: Pick<Config, "publicUrl" | "host" | "port" | "env">): OwnOrigins {
  const fixed = new Set(
    config.publicUrl ? [originOf(config.publicUrl)] : [originOf(`http://${config.host}:${config.port}`)],
  );
  if (config.env === "development") for (const origin of DEV_SERVER_ORIGINS) fixed.add(origin);
  return { fixed, requestHost: config.publicUrl === undefined };
}

/** The origin a browser says a write comes from: Origin, else Referer's origin; undefined when neither is sent. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const claimed = request.headers.origin ?? request.headers.referer;
  return claimed === undefined ? undefined : originOf(claimed);
}

/** A URL's origin in its canonical form (default port dropped); "null" for anything unreadable. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "null";
  }
}

function isOwnOrigin(request: FastifyRequest, origin: string, own: OwnOrigins): boolean {
  if (own.fixed.has(origin)) return true;
  return (
    own.requestHost &&
    (origin === originOf(`http://${request.host}`) || origin === originOf(`https://${request.host}`))
  );
}

/** The secret's cookie: `__Host-_csrf` over https, `_csrf` over http (`hostCookieName`). */
export function csrfCookieName(secure: boolean): string {
  return hostCookieName(CSRF_COOKIE, secure);
}

/**
 * The CSRF secret the browser sent, in the cookie of that name only (over https a plain `_csrf`
 * could have been planted). Read here, by the two places that need it, rather than by a cookie
 * plugin parsing the cookies of every request: the secret is the app's only cookie.
 */
function csrfSecretOf(request: FastifyRequest, cookieName: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[cookieName] : undefined;
}

/** What a token is bound to: the session behind the request's bearer token (its stored hash), or none. */
function sessionBinding(request: FastifyRequest): string {
  const token = bearerToken(request);
  return token ? sha256(token) : "";
}

/**
 * CSRF protection: the `_csrf` cookie (`__Host-_csrf` over https) holds a random secret
 * (HttpOnly, SameSite=Strict); a token is a nonce plus an HMAC of secret, nonce and the session of
 * the bearer token it was minted with (none before sign-in), so a token fails in any other
 * browser and with any other session.
 * State-changing requests must send it in `x-csrf-token`; requests the browser marks cross-site,
 * or whose Origin (else Referer) is present and not the app's own, are refused outright.
 */
export function registerCsrf(
  app: FastifyInstance,
  options: { key: Buffer; secure: boolean; origins: OwnOrigins },
): void {
  const cookieName = csrfCookieName(options.secure);
  const sign = (secret: string, nonce: string, session: string) =>
    `${nonce}.${hmac(options.key, `${secret}.${nonce}.${session}`)}`;

  app.decorate("issueCsrfToken", (request: FastifyRequest, reply: FastifyReply): string => {
    let secret = csrfSecretOf(request, cookieName);
    if (!isRandomToken(secret)) {
      secret = randomToken(32);
      reply.header(
        "set-cookie",
        stringifySetCookie({
          name: cookieName,
          value: secret,
          httpOnly: true,
          sameSite: "strict",
          secure: options.secure,
          path: "/",
          maxAge: 60 * 60 * 24 * CSRF_COOKIE_MAX_AGE_DAYS,
        }),
      );
    }
    return sign(secret, randomToken(16), sessionBinding(request));
  });

  // A callback hook (the checks are synchronous; a throw refuses): every request passes here.
  app.addHook("preValidation", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || request.is404 || request.routeOptions.config?.csrf === false)
      return done();
    if (request.headers["sec-fetch-site"] === "cross-site") {
      throw new AppError("CROSS_SITE_REQUEST", "Cross-site requests are not allowed.");
    }
    const origin = claimedOrigin(request);
    if (origin !== undefined && !isOwnOrigin(request, origin, options.origins)) {
      throw new AppError("CROSS_SITE_REQUEST", "Cross-site requests are not allowed.");
    }
    const token = request.headers[CSRF_HEADER];
    if (typeof token !== "string" || token.length === 0) {
      throw new AppError("CSRF_TOKEN_MISSING", "CSRF token missing. Refresh the page and try again.");
    }
    const secret = csrfSecretOf(request, cookieName);
    const nonce = token.split(".")[0] ?? "";
    if (!secret || !nonce || !safeEqual(token, sign(secret, nonce, sessionBinding(request)))) {
      throw new AppError("CSRF_TOKEN_INVALID", "Invalid CSRF token. Refresh the page and try again.");
    }
    done();
  });
}

declare module "fastify" {
  interface FastifyInstance {
    issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string;
  }
  interface FastifyContextConfig {
    /** `false` for machine-to-machine endpoints authenticated otherwise (signed webhooks). */
    csrf?: boolean;
  }
}
