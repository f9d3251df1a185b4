import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { measurePage } from "./bundle-budget.mjs";

function writeBuild(files, manifest, html) {
  const dist = mkdtempSync(join(tmpdir(), "meridian-budget-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  writeFileSync(join(dist, "index.html"), html);
  return dist;
}

const gz = (text) => gzipSync(text).length;

describe("measurePage", () => {
  const files = {
    "assets/index-a.js": `import "./react-b.js";${"entry ".repeat(300)}`,
    "assets/react-b.js": "react ".repeat(500),
    "assets/landing-c.js": "landing ".repeat(200),
    "assets/card-d.js": "card ".repeat(100),
    "assets/zod-e.js": "zod ".repeat(400),
    "assets/dashboard-f.js": "dashboard ".repeat(400),
    "assets/index-g.css": ".a{color:red}".repeat(50),
  };
  const manifest = {
    "index.html": {
      file: "assets/index-a.js",
      isEntry: true,
      imports: ["_react-b.js"],
      dynamicImports: ["src/app/routes/customer/dashboard.tsx"],
      css: ["assets/index-g.css"],
    },
    "_react-b.js": { file: "assets/react-b.js" },
    "src/landing.tsx": { file: "assets/landing-c.js", src: "src/landing.tsx", imports: ["_card-d.js"] },
    "_card-d.js": { file: "assets/card-d.js" },
    "_zod-e.js": { file: "assets/zod-e.js" },
    "src/app/routes/customer/dashboard.tsx": {
      file: "assets/dashboard-f.js",
      src: "src/app/routes/customer/dashboard.tsx",
      imports: ["_zod-e.js"],
    },
  };

  // The entry, its static import, the landing chunk and its static import, and the style sheet.
  const landingFiles = [
    "assets/card-d.js",
    "assets/index-a.js",
    "assets/index-g.css",
    "assets/landing-c.js",
    "assets/react-b.js",
  ];
  const landingJs = landingFiles
    .filter((file) => file.endsWith(".js"))
    .reduce((sum, file) => sum + gz(files[file]), 0);

  it("counts the HTML's scripts, preloads and style sheets with their static imports, gzipped, not what loads later", () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/landing-c.js">
      <link rel="stylesheet" crossorigin href="/assets/index-g.css">
      <link rel="icon" href="/favicon.svg">`;
    const page = measurePage(writeBuild(files, manifest, html), "index.html");
    expect(page.files.map((f) => f.file)).toEqual(landingFiles);
    expect(page.js).toBe(landingJs);
    expect(page.css).toBe(gz(files["assets/index-g.css"]));
    expect(page.forbidden).toEqual([]);
  });

  it("counts the modules a prerendered page's start script loads after paint, and the script itself", () => {
    const start = "start ".repeat(40);
    const html = `<script defer src="/assets/start-s.js" data-entry="/assets/index-a.js" data-modules="/assets/react-b.js /assets/landing-c.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/index-g.css">`;
    const page = measurePage(
      writeBuild({ ...files, "assets/start-s.js": start }, manifest, html),
      "index.html",
    );
    expect(page.files.map((f) => f.file)).toEqual([...landingFiles, "assets/start-s.js"]);
    expect(page.js).toBe(landingJs + gz(start));
  });

  it("names Zod and a signed-in page when the landing page preloads them", () => {
    const html = `<script type="module" src="/assets/index-a.js"></script>
      <link rel="modulepreload" href="/assets/dashboard-f.js">`;
    const page = measurePage(writeBuild(files, manifest, html), "index.html");
    expect(page.forbidden).toEqual(["a signed-in page (assets/dashboard-f.js)", "Zod (assets/zod-e.js)"]);
  });
});
