// Measures what a page loads to paint and come to life: the scripts, module preloads and style
// sheets its HTML names (a prerendered page's start script names its modules: decision 060), plus
// every chunk and style sheet those import statically (from the Vite manifest), each
// gzip-compressed. Used by check-bundle-budget.mjs and its test.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The gzip size of a buffer, at zlib's default level (what a server compressing on the fly sends). */
function gzipSize(buffer) {
  return gzipSync(buffer).length;
}

/**
 * The files a page's HTML loads: scripts, module preloads and style sheets, and the modules a
 * prerendered page's start script loads once it has painted (its data-entry and data-modules).
 */
function filesNamedByHtml(html) {
  const files = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];
    const rel = attribute("rel");
    const isPreload = rel === "modulepreload" || rel === "stylesheet";
    const urls = /^<script/i.test(tag)
      ? [attribute("src"), attribute("data-entry"), ...(attribute("data-modules") ?? "").split(" ")]
      : isPreload
        ? [attribute("href")]
        : [];
    for (const url of urls) if (url?.startsWith("/") && !url.startsWith("//")) files.add(url.slice(1));
  }
  return [...files];
}

/**
 * Every file the page loads at first: those its HTML names and, for each script, the chunks and
 * style sheets it imports statically (transitively). Dynamic imports load later and are not counted.
 */
function firstLoadFiles(html, manifest) {
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const entry = byFile.get(file);
    if (!entry) return;
    for (const css of entry.css ?? []) seen.add(css);
    for (const key of entry.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  for (const file of filesNamedByHtml(html)) visit(file);
  return [...seen].sort();
}

/**
 * What a page that runs without the services (decision 050) must not load at first: Zod, the
 * data cache library, and the pages of the signed-in areas. Chunks are named by the build's groups
 * (vite.config.ts) and page sources by the manifest.
 */
const forbiddenAtFirst = [
  { name: "Zod", test: (file) => /(^|\/)zod-[\w-]+\.js$/.test(file) },
  { name: "TanStack Query", test: (file) => /(^|\/)tanstack-query-[\w-]+\.js$/.test(file) },
  {
    name: "a signed-in page",
    test: (_file, entry) => /src\/app\/routes\/(customer|team|admin|company|shared)\//.test(entry?.src ?? ""),
  },
];

/** The forbidden things among a page's files, as "name (file)". */
function forbiddenFiles(files, manifest) {
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  return files.flatMap(({ file }) =>
    forbiddenAtFirst
      .filter((rule) => rule.test(file, byFile.get(file)))
      .map((rule) => `${rule.name} (${file})`),
  );
}

/** The page's first-load files with their gzip sizes, and the JS and CSS totals. */
export function measurePage(distDir, htmlFile) {
  const html = readFileSync(join(distDir, htmlFile), "utf8");
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8"));
  const files = firstLoadFiles(html, manifest).map((file) => ({
    file,
    kind: file.endsWith(".css") ? "css" : "js",
    gzip: gzipSize(readFileSync(join(distDir, file))),
  }));
  const total = (kind) => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzip, 0);
  return { files, js: total("js"), css: total("css"), forbidden: forbiddenFiles(files, manifest) };
}
