// `npm run typecheck`: every TypeScript project, two at a time. tsc uses one core, and on a
// two-core machine the six commands one after another were two minutes of CI. The contract is
// built first (the others read its declarations); then the server's build and its tests' check in
// one lane, the web app, the benchmarks (which import the server's build) and the end-to-end tests
// in the other. Each command's output is printed whole when it ends; any failure fails the run.
import { spawn } from "node:child_process";

const tsc = (...args) => ["npx", "tsc", ...args];

/** Runs one command, collecting its output; resolves with whether it passed. */
function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? "ok" : "FAILED"} ${command.slice(1).join(" ")} (${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/** Commands in order; later ones still run after a failure, so that every error is shown. */
async function runAll(commands) {
  let passed = true;
  for (const command of commands) passed = (await run(command)) && passed;
  return passed;
}

async function typecheck() {
  if (!(await run(tsc("-b", "packages/contract")))) return false;
  const serverBuilt = run(tsc("-b", "apps/server"));
  const lanes = [
    serverBuilt.then(async (built) => (await run(tsc("-p", "apps/server/tsconfig.test.json"))) && built),
    run(tsc("-p", "apps/web", "--noEmit")).then(async (web) => {
      const built = await serverBuilt;
      return (await runAll([tsc("-p", "bench", "--noEmit"), tsc("-p", "e2e", "--noEmit")])) && web && built;
    }),
  ];
  return (await Promise.all(lanes)).every(Boolean);
}

process.exit((await typecheck()) ? 0 : 1);
