import nodemailer from "nodemailer";
import type { Config } from "../../config.js";
import { PermanentJobError } from "../../jobs/job-runner.js";
import type { RenderedMail } from "./mail.templates.js";

/** A message ready to leave: rendered, addressed, with its headers. */
export interface OutgoingMail extends RenderedMail {
  from: string;
  to: string;
  messageId: string;
  headers: Record<string, string>;
}

/**
 * Where mail goes. "smtp": handed to the server of SMTP_URL. "outbox": kept in the database for
 * admins to read (the embedded default, which has nowhere to send to).
 */
export interface MailTransport {
  kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// A silent SMTP server must not hold a job past its lease (job-runner.ts): each wait is bounded.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The transport SMTP_URL asks for, or the outbox. */
export function createMailTransport(config: Pick<Config, "smtpUrl">): MailTransport {
  const { smtpUrl } = config;
  if (!smtpUrl) return { kind: "outbox", send: async () => {}, close: () => {} };
  const smtp = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    send: async (mail) => {
      try {
        await smtp.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          headers: mail.headers,
        });
      } catch (err) {
        // A 5xx answer is the server's final word (an address it will never take); anything else
        // (a 4xx, a refused or dropped connection, a time-out) may pass on a later try.
        if (isPermanentRefusal(err)) throw new PermanentJobError(describeSmtpError(err));
        throw err;
      }
    },
    close: () => smtp.close(),
  };
}

function isPermanentRefusal(err: unknown): boolean {
  const code =
    typeof err === "object" && err !== null && "responseCode" in err ? err.responseCode : undefined;
  return typeof code === "number" && code >= 500 && code < 600;
}

function describeSmtpError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
