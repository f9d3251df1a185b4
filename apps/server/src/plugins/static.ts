import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendApiNotFound } from "./errors.js";

/** The built web app (apps/web/dist), found from both src/ and dist/. */
export const defaultWebDistDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: hashed assets cached forever, everything else revalidated, and
 * index.html for any other page path so client routes survive a reload. Unknown /api paths get
 * the JSON 404 envelope instead.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const hasWebApp = webDistDir !== undefined && existsSync(join(webDistDir, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // Our own Cache-Control below: immutable for hashed assets, revalidate for the rest.
      cacheControl: false,
      index: ["index.html"],
      setHeaders: (res, path) => {
        res.setHeader(
          "cache-control",
          path.includes(`${join(webDistDir, "assets")}`) ? IMMUTABLE : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage =
      hasWebApp &&
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      path !== "/api" &&
      !path.startsWith("/assets/");
    if (!wantsPage) return sendApiNotFound(request, reply);
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html");
  });
}
