import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));

export interface ServerProcess {
  proc: ChildProcess;
  /** Resolves with the base URL once the server logs that it is ready. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output: string[];
}

/** Starts the real entry point (from source) on a free port with its own data directory. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const output: string[] = [];
  const proc = spawn(process.execPath, ["--import", "tsx", mainFile], {
    env: {
      ...process.env,
      PORT: "0",
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(join(tmpdir(), "meridian-node-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Meridian is ready on (http:\/\/[^\s"]+)/.exec(output.join(""));
      if (match?.[1]) resolve(match[1]);
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
    void exited.then(() => reject(new Error(`server exited early:\n${output.join("")}`)));
  });
  // A test that expects an early exit never awaits `ready`; keep its rejection from going unhandled.
  ready.catch(() => {});
  return { proc, ready, exited, output };
}
