// Sums the JSON reports of every suite CI ran into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
const lines = [];
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
  } else {
    // Vitest (Jest-compatible JSON)
    p = report.numPassedTests;
    f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    if (report.success === false && f === 0) f = 1;
  }
  passed += p;
  failed += f;
  lines.push(`${file}: ${p} passed, ${f} failed`);
}
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
