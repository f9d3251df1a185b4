import { Writable } from "node:stream";

/** One parsed log line, as the logger wrote it. */
export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

/** The app's log lines, kept in memory so a test can read exactly what would reach the log. */
export class LogCapture {
  readonly lines: LogLine[] = [];
  private waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];

  readonly stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      for (const text of chunk.toString().split("\n")) {
        if (!text.trim()) continue;
        const line = JSON.parse(text) as LogLine;
        this.lines.push(line);
        this.waiters = this.waiters.filter((w) => {
          if (!w.match(line)) return true;
          w.resolve(line);
          return false;
        });
      }
      done();
    },
  });

  /** Every line written so far, as one string (for "the secret is nowhere" checks). */
  text(): string {
    return this.lines.map((line) => JSON.stringify(line)).join("\n");
  }

  /** Resolves with the first line, already written or still to come, that matches. */
  waitFor(match: (line: LogLine) => boolean): Promise<LogLine> {
    const found = this.lines.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }
}
