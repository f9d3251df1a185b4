import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { recordId } from "./common/record-id.js";
import { text } from "./common/text.js";
import { StudentProfileIdParamsSchema } from "./students.js";
import { ConversionStatusSchema } from "./subscriptions.js";

/** The four follow-up categories of a student's file (spec part 2 §2 "Follow-up section"). */
export const followUpCategories = ["lead", "application", "visa", "loan"] as const;
export const FollowUpCategorySchema = z.enum(followUpCategories);
export type FollowUpCategory = z.infer<typeof FollowUpCategorySchema>;

export const followUpCategoryLabels: Record<FollowUpCategory, string> = {
  lead: "Lead follow-up",
  application: "Application follow-up",
  visa: "Visa follow-up",
  loan: "Loan follow-up",
};

export const followUpPriorities = ["low", "medium", "high", "urgent"] as const;
export const FollowUpPrioritySchema = z.enum(followUpPriorities);
export type FollowUpPriority = z.infer<typeof FollowUpPrioritySchema>;

export const followUpPriorityLabels: Record<FollowUpPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

export const followUpLimits = {
  titleMax: 120,
  contentMax: 2000,
  searchMax: 200,
  /** Notes one student's file may hold: the list is answered whole, so it stays bounded. */
  maxPerStudent: 500,
  /** "Due" on the Overview: falling due within this many hours, or overdue. */
  dueWithinHours: 24,
  /** The counselor is told once when a note is due within this many minutes, or past due. */
  notifyBeforeMinutes: 60,
  /** Notes listed on the Overview card at most (the most pressing first). */
  dueListMax: 100,
  /** A meeting is scheduled at most this many days ahead. */
  meetingDaysAhead: 366,
} as const;

/** An instant with its offset ("2027-01-15T09:30:00Z", "…+02:00"): what a browser's Date sends. */
const Instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date and time` });

/**
 * The category a note or meeting sent without one is filed under: the lead follow-up, the
 * student's relationship with the team as a whole (the spec's client posts "a note" without
 * naming one, part 2 §7).
 */
export const defaultFollowUpCategory: FollowUpCategory = "lead";
const CategoryOrDefault = FollowUpCategorySchema.default(defaultFollowUpCategory);

const followUpFields = {
  title: text().trim().min(1, "Title is required").max(followUpLimits.titleMax),
  priority: FollowUpPrioritySchema,
  content: text({ multiline: true }).trim().min(1, "Write the note").max(followUpLimits.contentMax),
  dueAt: Instant("Due date").nullable().optional(),
};

export const FollowUpInputSchema = z.object({
  category: CategoryOrDefault,
  ...followUpFields,
  /**
   * The spec's name for a note's date (part 2 §3 "Follow-up note"): the due date, as a day
   * ("2027-01-15") or an instant; `dueAt` by another name, refused when both differ.
   */
  date: z.union([z.iso.date({ error: "Date must be a day such as 2027-01-15" }), Instant("Date")]).optional(),
});
export type FollowUpInput = z.input<typeof FollowUpInputSchema>;

/**
 * When a note sent with a `date` is due: a day given alone is due at its noon UTC, which falls on
 * that same day in every time zone a student or counselor lives in (UTC-11 to UTC+11).
 */
export function dueAtOfNoteDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00.000Z` : new Date(date).toISOString();
}

/**
 * An edit: any field; `completed` true completes the note, false reopens it. Built without the
 * create's default category, so an edit that leaves the category out keeps the note's.
 */
export const FollowUpUpdateSchema = z
  .object({ category: FollowUpCategorySchema, ...followUpFields })
  .partial()
  .extend({ completed: z.boolean().optional() });

/** A meeting with the student: a dated follow-up, and the student is told the date and time. */
export const MeetingInputSchema = z.object({
  startsAt: Instant("Meeting time"),
  note: text({ multiline: true }).trim().max(followUpLimits.contentMax).optional(),
  category: CategoryOrDefault,
});
export type MeetingInput = z.input<typeof MeetingInputSchema>;

export const FollowUpListQuerySchema = z.object({
  category: FollowUpCategorySchema.optional(),
  /** Case-insensitive words of the title or the content. */
  q: text().trim().max(followUpLimits.searchMax).optional(),
});

export const FollowUpNoteSchema = z.object({
  id: z.uuid(),
  category: FollowUpCategorySchema,
  title: z.string(),
  priority: FollowUpPrioritySchema,
  content: z.string(),
  dueAt: z.string().nullable(),
  /** The note's date as the spec's note shows it: when it is due, else when it was written. */
  date: z.string(),
  completedAt: z.string().nullable(),
  /** Open and past its due time, by the server's clock. */
  overdue: z.boolean(),
  /** A lead note a purchase wrote: converted_online (paid online) or converted_offline (approved evidence). */
  conversionStatus: ConversionStatusSchema.nullable(),
  author: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FollowUpNote = z.infer<typeof FollowUpNoteSchema>;

export const DueFollowUpSchema = FollowUpNoteSchema.extend({
  student: z.object({ profileId: z.uuid(), name: z.string() }),
});
export type DueFollowUp = z.infer<typeof DueFollowUpSchema>;

const NoteParams = StudentProfileIdParamsSchema.extend({ noteId: recordId("follow-up note") });

export const followUpEndpoints = {
  due: defineEndpoint({
    method: "GET",
    path: "/api/counselor/followups/due",
    summary: "The caller's open follow-ups due within 24 hours or overdue, across the students they work",
    tags: ["follow-ups"],
    response: z.array(DueFollowUpSchema),
    /** `total`: every due or overdue note of the caller's, when more than the list holds. */
    meta: z.object({ total: z.number().int() }),
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/counselor/followups/{studentId}",
    summary: "A student's follow-up notes: open first, then by due date",
    tags: ["follow-ups"],
    params: StudentProfileIdParamsSchema,
    query: FollowUpListQuerySchema,
    response: z.array(FollowUpNoteSchema),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/counselor/followups/{studentId}",
    summary: "Add a follow-up note (an Idempotency-Key header makes a retry return the first result)",
    tags: ["follow-ups"],
    params: StudentProfileIdParamsSchema,
    body: FollowUpInputSchema,
    response: FollowUpNoteSchema,
  }),
  scheduleMeeting: defineEndpoint({
    method: "POST",
    path: "/api/counselor/followups/{studentId}/meetings",
    summary: "Schedule a meeting: a dated follow-up, and the student is notified of the date and time",
    tags: ["follow-ups"],
    params: StudentProfileIdParamsSchema,
    body: MeetingInputSchema,
    response: FollowUpNoteSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/counselor/followups/{studentId}/{noteId}",
    summary: "Edit a follow-up note, complete it or reopen it",
    tags: ["follow-ups"],
    params: NoteParams,
    body: FollowUpUpdateSchema,
    response: FollowUpNoteSchema,
  }),
} as const;
