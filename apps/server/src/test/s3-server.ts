import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface S3ServerProcess {
  /** The S3 environment of the app (STORAGE=s3 and S3_*) for this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Stops the process and removes its data. */
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);
const s3rverBin = join(require.resolve("s3rver/package.json"), "..", "bin", "s3rver.js");

/**
 * Starts s3rver (an S3-compatible server) as its own process on a free loopback port, with one
 * empty bucket, and resolves once it listens. s3rver's default keys are S3RVER / S3RVER.
 */
export async function startS3Server(bucket = "meridian-test"): Promise<S3ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), "meridian-s3-"));
  const proc = spawn(
    process.execPath,
    [s3rverBin, "-d", dir, "-a", "127.0.0.1", "-p", "0", "--silent", "--configure-bucket", bucket],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  const output: string[] = [];
  const endpoint = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /S3rver listening on ([\d.]+):(\d+)/.exec(output.join(""));
      if (match) resolve(`http://${match[1]}:${match[2]}`);
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
    void exited.then(() => reject(new Error(`s3rver exited before listening:\n${output.join("")}`)));
  });
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
