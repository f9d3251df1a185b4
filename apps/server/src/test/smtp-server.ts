import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

/**
 * A real SMTP server on a free local port, for tests of the mail transport (rule 9: the real part,
 * as a process the test starts). `refuseNext` makes it answer the next recipients with a code of
 * the test's choosing, as a busy (4xx) or refusing (5xx) server does.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private readonly refusals: { code: number; message: string }[] = [];
  private readonly waiters: (() => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo: (_address: SMTPServerAddress, _session, callback) => {
      const refusal = this.refusals.shift();
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          this.received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });

  /** Starts listening; resolves with the URL the app's SMTP_URL takes. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `smtp://127.0.0.1:${this.port}`;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Answers the next recipient with `code` (451: try later; 550: never). */
  refuseNext(code: number, message: string): void {
    this.refusals.push({ code, message });
  }

  /** Waits until `count` messages have arrived (the test's own timeout bounds the wait). */
  async waitFor(count: number): Promise<ReceivedMail[]> {
    while (this.received.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.received.slice(0, count);
  }

  /** Waits for the first message to `address` (the test's own timeout bounds the wait). */
  async waitForMailTo(address: string): Promise<ReceivedMail> {
    for (;;) {
      const found = this.received.find((mail) => mail.envelopeTo.includes(address));
      if (found) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
