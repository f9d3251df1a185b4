// Writes the public pages as HTML at build time (decision 050): each page's markup in #root, its
// title and description, and a script that starts its code once it has painted (decision 060): the
// page paints before its code loads, and the browser hydrates it then. Run after `vite build` and
// the SSR build of src/prerender.tsx.
// dist/index.html becomes the landing page; the empty shell every other page starts from is kept
// as dist/shell.html, and dist/prerendered.json tells the server which file answers which path;
// dist/page-patterns.json lists the route table's pages, so any other address is answered with a 404.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { minify } from "vite";

/** The pages a guest can open with nothing to fetch first, and their route modules. */
const prerenderedPages = [
  { path: "/", file: "index.html", module: "src/app/routes/public/landing-page.tsx" },
  { path: "/about", file: "about/index.html", module: "src/app/routes/public/about-page.tsx" },
  { path: "/privacy", file: "privacy/index.html", module: "src/app/routes/public/legal/privacy-page.tsx" },
  { path: "/terms", file: "terms/index.html", module: "src/app/routes/public/legal/terms-page.tsx" },
];

/** The chunks a route module needs at once, in load order, that the shell does not preload already. */
function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return [];
  seen.add(entry.file);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

const moduleScriptTag = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const modulePreloadTag = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/**
 * The page's code started once it has painted (decision 060): the shell's module script and
 * preloads, and the page's own, become the start script's data attributes.
 */
function startAfterPaint(html, startScript, pagePreloads) {
  const entry = html.match(moduleScriptTag)?.[1];
  if (!entry) throw new Error("The shell has no module script");
  const modules = [...[...html.matchAll(modulePreloadTag)].map((match) => match[1]), ...pagePreloads];
  const tag = `<script defer src="/${startScript}" data-entry="/${entry}" data-modules="${modules.map((file) => `/${file}`).join(" ")}"></script>`;
  const rewritten = html.replace(modulePreloadTag, "").replace(moduleScriptTag, `\n    ${tag}`);
  // A tag the patterns missed (Vite writing them otherwise) would load before the paint unnoticed.
  if (/rel="modulepreload"|type="module"/.test(rewritten)) {
    throw new Error("The shell keeps a module script or preload the prerender step did not recognise");
  }
  return rewritten;
}

/**
 * The shell with a page put in: markup, title and description (the contract's `withPageHead`, as
 * the server writes a record's page), and its code started after paint.
 */
function pageHtml(shell, page, preloads, startScript, withPageHead) {
  let html = withPageHead(shell, { title: page.title, description: page.description });
  html = startAfterPaint(html, startScript, preloads);
  if (!html.includes('<div id="root"></div>')) throw new Error("The shell has no empty #root");
  return html.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}

/** Puts src/start-after-first-paint.js, minified, in the build under a name that changes with its text. */
async function writeStartScript(webDir, distDir) {
  const source = join(webDir, "src", "start-after-first-paint.js");
  const { code: text, errors } = await minify(source, readFileSync(source, "utf8"));
  if (errors.length > 0) throw new Error(`${source}: ${errors.map((error) => error.message).join("; ")}`);
  const hash = createHash("sha256").update(text).digest("base64url").slice(0, 8);
  const file = `assets/start-after-first-paint-${hash}.js`;
  writeFileSync(join(distDir, file), text);
  return file;
}

async function main() {
  const webDir = fileURLToPath(new URL("..", import.meta.url));
  const distDir = join(webDir, "dist");
  const ssrDir = join(webDir, "dist-ssr");
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8"));
  const shellPath = join(distDir, "shell.html");
  // Built once: a second run starts again from the untouched shell.
  let shell;
  try {
    shell = readFileSync(shellPath, "utf8");
  } catch {
    shell = readFileSync(join(distDir, "index.html"), "utf8");
    writeFileSync(shellPath, shell);
  }
  const { prerenderPage, pagePatternsOfApp, themeInitScript, withPageHead } = await import(
    pathToFileURL(join(ssrDir, "prerender.js")).href
  );
  // The server's CSP allows the inline theme script by the hash of the contract's text: a page
  // with any other text would have it blocked, and dark-theme visitors would see a light flash.
  if (!shell.includes(`<script>${themeInitScript}</script>`)) {
    throw new Error("The shell does not carry the contract's theme script as it is (decision 058)");
  }
  const startScript = await writeStartScript(webDir, distDir);
  const inShell = new Set([...shell.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  const written = {};
  for (const { path, file, module } of prerenderedPages) {
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
    const page = await prerenderPage(path);
    if (!page.html.includes("<h1")) throw new Error(`${path} rendered without a heading`);
    const preloads = chunksOf(manifest, module).filter(
      (chunk) => chunk.endsWith(".js") && !inShell.has(chunk),
    );
    const target = join(distDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, pageHtml(shell, page, preloads, startScript, withPageHead));
    written[path] = file;
    console.log(`prerendered ${path} -> dist/${file} (${page.html.length} characters)`);
  }
  writeFileSync(join(distDir, "prerendered.json"), `${JSON.stringify(written, null, 2)}\n`);
  const patterns = pagePatternsOfApp();
  writeFileSync(join(distDir, "page-patterns.json"), `${JSON.stringify(patterns, null, 2)}\n`);
  console.log(`listed ${patterns.length} page patterns -> dist/page-patterns.json`);
  rmSync(ssrDir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
