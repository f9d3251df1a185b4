// Sums the JSON reports of every suite CI ran into one closing line: "N passed, N failed", after
// naming each failed test with the first lines of its error. CI keeps only the tail of its log, so a
// failure named here is one a reader can act on (a count alone once left a flaky test unknown).
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

const ERROR_LINES = 6;

let passed = 0;
let failed = 0;
const lines = [];
const failures = [];

/** The first lines of an error message, colour codes stripped. */
function headOf(message) {
  return String(message ?? "")
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, ERROR_LINES)
    .map((line) => `      ${line.trimEnd()}`)
    .join("\n");
}

function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) {
      failures.push(`  ✗ ${where} › ${test.fullName}\n${headOf(test.failureMessages?.[0])}`);
    }
    // A file that failed outside any test (an import error, a hook): its message is all there is.
    if (failedTests.length === 0 && file.status === "failed") {
      failures.push(`  ✗ ${where} (outside a test)\n${headOf(file.message)}`);
    }
  }
}

function playwrightFailures(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((r) => r.error)?.error;
      failures.push(`  ✗ ${[...path, spec.title].join(" › ")}\n${headOf(error?.message)}`);
    }
    playwrightFailures(suite.suites, path);
  }
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    // A suite that produced no report did not run to the end: count it as a failure.
    failed += 1;
    lines.push(`${file}: no report (suite did not finish)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  let p;
  let f;
  if (report.stats && "expected" in report.stats) {
    // Playwright
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected;
    if ((report.errors ?? []).length > 0) f += report.errors.length;
    playwrightFailures(report.suites);
    for (const error of report.errors ?? [])
      failures.push(`  ✗ ${file} (run error)\n${headOf(error.message)}`);
  } else {
    // Vitest (Jest-compatible JSON)
    p = report.numPassedTests;
    f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    if (report.success === false && f === 0) f = 1;
    vitestFailures(report);
  }
  passed += p;
  failed += f;
  lines.push(`${file}: ${p} passed, ${f} failed`);
}
if (failures.length > 0) console.log(`Failed:\n${failures.join("\n")}\n`);
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
