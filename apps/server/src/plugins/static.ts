import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { withPageHead } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { PageHead } from "../lib/page-head.js";
import { isPageRequest } from "./client-errors.js";
import { sendApiNotFound } from "./errors.js";

/** The built web app (apps/web/dist), found from both src/ and dist/. */
export const defaultWebDistDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The build's lists, served to nobody: their own names would answer with a page over another's HTML. */
const BUILD_LISTS = ["/prerendered.json", "/page-patterns.json"];

interface WebPages {
  /** The page file of each path the build prerendered. */
  pages: Map<string, string>;
  /** The file every other page starts from. */
  shell: string;
  /** Whether a path is one of the app's pages; every path when the build did not list them. */
  isPage: (path: string) => boolean;
}

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : undefined;
}

/**
 * The page file of each path the web build prerendered (dist/prerendered.json, decision 050), the
 * empty shell every other page starts from (dist/shell.html, or index.html when the build
 * prerendered nothing), and the route table's page patterns (dist/page-patterns.json, decision 062).
 */
function readWebPages(webDistDir: string): WebPages {
  const shell = existsSync(join(webDistDir, "shell.html")) ? "shell.html" : "index.html";
  const list = readJson<Record<string, string>>(join(webDistDir, "prerendered.json")) ?? {};
  const sources = readJson<string[]>(join(webDistDir, "page-patterns.json"));
  // Matched as the web app's router matches them: whatever the case.
  const patterns = sources?.map((source) => new RegExp(source, "i"));
  return {
    pages: new Map(Object.entries(list)),
    shell,
    isPage: patterns ? (path) => patterns.some((pattern) => pattern.test(path)) : () => true,
  };
}

/**
 * Serves the built web app: hashed assets cached forever, everything else revalidated, the
 * prerendered HTML of the public pages that have it (the landing page, About), and the empty shell
 * for any other page path so client routes survive a reload (with a 404 for a path that is no page
 * of the app). A record's page (`pageHeads`, a university's) gets the record's title and
 * description in its shell, or a 404 when there is no such record. Unknown /api paths get the JSON
 * 404 envelope instead.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  pageHeads: readonly PageHead[] = [],
): Promise<void> {
  const hasWebApp = webDistDir !== undefined && existsSync(join(webDistDir, "index.html"));
  const { pages, shell, isPage }: WebPages = hasWebApp
    ? readWebPages(webDistDir)
    : { pages: new Map(), shell: "", isPage: () => false };
  const shellHtml = hasWebApp ? readFileSync(join(webDistDir, shell), "utf8") : "";
  if (hasWebApp) {
    // The page files are served at their pages' addresses only (the not-found handler below), and
    // the build's lists of them not at all.
    app.addHook("onRoute", (route) => {
      if (route.url.endsWith(".html") || BUILD_LISTS.includes(route.url)) {
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
    if (page) return reply.sendFile(page);
    // A record's page: its own title and description in the HTML, or 404 when there is no record.
    for (const { pattern, head } of pageHeads) {
      const id = pattern.exec(path)?.[1];
      if (id === undefined) continue;
      reply.type("text/html; charset=utf-8");
      return head(id).then(
        (meta) => {
          if (!meta) reply.code(404);
          return reply.send(meta ? withPageHead(shellHtml, meta) : shellHtml);
        },
        // The record could not be read (the database away): the page still loads, with the site's
        // head, and its app says what failed and offers to try again.
        (error: unknown) => {
          request.log.error({ err: error }, "page head not read");
          return reply.send(shellHtml);
        },
      );
    }
    // An address no page has: the shell still, whose app shows its not-found page, but with the
    // status that tells a search engine or a link checker so.
    if (!isPage(path)) reply.code(404);
    return reply.sendFile(shell);
  });
}
