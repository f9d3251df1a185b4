import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { randomToken } from "../../lib/crypto.js";

/**
 * The browser's device cookie (decision 081): a random id, set at every sign-in for a year, that
 * tells "a browser this account used before" (its SHA-256 is kept on the session) where a
 * User-Agent string, which any browser can send, cannot.
 */
const DEVICE_COOKIE = "meridian_device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const deviceTokenShape = /^[A-Za-z0-9_-]{43}$/;

// Over https the `__Host-` prefix, as for the CSRF cookie: no sibling subdomain can plant one.
const cookieName = (secure: boolean) => (secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);

/** The device id the browser sent, or a new one when it sent none (or a malformed one). */
export function deviceTokenOf(request: FastifyRequest, secure: boolean): string {
  const header = request.headers.cookie;
  const sent = header ? parseCookie(header)[cookieName(secure)] : undefined;
  return sent && deviceTokenShape.test(sent) ? sent : randomToken(32);
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
