import { type MailMessage, type MailMessageSummary, mailKindLabels } from "@meridian/contract";
import type { MailMessageRow } from "../../db/schema/mail.js";

export function presentMailSummary(row: MailMessageRow): MailMessageSummary {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: mailKindLabels[row.kind],
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function presentMail(row: MailMessageRow): MailMessage {
  return { ...presentMailSummary(row), html: row.html, text: row.text };
}
