// Lighthouse on the built app's landing page (decision 050): the four category scores, LCP and TBT,
// on Lighthouse's mobile settings (a mid-range phone on slow 4G, CPU slowed 4x) and on desktop.
// `npm run bench:lighthouse` builds first; `-- --runs 3` repeats each, `-- --path /about` another page.

import { siteFactsPath } from "@meridian/contract";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { numberArgument, startSeededServer, stringArgument } from "./lib.js";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const flags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Run {
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  failed: string[];
}

/**
 * Lighthouse's own failures to record a load, not the page's: measured again. A page that fails
 * to load or paint (ERRORED_DOCUMENT_REQUEST, NO_FCP) is reported at once.
 */
const RECORDING_FAILURES = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_DCL", "PROTOCOL_TIMEOUT"]);
class LighthouseRecordingError extends Error {}
const ATTEMPTS = 3;

async function audit(url: string, port: number, formFactor: "mobile" | "desktop"): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, port, formFactor);
    } catch (error) {
      if (!(error instanceof LighthouseRecordingError) || attempt === ATTEMPTS) throw error;
      console.log(`  ${error.message}; measured again`);
    }
  }
}

async function auditOnce(url: string, port: number, formFactor: "mobile" | "desktop"): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...categories] },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error("Lighthouse returned no result");
  const { lhr } = result;
  if (lhr.runtimeError) {
    const { code, message } = lhr.runtimeError;
    const failure = `Lighthouse: ${code}: ${message}`;
    throw RECORDING_FAILURES.has(code) ? new LighthouseRecordingError(failure) : new Error(failure);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  // What kept a category from 100: audits that count and did not pass.
  const failed = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
  );
  return {
    scores: Object.fromEntries(categories.map((id) => [id, score(id)])) as Run["scores"],
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    fcpMs: numeric("first-contentful-paint"),
    failed,
  };
}

function print(formFactor: string, index: number, run: Run): void {
  const scores = categories.map((id) => `${id} ${run.scores[id]}`).join(", ");
  console.log(
    `${formFactor} run ${index + 1}: ${scores}; FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`,
  );
  for (const line of run.failed) console.log(`  below 90: ${line}`);
}

async function main(): Promise<void> {
  const runs = numberArgument("runs", 1);
  const path = stringArgument("path", "/");
  const formFactors = process.argv.includes("--mobile-only") ? ["mobile"] : ["mobile", "desktop"];
  // Seeded first and started again: the first start's seeding would compete with the page for the CPU.
  const server = await startSeededServer();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    const url = `${server.url}${path}`;
    console.log(`Lighthouse ${url}, ${runs} run(s) per form factor`);
    // One visit first: the server's first answers (catalogue index, compression) are not the page's.
    await fetch(url);
    await fetch(`${server.url}${siteFactsPath}`);
    for (const formFactor of formFactors as ("mobile" | "desktop")[]) {
      for (let index = 0; index < runs; index += 1)
        print(formFactor, index, await audit(url, chrome.port, formFactor));
    }
  } finally {
    chrome.kill();
    server.proc.kill();
  }
}

await main();
