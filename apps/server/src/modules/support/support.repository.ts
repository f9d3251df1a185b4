import { and, asc, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { type NewSupportRequestRow, supportReplies, supportRequests, users } from "../../db/schema/index.js";

const handler = alias(users, "handler");

function requestsWhere(db: Db, where: SQL | undefined) {
  return db
    .select({
      request: supportRequests,
      handlerFirstName: handler.firstName,
      handlerLastName: handler.lastName,
    })
    .from(supportRequests)
    .leftJoin(handler, eq(handler.id, supportRequests.handledBy))
    .where(where);
}

export type SupportRequestListRow = Awaited<ReturnType<typeof requestsWhere>>[number];

export async function insertSupportRequest(db: Db, values: NewSupportRequestRow): Promise<void> {
  await db.insert(supportRequests).values(values);
}

/** One page of the queue, newest first, with the total of its status. */
export async function listSupportRequests(
  db: Db,
  query: { status: "open" | "handled" | "all"; limit: number; offset: number },
): Promise<{ rows: SupportRequestListRow[]; total: number }> {
  const where = query.status === "all" ? undefined : eq(supportRequests.status, query.status);
  const [rows, totals] = await Promise.all([
    requestsWhere(db, where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(supportRequests).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findSupportRequest(db: Db, id: string): Promise<SupportRequestListRow | undefined> {
  const [row] = await requestsWhere(db, eq(supportRequests.id, id));
  return row;
}

/**
 * Sets the status; handling records who and when, opening again clears both. A message already in
 * that status is left as it is (two admins marking it at once: the first one's name stays).
 */
export async function setSupportRequestStatus(
  db: Db,
  id: string,
  change: { status: "open" | "handled"; by: string; at: Date },
): Promise<void> {
  const handled = change.status === "handled";
  await db
    .update(supportRequests)
    .set({
      status: change.status,
      handledAt: handled ? change.at : null,
      handledBy: handled ? change.by : null,
    })
    .where(and(eq(supportRequests.id, id), ne(supportRequests.status, change.status)));
}

/** Records an admin's answer to a request. */
export async function insertSupportReply(
  tx: Db,
  values: { requestId: string; authorId: string; message: string; createdAt: Date },
): Promise<void> {
  await tx.insert(supportReplies).values(values);
}

/** The answers to these requests, oldest first, with their authors' names while they exist. */
export async function repliesOf(db: Db, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      reply: supportReplies,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(supportReplies)
    .leftJoin(users, eq(users.id, supportReplies.authorId))
    .where(inArray(supportReplies.requestId, [...requestIds]))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
}

export type SupportReplyListRow = Awaited<ReturnType<typeof repliesOf>>[number];
