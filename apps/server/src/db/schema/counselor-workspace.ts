import type {
  AssignmentSource,
  ConversionStatus,
  FollowUpCategory,
  FollowUpPriority,
} from "@meridian/contract";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";
import { conversions } from "./subscriptions.js";
import { users } from "./users.js";

/**
 * Every change of a student's counselor (DOMAIN.md "counselor_assignment"): who, to whom, by
 * whom (null: the automatic rule), when. The current counselor is `student_profiles.counselor_id`.
 */
export const counselorAssignments = pgTable(
  "counselor_assignments",
  {
    id: idColumn(),
    studentId: requiredRef(() => users.id, "cascade"),
    /** Null when the student was left without a counselor. */
    counselorId: uuid().references(() => users.id, { onDelete: "set null" }),
    previousCounselorId: uuid().references(() => users.id, { onDelete: "set null" }),
    assignedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    /** What made the change: an admin, the registration rule, a purchase. */
    source: text().$type<AssignmentSource>().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("counselor_assignments_student_idx").on(t.studentId, t.createdAt),
    check("counselor_assignments_source_check", sql`${t.source} in ('admin', 'automatic', 'conversion')`),
  ],
);
export type CounselorAssignmentRow = typeof counselorAssignments.$inferSelect;

/** A counselor's note on a student (DOMAIN.md "follow_up_note"), in one of four categories. */
export const followUpNotes = pgTable(
  "follow_up_notes",
  {
    id: idColumn(),
    studentId: requiredRef(() => users.id, "cascade"),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    category: text().$type<FollowUpCategory>().notNull(),
    title: text().notNull(),
    priority: text().$type<FollowUpPriority>().notNull(),
    content: text().notNull(),
    dueAt: at(),
    completedAt: at(),
    /** Set once the "falling due" notification went out, so it goes out once. */
    dueNotifiedAt: at(),
    /** A lead note a purchase wrote: the spec's conversion status, and the purchase (decision 041). */
    conversionStatus: text().$type<ConversionStatus>(),
    conversionId: uuid().references(() => conversions.id, { onDelete: "set null" }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("follow_up_notes_student_idx").on(t.studentId, t.createdAt),
    index("follow_up_notes_due_idx")
      .on(t.dueAt)
      .where(sql`${t.completedAt} is null and ${t.dueNotifiedAt} is null and ${t.dueAt} is not null`),
    check("follow_up_notes_category_check", sql`${t.category} in ('lead', 'application', 'visa', 'loan')`),
    check("follow_up_notes_priority_check", sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check(
      "follow_up_notes_conversion_status_check",
      sql`${t.conversionStatus} in ('converted_online', 'converted_offline')`,
    ),
    uniqueIndex("follow_up_notes_conversion_key").on(t.conversionId),
  ],
);
export type FollowUpNoteRow = typeof followUpNotes.$inferSelect;

/** Which side of a conversation wrote a message; the presenter maps it to the contract's sender. */
export type ChatSenderSide = "owner" | "staff";

/**
 * One message of a conversation (DOMAIN.md "chat_message"). A conversation belongs to the user
 * it serves (a student, or a company account: decision 036), keyed by that user's id; the staff
 * side is whoever works that user when the message is sent.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    /** UUID v7: time-ordered, so it is the history's cursor. */
    id: idColumn(),
    conversationId: requiredRef(() => users.id, "cascade"),
    senderId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The sender's side, kept if the account goes: the conversation's owner or staff. */
    senderSide: text().$type<ChatSenderSide>().notNull(),
    content: text().notNull(),
    /** Chosen by the sender's client, so a resent message is stored once. */
    clientMessageId: text(),
    createdAt: at().notNull().defaultNow(),
    readAt: at(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId, t.id),
    uniqueIndex("chat_messages_client_id_key").on(t.senderId, t.clientMessageId),
    check("chat_messages_side_check", sql`${t.senderSide} in ('owner', 'staff')`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;
