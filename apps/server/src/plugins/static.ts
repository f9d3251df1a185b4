import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isPageRequest } from "./client-errors.js";
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
    // The page files are served at their pages' addresses only (the not-found handler below), and
    // the build's list of them not at all: its own name would hydrate a page over another's HTML.
    app.addHook("onRoute", (route) => {
      if (route.url.endsWith(".html") || route.url === "/prerendered.json") {
        route.handler = (_request, reply) => reply.callNotFound();
      }
    });
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
    if (!hasWebApp || !isPageRequest(request)) return sendApiNotFound(request, reply);
    const [path = "/", query] = request.url.split("?", 2);
    // The page files by their own names (`/index.html`, `/about/index.html`) are the pages' addresses.
    if (path.endsWith("/index.html")) {
      // One leading slash: `//evil.example/index.html` stays on this site.
      const page = path.slice(0, -"/index.html".length).replace(/^\/+/, "/") || "/";
      return reply.redirect(query === undefined ? page : `${page}?${query}`, 301);
    }
    reply.header("cache-control", "no-cache");
    // "/about/" is the same page as "/about".
    const page = pages.get(path.length > 1 ? path.replace(/\/+$/, "") : path);
    return reply.sendFile(page ?? shell);
  });
}
