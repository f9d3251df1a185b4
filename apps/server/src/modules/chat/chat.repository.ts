import { and, count, desc, eq, isNull, lt, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { selectRows } from "../../db/rows.js";
import { chatMessages, studentProfiles, users } from "../../db/schema/index.js";

const sender = alias(users, "sender");

/**
 * The side a message is stored under (the table's check): "owner" the user the conversation
 * serves, "staff" the team. The wire names them as the spec does (the presenter).
 */
export type ChatSide = "owner" | "staff";

/** A message with what its presenter shows: the sender's name. */
export type ChatMessageWithSender = typeof chatMessages.$inferSelect & {
  senderFirstName: string | null;
  senderLastName: string | null;
};

const withSender = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  senderSide: chatMessages.senderSide,
  content: chatMessages.content,
  clientMessageId: chatMessages.clientMessageId,
  createdAt: chatMessages.createdAt,
  readAt: chatMessages.readAt,
  senderFirstName: sender.firstName,
  senderLastName: sender.lastName,
};

function selectWithSender(db: Db) {
  return db.select(withSender).from(chatMessages).leftJoin(sender, eq(sender.id, chatMessages.senderId));
}

export async function findMessage(db: Db, id: string): Promise<ChatMessageWithSender | undefined> {
  const [row] = await selectWithSender(db).where(eq(chatMessages.id, id)).limit(1);
  return row;
}

/** The message a sender already sent under this client id (a resend), if any. */
export async function findSentByClientId(
  db: Db,
  senderId: string,
  clientMessageId: string,
): Promise<ChatMessageWithSender | undefined> {
  const [row] = await selectWithSender(db)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)))
    .limit(1);
  return row;
}

/**
 * Stores a message; undefined when the sender already used this client id (a concurrent resend).
 * Messages without a client id never collide: the unique index treats each null as distinct.
 */
export async function insertMessage(
  db: Db,
  values: typeof chatMessages.$inferInsert & { senderId: string; senderSide: ChatSide },
): Promise<ChatMessageWithSender | undefined> {
  const [row] = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientMessageId] })
    .returning({ id: chatMessages.id });
  return row ? findMessage(db, row.id) : undefined;
}

/** Up to `limit + 1` messages before the cursor, newest first (the extra one says there is more). */
export async function pageOfConversation(
  db: Db,
  conversationId: string,
  options: { before?: string; limit: number },
): Promise<ChatMessageWithSender[]> {
  return selectWithSender(db)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        options.before ? lt(chatMessages.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(options.limit + 1);
}

/** Marks the message read once; undefined when it already was (nothing changed). */
export async function markMessageRead(db: Db, id: string, at: Date): Promise<Date | undefined> {
  const [row] = await db
    .update(chatMessages)
    .set({ readAt: at })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.readAt)))
    .returning({ readAt: chatMessages.readAt });
  return row?.readAt ?? undefined;
}

/** Messages of one side of a conversation the other side has not read. */
export async function countUnread(db: Db, conversationId: string, fromSide: ChatSide): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.senderSide, fromSide),
        isNull(chatMessages.readAt),
      ),
    );
  return row?.n ?? 0;
}

// The queries below read the users and student_profiles tables for what a conversation needs at
// send time (its owner's kind, the counselor assigned now, the admins); the students policy still
// decides who may act, in the service.

/** The account a conversation serves: its kind and name. */
export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The student's counselor now, with their name (null: none assigned). */
export async function findCounselorWithName(db: Db, studentId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.counselorId))
    .where(eq(studentProfiles.userId, studentId))
    .limit(1);
  return row ?? null;
}

/** Unread student messages per student (profile id); only the counselor's students when given. */
export async function unreadPerStudent(db: Db, counselorId: string | null) {
  return db
    .select({ studentId: studentProfiles.id, count: count() })
    .from(chatMessages)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, chatMessages.conversationId))
    .where(
      and(
        eq(chatMessages.senderSide, "owner"),
        isNull(chatMessages.readAt),
        counselorId ? eq(studentProfiles.counselorId, counselorId) : undefined,
      ),
    )
    .groupBy(studentProfiles.id)
    .limit(1_000);
}

/** Company accounts with at least one message, latest conversation first. */
export async function companyConversations(db: Db) {
  return db
    .select({
      accountId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      unreadCount:
        sql<number>`count(*) filter (where ${chatMessages.senderSide} = 'owner' and ${chatMessages.readAt} is null)`.mapWith(
          Number,
        ),
      lastMessageAt: max(chatMessages.createdAt),
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.conversationId))
    .where(eq(users.userType, "company_profile"))
    .groupBy(users.id)
    .orderBy(desc(max(chatMessages.createdAt)))
    .limit(200);
}

const ReplyWaitsRowSchema = z.object({ median: z.number().nullable(), answered: z.number() });

/**
 * How long the students of a counselor (every student when null) waited for an answer: for each
 * message that opened a wait (a student's message right after a staff message, or the first of
 * the conversation), the seconds until the next staff message. Unanswered waits are not counted.
 */
export async function replyWaits(db: Db, counselorId: string | null) {
  const scope = counselorId ? sql`and p.counselor_id = ${counselorId}` : sql``;
  const [row] = await selectRows(
    db,
    sql`
    with ordered as (
      select m.sender_side, m.created_at,
        lag(m.sender_side) over conversation as previous_side,
        -- The first staff message after this one (window aggregates take FILTER; one pass, no lookups).
        min(m.created_at) filter (where m.sender_side = 'staff') over (
          conversation rows between 1 following and unbounded following
        ) as answered_at
      from ${chatMessages} m
      join ${studentProfiles} p on p.user_id = m.conversation_id ${scope}
      window conversation as (partition by m.conversation_id order by m.created_at, m.id)
    )
    select percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at))::float8 as median,
      count(answered_at)::int as answered
    from ordered
    where sender_side = 'owner' and (previous_side is null or previous_side = 'staff') and answered_at is not null`,
    ReplyWaitsRowSchema,
  );
  return { medianSeconds: row?.median ?? null, answered: row?.answered ?? 0 };
}
