// Writes the public pages as HTML at build time (decision 050): each page's markup in #root, its
// title and description, and module preloads for its chunk, so it paints before any script runs
// and the browser hydrates it. Run after `vite build` and the SSR build of src/prerender.tsx.
// dist/index.html becomes the landing page; the empty shell every other page starts from is kept
// as dist/shell.html, and dist/prerendered.json tells the server which file answers which path.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The pages a guest can open with nothing to fetch first, and their route modules. */
const prerenderedPages = [
  { path: "/", file: "index.html", module: "src/app/routes/public/landing-page.tsx" },
  { path: "/about", file: "about/index.html", module: "src/app/routes/public/about-page.tsx" },
];

const SITE_TITLE = "Meridian";

const escapeHtml = (text) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The chunks a route module needs at once, in load order, that the shell does not preload already. */
function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return [];
  seen.add(entry.file);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

/** The shell with a page put in: markup, title, description and preloads. */
function pageHtml(shell, page, preloads) {
  const title = page.title ? `${page.title} · ${SITE_TITLE}` : SITE_TITLE;
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (page.description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  }
  const links = preloads
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join("");
  html = html.replace("  </head>", `${links}  </head>`);
  if (!html.includes('<div id="root"></div>')) throw new Error("The shell has no empty #root");
  return html.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
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
  const { prerenderPage, themeInitScript } = await import(pathToFileURL(join(ssrDir, "prerender.js")).href);
  // The server's CSP allows the inline theme script by the hash of the contract's text: a page
  // with any other text would have it blocked, and dark-theme visitors would see a light flash.
  if (!shell.includes(`<script>${themeInitScript}</script>`)) {
    throw new Error("The shell does not carry the contract's theme script as it is (decision 058)");
  }
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
    writeFileSync(target, pageHtml(shell, page, preloads));
    written[path] = file;
    console.log(`prerendered ${path} -> dist/${file} (${page.html.length} characters)`);
  }
  writeFileSync(join(distDir, "prerendered.json"), `${JSON.stringify(written, null, 2)}\n`);
  rmSync(ssrDir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
