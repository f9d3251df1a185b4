import type { MailKind, MailStatus } from "@meridian/contract";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import { type MailMessageRow, mailMessages } from "../../db/schema/mail.js";

export interface NewMailRow {
  id: string;
  kind: MailKind;
  toAddress: string;
  userId: string | null;
  data: Record<string, unknown>;
  messageId: string;
  createdAt: Date;
}

export async function insertMail(tx: Db, row: NewMailRow): Promise<MailMessageRow> {
  return writtenRow(await tx.insert(mailMessages).values(row).returning(), "insert mail");
}

export async function findMail(db: Db, id: string): Promise<MailMessageRow | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

/** When the latest mail of `kind` to the account was queued; null for none. */
export async function lastMailOfKind(db: Db, userId: string, kind: MailKind): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: mailMessages.createdAt })
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind)))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** A page of messages, newest first, with the total of the filter. */
export async function pageOfMail(
  db: Db,
  options: { status: MailStatus | "all"; limit: number; offset: number },
): Promise<{ rows: MailMessageRow[]; total: number }> {
  const where = options.status === "all" ? undefined : eq(mailMessages.status, options.status);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(mailMessages).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Records a delivered message: its rendering, and for the SMTP server's copy nothing of the body
 * or of what made it (a reset link stays in the database only as long as it has to).
 */
export async function markDelivered(
  db: Db,
  id: string,
  delivered: {
    status: "sent" | "outbox";
    subject: string;
    html: string;
    text: string;
    at: Date;
    attempts: number;
  },
): Promise<void> {
  const keepBody = delivered.status === "outbox";
  await db
    .update(mailMessages)
    .set({
      status: delivered.status,
      subject: delivered.subject,
      html: keepBody ? delivered.html : null,
      text: keepBody ? delivered.text : null,
      ...(keepBody ? {} : { data: null }),
      sentAt: delivered.at,
      attempts: delivered.attempts,
      lastError: null,
    })
    .where(eq(mailMessages.id, id));
}

/** Records a failed try; `final` when no other follows. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  failure: { error: string; attempts: number; final: boolean },
): Promise<void> {
  await db
    .update(mailMessages)
    .set({
      lastError: failure.error.slice(0, 1_000),
      attempts: failure.attempts,
      ...(failure.final ? { status: "failed" as const, data: null } : {}),
    })
    .where(eq(mailMessages.id, id));
}
