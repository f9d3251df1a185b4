import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { themeInitScript } from "../../packages/contract/src/theme-init";
import { iconChunkName } from "./config/icon-chunks";

const contractSource = fileURLToPath(new URL("../../packages/contract/src/index.ts", import.meta.url));

const apiPort = process.env.PORT ?? "3000";

// The contract's modules only declare schemas and constants: a page that imports one constant
// must not carry every schema (and Zod) with it.
const contractDir = fileURLToPath(new URL("../../packages/contract/src/", import.meta.url));
const zodModule = fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url));
const styleSingletonModule = fileURLToPath(new URL("./src/lib/style-singleton.ts", import.meta.url));

/** What the landing page loads at first: the app's entry and the page's own module. */
const landingEntries = ["./src/main.tsx", "./src/app/routes/public/landing-page.tsx"].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

/**
 * Puts the contract's theme script inline where index.html marks it (decision 058): the first
 * paint waits for no script request. The server's CSP allows it by its hash.
 */
function inlineThemeScript(): Plugin {
  const marker = "<!-- theme-init -->";
  return {
    name: "meridian-inline-theme-script",
    transformIndexHtml(html) {
      if (!html.includes(marker)) throw new Error(`index.html has no ${marker} for the theme script`);
      return html.replace(marker, `<script>${themeInitScript}</script>`);
    },
  };
}

const themeScriptHash = createHash("sha256").update(themeInitScript).digest("base64");

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineThemeScript()],
  // The year the prerendered pages were built in: the footer hydrates with it (decision 050).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: [
      { find: "@meridian/contract", replacement: contractSource },
      { find: /^@\//, replacement: `${fileURLToPath(new URL("./src", import.meta.url))}/` },
      // Zod configured before any schema exists, so it never probes `new Function` under our CSP.
      { find: /^zod$/, replacement: zodModule },
      // The dialogs' scroll lock adopts a constructed stylesheet: the package's <style> element is
      // refused under style-src 'self' (decision 080).
      { find: /^react-style-singleton$/, replacement: styleSingletonModule },
    ],
  },
  server: {
    proxy: {
      // The API server `npm run dev` starts beside it, on the same PORT.
      "/api": `http://127.0.0.1:${apiPort}`,
      "/ws": { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  preview: {
    // The CSP the server sends (apps/server/src/plugins/security-headers.ts, http variant), so
    // `vite preview` shows violations before a deployment does.
    headers: {
      "Content-Security-Policy": `default-src 'self'; script-src 'self' 'sha256-${themeScriptHash}'; style-src 'self'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' ws:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // Read by scripts/check-bundle-budget.mjs and the prerender step.
    manifest: true,
    // Every browser the app supports preloads modules natively: no polyfill in the first load.
    modulePreload: { polyfill: false },
    assetsDir: "assets",
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !id.startsWith(contractDir),
      },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // With React, the context object of TanStack Query (a few lines, depending only on React),
            // which the app shell provides from the first render: the landing page then carries no
            // data-fetching library. Ranked first, or the query group would take it in with the
            // modules that depend on it.
            {
              name: "react",
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler)[\\/]|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js)/,
              priority: 1,
            },
            {
              name: "tanstack-query",
              test: /node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]/,
            },
            // The list kit's table (decision 083): only the pages with a DataTable load it.
            {
              name: "tanstack-table",
              test: /node_modules[\\/]@tanstack[\\/](?:table-core|react-table|store|react-store)[\\/]/,
            },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            // Icons shared by two pages or more, in two chunks: split by the set of pages that use
            // them, they were a dozen requests of 1 KiB on the landing page's first load (058); in
            // one, the landing page downloaded the signed-in pages' icons too (061).
            {
              name: iconChunkName(landingEntries),
              test: /node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
