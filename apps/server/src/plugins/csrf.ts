import cookie from "@fastify/cookie";
import { CSRF_COOKIE, CSRF_HEADER } from "@meridian/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.js";
import { hmac, randomToken, safeEqual } from "../lib/crypto.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF protection: the `_csrf` cookie holds a random secret (HttpOnly, SameSite=Strict); a token
 * is a nonce plus an HMAC of secret and nonce under a server key, so a token minted for one
 * browser fails in any other. State-changing requests must send it in `x-csrf-token`, and
 * requests the browser marks cross-site are refused outright.
 */
export async function registerCsrf(
  app: FastifyInstance,
  options: { key: Buffer; secure: boolean },
): Promise<void> {
  await app.register(cookie);

  const sign = (secret: string, nonce: string) => `${nonce}.${hmac(options.key, `${secret}.${nonce}`)}`;

  app.decorate("issueCsrfToken", (request: FastifyRequest, reply: FastifyReply): string => {
    let secret = request.cookies[CSRF_COOKIE];
    if (!secret || !/^[A-Za-z0-9_-]{43}$/.test(secret)) {
      secret = randomToken(32);
      reply.setCookie(CSRF_COOKIE, secret, {
        httpOnly: true,
        sameSite: "strict",
        secure: options.secure,
        path: "/",
        maxAge: 60 * 60 * 24 * 30,
      });
    }
    return sign(secret, randomToken(16));
  });

  app.addHook("preValidation", async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.is404 || request.routeOptions.config?.csrf === false)
      return;
    if (request.headers["sec-fetch-site"] === "cross-site") {
      throw new AppError("CROSS_SITE_REQUEST", "Cross-site requests are not allowed.");
    }
    const token = request.headers[CSRF_HEADER];
    if (typeof token !== "string" || token.length === 0) {
      throw new AppError("CSRF_TOKEN_MISSING", "CSRF token missing. Refresh the page and try again.");
    }
    const secret = request.cookies[CSRF_COOKIE];
    const nonce = token.split(".")[0] ?? "";
    if (!secret || !nonce || !safeEqual(token, sign(secret, nonce))) {
      throw new AppError("CSRF_TOKEN_INVALID", "Invalid CSRF token. Refresh the page and try again.");
    }
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
