import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./test/server-process.js";

let server: ServerProcess;
let base: string;
beforeAll(async () => {
  server = startServerProcess({});
  base = await server.ready;
}, 120_000);
afterAll(() => {
  server.proc.kill("SIGKILL");
});

/** The accept queue of the socket listening on `port`, as the kernel reports it (ss's Send-Q). */
function listenBacklog(port: string): number {
  const line =
    execFileSync("ss", ["-ltnH", `sport = :${port}`])
      .toString()
      .trim()
      .split("\n")[0] ?? "";
  return Number(line.split(/\s+/)[2]);
}

describe("the listening socket", () => {
  // A node restart brings every client back at once: 5,000 connections arriving together must
  // wait in the kernel's queue rather than overflow it and retry their SYN a second or more later.
  it("queues as many pending connections as the kernel allows, up to 4096", () => {
    const kernelCap = Number(readFileSync("/proc/sys/net/core/somaxconn", "utf8"));
    expect(listenBacklog(new URL(base).port)).toBe(Math.min(4096, kernelCap));
  });
});
