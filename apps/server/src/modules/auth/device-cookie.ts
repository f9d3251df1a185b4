import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hostCookieName, isRandomToken, randomToken } from "../../lib/crypto.js";

/**
 * The browser's device cookie (decision 081): a random id, set at every sign-in for a year, that
 * tells "a browser this account used before" (its SHA-256 is kept on the session) where a
 * User-Agent string, which any browser can send, cannot.
 */
const DEVICE_COOKIE = "meridian_device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// Over https the `__Host-` prefix, as for the CSRF cookie: no sibling subdomain can plant one.
const cookieName = (secure: boolean) => hostCookieName(DEVICE_COOKIE, secure);

/** A browser's device ids at a sign-in: the one it sent, if any, to know it by; the next one. */
export interface DeviceTokens {
  sent: string | null;
  next: string;
}

/**
 * The device id the browser sent (null when none, or a malformed one) and a fresh one to give it:
 * a new id at every sign-in, so an id planted in a browser (over http a sibling host can set a
 * cookie) is used up by the owner's sign-in and never becomes a browser the account knows.
 */
export function deviceTokensOf(request: FastifyRequest, secure: boolean): DeviceTokens {
  const header = request.headers.cookie;
  const sent = header ? parseCookie(header)[cookieName(secure)] : undefined;
  return { sent: isRandomToken(sent) ? sent : null, next: randomToken(32) };
}

/** Gives the browser its device id for another year. */
export function keepDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.header(
    "set-cookie",
    stringifySetCookie({
      name: cookieName(secure),
      value: token,
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    }),
  );
}
