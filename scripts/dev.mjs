// `npm run dev`: the server (reloading on change, contract from source) and the Vite dev server
// together, each line prefixed with its name. Ctrl-C or SIGTERM stops both; when one exits, the other is
// stopped too, so a crashed half never keeps running alone.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const apps = [
  { name: "server", workspace: "apps/server", code: 36 },
  { name: "web", workspace: "apps/web", code: 35 },
];
const width = Math.max(...apps.map((app) => app.name.length));

/** Copies a child's stream to ours line by line, each line under the app's name. */
function prefixLines(stream, target, app) {
  const label = `[${app.name}]`.padEnd(width + 2);
  const prefix = color ? `\x1b[${app.code}m${label}\x1b[0m ` : `${label} `;
  createInterface({ input: stream }).on("line", (line) => target.write(`${prefix}${line}\n`));
}

let stopping = false;
let exitCode = 0;
const children = apps.map((app) => {
  // Each child leads its own process group, so a signal reaches npm, tsx/vite and the server alike.
  const child = spawn("npm", ["run", "dev", "--workspace", app.workspace], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    // Through pipes the tools would drop their colours; keep them only when ours go to a terminal.
    env: { ...process.env, ...(color ? { FORCE_COLOR: "1" } : { NO_COLOR: "1" }) },
  });
  prefixLines(child.stdout, process.stdout, app);
  prefixLines(child.stderr, process.stderr, app);
  // "close", not "exit": the child's last lines are through before we may exit.
  child.on("close", (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.error(`[${app.name}] exited (${signal ?? code}); stopping the others`);
      exitCode = code ?? 1;
      stopAll("SIGTERM");
    }
    if (children.every((other) => other.exited)) process.exit(exitCode);
  });
  return child;
});

/** Sends the signal to every child's process group that is still running. */
function stopAll(signal) {
  stopping = true;
  for (const child of children) {
    if (child.exited) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => stopAll(signal === "SIGHUP" ? "SIGTERM" : signal));
}
