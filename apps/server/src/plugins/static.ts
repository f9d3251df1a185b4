import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendApiNotFound } from "./errors.js";

/** The built web app (apps/web/dist), found from both src/ and dist/. */
export const defaultWebDistDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The page file of each path the web build prerendered (dist/prerendered.json, decision 050), and
 * the empty shell every other page starts from: dist/shell.html, or index.html when the build
 * prerendered nothing.
 */
function readWebPages(webDistDir: string): { pages: Map<string, string>; shell: string } {
  const listPath = join(webDistDir, "prerendered.json");
  const shell = existsSync(join(webDistDir, "shell.html")) ? "shell.html" : "index.html";
  if (!existsSync(listPath)) return { pages: new Map(), shell };
  const list = JSON.parse(readFileSync(listPath, "utf8")) as Record<string, string>;
  return { pages: new Map(Object.entries(list)), shell };
}

/**
 * Serves the built web app: hashed assets cached forever, everything else revalidated, the
 * prerendered HTML of the public pages that have it (the landing page, About), and the empty shell
 * for any other page path so client routes survive a reload. Unknown /api paths get the JSON 404
 * envelope instead.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const hasWebApp = webDistDir !== undefined && existsSync(join(webDistDir, "index.html"));
  const { pages, shell } = hasWebApp
    ? readWebPages(webDistDir)
    : { pages: new Map<string, string>(), shell: "" };
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
    // "/about/" is the same page as "/about".
    const page = pages.get(path.length > 1 ? path.replace(/\/+$/, "") : path);
    return reply.sendFile(page ?? shell);
  });
}
