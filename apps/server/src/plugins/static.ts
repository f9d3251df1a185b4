import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { withPageHead } from "@meridian/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageHead } from "../lib/page-head.js";
import { matchesEtag } from "../lib/register-download.js";
import { isPageRequest } from "./client-errors.js";
import { sendApiNotFound } from "./errors.js";

/** The built web app (apps/web/dist), found from both src/ and dist/. */
export const defaultWebDistDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The build's lists, served to nobody: their own names would answer with a page over another's HTML. */
const BUILD_LISTS = ["/prerendered.json", "/page-patterns.json"];

/** A page's HTML, read once at start, and the validator a browser revalidates it with. */
interface PageFile {
  html: string;
  /** Quoted, as an ETag's value. */
  etag: string;
}

interface WebPages {
  /** The page of each path the build prerendered. */
  pages: Map<string, PageFile>;
  /** The empty shell every other page starts from. */
  shell: PageFile;
  /** Whether a path is one of the app's pages; every path when the build did not list them. */
  isPage: (path: string) => boolean;
}

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : undefined;
}

function readPage(path: string): PageFile {
  const html = readFileSync(path, "utf8");
  return { html, etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"` };
}

/**
 * The page file of each path the web build prerendered (dist/prerendered.json, decision 050), the
 * empty shell every other page starts from (dist/shell.html, or index.html when the build
 * prerendered nothing), and the route table's page patterns (dist/page-patterns.json, decision 062).
 * All read once, here: a page is never read from disk for a request, so a build rewriting dist
 * while this server runs (its files gone or half written for seconds) cannot answer a page with a
 * missing file's 404 or a truncated page.
 */
function readWebPages(webDistDir: string): WebPages {
  const shell = existsSync(join(webDistDir, "shell.html")) ? "shell.html" : "index.html";
  const list = readJson<Record<string, string>>(join(webDistDir, "prerendered.json")) ?? {};
  const sources = readJson<string[]>(join(webDistDir, "page-patterns.json"));
  // Matched as the web app's router matches them: whatever the case.
  const patterns = sources?.map((source) => new RegExp(source, "i"));
  return {
    pages: new Map(Object.entries(list).map(([path, file]) => [path, readPage(join(webDistDir, file))])),
    shell: readPage(join(webDistDir, shell)),
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
    : { pages: new Map(), shell: { html: "", etag: "" }, isPage: () => false };
  if (hasWebApp) {
    // The page files are served from memory at their pages' addresses only (the not-found handler
    // below): their own names and their directories' index routes ("/", "/about/") go there, and
    // the build's lists of them are not served at all.
    app.addHook("onRoute", (route) => {
      if (route.url.endsWith(".html") || route.url.endsWith("/") || BUILD_LISTS.includes(route.url)) {
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
    // "/about/" is the same page as "/about".
    const page = pages.get(path.length > 1 ? path.replace(/\/+$/, "") : path);
    if (page) return sendPage(request, reply, page);
    // A record's page: its own title and description in the HTML, or 404 when there is no record.
    for (const { pattern, head } of pageHeads) {
      const id = pattern.exec(path)?.[1];
      if (id === undefined) continue;
      reply.header("cache-control", "no-cache");
      reply.type("text/html; charset=utf-8");
      return head(id).then(
        (meta) => {
          if (!meta) reply.code(404);
          return reply.send(meta ? withPageHead(shell.html, meta) : shell.html);
        },
        // The record could not be read (the database away): the page still loads, with the site's
        // head, and its app says what failed and offers to try again.
        (error: unknown) => {
          request.log.error({ err: error }, "page head not read");
          return reply.send(shell.html);
        },
      );
    }
    // An address no page has: the shell still, whose app shows its not-found page, but with the
    // status that tells a search engine or a link checker so.
    if (!isPage(path)) reply.code(404);
    return sendPage(request, reply, shell);
  });
}

/** A page from memory, revalidated on every load: 304 when the browser holds it already. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageFile): FastifyReply {
  // Weak: the compression plugin sends the same page in several encodings.
  reply.header("cache-control", "no-cache").header("etag", `W/${page.etag}`).type("text/html; charset=utf-8");
  if (reply.statusCode === 200 && matchesEtag(request.headers["if-none-match"], page.etag)) {
    return reply.code(304).send();
  }
  return reply.send(page.html);
}
