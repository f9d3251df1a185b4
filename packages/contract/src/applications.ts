import { z } from "zod";
import { defineEndpoint, type EndpointAnswer } from "./common/endpoint.js";
import { idParams, recordId } from "./common/record-id.js";
import { text } from "./common/text.js";
import { type DocumentType, DocumentTypeSchema } from "./documents.js";
import { UniversityRefSchema, universityFilterOptions } from "./universities.js";

/**
 * Where an application stands. The seed's six (spec part 2 §3) plus what real offers need:
 * a conditional offer, the student's acceptance of an offer, a deferral, a withdrawal, enrolment.
 */
export const applicationStatuses = [
  "draft",
  "submitted",
  "under_review",
  "waitlisted",
  "conditional_offer",
  "accepted",
  "offer_accepted",
  "deferred",
  "enrolled",
  "rejected",
  "withdrawn",
] as const;
export const ApplicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  under_review: "Under Review",
  waitlisted: "Waitlisted",
  conditional_offer: "Conditional Offer",
  accepted: "Accepted",
  offer_accepted: "Offer Accepted",
  deferred: "Deferred",
  enrolled: "Enrolled",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** Who may make a move: the student who owns the application, or staff (their counselor, an admin). */
export type TransitionActor = "student" | "staff";

/**
 * Every allowed move, and who makes it: the one table both sides read (the server refuses any
 * other move with 409; the web offers exactly these). The student submits a draft and may
 * withdraw while a decision is open; every move past "submitted" is staff's.
 */
export const applicationTransitions: readonly {
  from: ApplicationStatus;
  to: ApplicationStatus;
  by: TransitionActor;
}[] = [
  { from: "draft", to: "submitted", by: "student" },
  { from: "submitted", to: "under_review", by: "staff" },
  { from: "submitted", to: "rejected", by: "staff" },
  { from: "submitted", to: "withdrawn", by: "student" },
  { from: "under_review", to: "waitlisted", by: "staff" },
  { from: "under_review", to: "conditional_offer", by: "staff" },
  { from: "under_review", to: "accepted", by: "staff" },
  { from: "under_review", to: "rejected", by: "staff" },
  { from: "under_review", to: "withdrawn", by: "student" },
  { from: "waitlisted", to: "conditional_offer", by: "staff" },
  { from: "waitlisted", to: "accepted", by: "staff" },
  { from: "waitlisted", to: "rejected", by: "staff" },
  { from: "waitlisted", to: "withdrawn", by: "student" },
  { from: "conditional_offer", to: "accepted", by: "staff" },
  { from: "conditional_offer", to: "rejected", by: "staff" },
  { from: "conditional_offer", to: "withdrawn", by: "student" },
  { from: "accepted", to: "offer_accepted", by: "staff" },
  { from: "accepted", to: "deferred", by: "staff" },
  { from: "accepted", to: "withdrawn", by: "student" },
  { from: "offer_accepted", to: "enrolled", by: "staff" },
  { from: "offer_accepted", to: "deferred", by: "staff" },
  { from: "offer_accepted", to: "withdrawn", by: "student" },
  { from: "deferred", to: "offer_accepted", by: "staff" },
  { from: "deferred", to: "withdrawn", by: "student" },
];

/** The moves open from a status for one kind of actor. */
export function nextStatuses(from: ApplicationStatus, by: TransitionActor): ApplicationStatus[] {
  return applicationTransitions.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

/** Whether `by` may move an application from `from` to `to`. */
export function canTransition(from: ApplicationStatus, to: ApplicationStatus, by: TransitionActor): boolean {
  return applicationTransitions.some((t) => t.from === from && t.to === to && t.by === by);
}

/**
 * How statuses count on the tiles and tabs (spec part 2 §2, §4): "Submitted" is submitted plus
 * under review; an offer of any kind counts as accepted; every status but draft counts as done
 * for the progress bar. Success rate = offers / decided (offers + rejections); null until one is
 * decided, shown as unknown rather than as 0 % or a made-up figure.
 */
export const applicationStatusGroups = {
  submitted: ["submitted", "under_review"],
  offers: ["conditional_offer", "accepted", "offer_accepted", "deferred", "enrolled"],
  decided: ["conditional_offer", "accepted", "offer_accepted", "deferred", "enrolled", "rejected"],
  closed: ["rejected", "withdrawn", "enrolled"],
  /** The student may delete these; an application in progress is withdrawn first. */
  deletable: ["draft", "rejected", "withdrawn"],
} as const satisfies Record<string, readonly ApplicationStatus[]>;

/** The tabs of /applications (spec part 2 §2), each with the statuses it lists. */
export const applicationTabs = [
  { id: "all", label: "All", statuses: applicationStatuses },
  { id: "draft", label: "Draft", statuses: ["draft"] },
  { id: "submitted", label: "Submitted", statuses: ["submitted"] },
  { id: "under_review", label: "Under Review", statuses: ["under_review", "waitlisted"] },
  { id: "accepted", label: "Accepted", statuses: applicationStatusGroups.offers },
  { id: "rejected", label: "Rejected", statuses: ["rejected", "withdrawn"] },
] as const satisfies readonly { id: string; label: string; statuses: readonly ApplicationStatus[] }[];

/** Intake terms (spec part 2 §3 preferredIntake). */
export const intakeTerms = ["fall", "spring", "summer", "winter"] as const;
export const IntakeTermSchema = z.enum(intakeTerms);
export type IntakeTerm = z.infer<typeof IntakeTermSchema>;
export const intakeTermLabels: Record<IntakeTerm, string> = {
  fall: "Fall",
  spring: "Spring",
  summer: "Summer",
  winter: "Winter",
};

export const DegreeTypeSchema = z.enum(universityFilterOptions.degreeTypes);
export type DegreeType = z.infer<typeof DegreeTypeSchema>;

/** What each application needs, by degree type: its checklist, ticked as documents arrive. */
export const checklistTemplates: Record<DegreeType, readonly DocumentType[]> = {
  "Bachelor's": ["transcript", "test_score", "essay", "recommendation"],
  "Master's": ["transcript", "test_score", "essay", "recommendation", "resume"],
  PhD: ["transcript", "test_score", "essay", "recommendation", "resume"],
  Certificate: ["transcript", "resume"],
  Diploma: ["transcript", "resume"],
};

export const applicationLimits = {
  programNameMax: 200,
  notesMax: 4000,
  transitionNoteMax: 1000,
  /** An intake this many years ahead at most. */
  intakeYearsAhead: 6,
  /** Applications a student may hold at once. */
  maxPerStudent: 100,
  recent: 5,
} as const;

/** Calendar date "YYYY-MM-DD" (a deadline is a day, not an instant). */
const DateOnly = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-01-15")
  // A day that exists ("2027-02-30" is refused here, not by the database).
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, "Use a date that exists");

const intakeYearMessage = "Choose an intake year within the next few years";

/**
 * The day each intake term starts (decision 076): from then on it has started and is no longer
 * applied for. Winter and spring are the January and February starts, summer June, fall September.
 */
export const intakeStarts: Record<IntakeTerm, { month: number; day: number }> = {
  winter: { month: 1, day: 1 },
  spring: { month: 2, day: 1 },
  summer: { month: 6, day: 1 },
  fall: { month: 9, day: 1 },
};

/** The first day of an intake, "YYYY-MM-DD". */
export function intakeStartDay(term: IntakeTerm, year: number): string {
  const { month, day } = intakeStarts[term];
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A field of an application that cannot be chosen today, and why. */
export interface ApplicationDateProblem {
  field: "intakeTerm" | "intakeYear" | "deadlineDate";
  message: string;
}

/**
 * What of an application's dates cannot be chosen on `today` ("YYYY-MM-DD", the caller's clock):
 * an intake that has already started or lies too far ahead, and a deadline that has passed. A
 * deadline of today has passed too, as its card says (spec part 2 §4: zero days left is "Deadline
 * passed"). Only the fields given are checked. The server and the form both ask this, each with
 * its own clock; empty when every date can be chosen.
 */
export function applicationDateProblems(
  input: { intakeTerm?: IntakeTerm; intakeYear?: number; deadlineDate?: string | null },
  today: string,
): ApplicationDateProblem[] {
  const problems: ApplicationDateProblem[] = [];
  const { intakeTerm: term, intakeYear: year, deadlineDate } = input;
  const thisYear = Number(today.slice(0, 4));
  if (year !== undefined && year > thisYear + applicationLimits.intakeYearsAhead) {
    problems.push({ field: "intakeYear", message: intakeYearMessage });
  } else if (term !== undefined && year !== undefined && intakeStartDay(term, year) <= today) {
    // The year is the fix when every term of it has started, the term when a later one has not.
    const laterTerm = intakeTerms.some((other) => intakeStartDay(other, year) > today);
    problems.push({
      field: laterTerm ? "intakeTerm" : "intakeYear",
      message: `${intakeTermLabels[term]} ${year} has already started: choose a later intake`,
    });
  }
  if (deadlineDate && deadlineDate <= today) {
    problems.push({
      field: "deadlineDate",
      message: "This deadline has passed: enter a later date, or leave it empty",
    });
  }
  return problems;
}

export const ApplicationInputSchema = z.object({
  universityId: z.uuid("Choose a university"),
  programName: text().trim().min(2, "Program is required").max(applicationLimits.programNameMax),
  degreeType: DegreeTypeSchema,
  intakeTerm: IntakeTermSchema,
  // The bounds of any calendar; which years can be chosen today is applicationDateProblems'.
  intakeYear: z
    .number("Intake year is required")
    .int()
    .min(2000, intakeYearMessage)
    .max(2200, intakeYearMessage),
  deadlineDate: DateOnly.nullable().optional(),
  notes: text({ multiline: true }).trim().max(applicationLimits.notesMax).nullable().optional(),
});
export type ApplicationInput = z.input<typeof ApplicationInputSchema>;

/** A change to an application: anything of a draft; only the notes once it is submitted. */
export const ApplicationUpdateSchema = ApplicationInputSchema.omit({ universityId: true }).partial();

export const TransitionInputSchema = z.object({
  to: ApplicationStatusSchema,
  note: text({ multiline: true }).trim().max(applicationLimits.transitionNoteMax).nullable().optional(),
});

export const ChecklistAttachSchema = z.object({
  /** The document to count for this item; null detaches it (the item falls back to a match by type). */
  documentId: recordId("document").nullable(),
});

const PersonSchema = z.object({ id: z.uuid().nullable(), name: z.string(), role: z.string() });

export const StatusChangeSchema = z.object({
  id: z.uuid(),
  from: ApplicationStatusSchema.nullable(),
  to: ApplicationStatusSchema,
  note: z.string().nullable(),
  at: z.string(),
  by: PersonSchema,
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const ChecklistItemSchema = z.object({
  type: DocumentTypeSchema,
  label: z.string(),
  /** missing: no document yet; received: a document, not verified; verified: checked by staff. */
  state: z.enum(["missing", "received", "verified"]),
  /** Attached by the student (true) or matched by type (false). */
  attached: z.boolean(),
  document: z.object({ id: z.uuid(), name: z.string(), isVerified: z.boolean() }).nullable(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ApplicationSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  status: ApplicationStatusSchema,
  university: UniversityRefSchema,
  course: z.object({ name: z.string(), degree: DegreeTypeSchema }),
  intake: z.object({ term: IntakeTermSchema, year: z.number().int() }),
  deadlineDate: z.string().nullable(),
  /** The same as deadlineDate (the spec's two names). */
  deadline: z.string().nullable(),
  submittedAt: z.string().nullable(),
  notes: z.string().nullable(),
  /** Percent of the checklist with a document (0-100); the items themselves are in the detail. */
  progress: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationDetailSchema = ApplicationSchema.extend({
  checklist: z.array(ChecklistItemSchema),
  /**
   * The checklist's documents still missing, in its order. A draft may be submitted without them,
   * once the student has confirmed it (decision 074); the submit answer names them too.
   */
  missingDocuments: z.array(DocumentTypeSchema),
  history: z.array(StatusChangeSchema),
  /** The moves the caller may make from here (from the transition table). */
  nextStatuses: z.array(ApplicationStatusSchema),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

export const ApplicationSummarySchema = z.object({
  total: z.number().int(),
  submitted: z.number().int(),
  accepted: z.number().int(),
  /** Percent of decided applications that got an offer; null while none is decided. */
  successRate: z.number().nullable(),
  /** Percent of applications past draft (spec part 2 §4), 0 when there are none. */
  progress: z.number().int(),
  byStatus: z.record(ApplicationStatusSchema, z.number().int()),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

/** Beside the list of the caller's applications: the tile figures of them all. */
export const ApplicationListMetaSchema = z.object({
  total: z.number().int(),
  summary: ApplicationSummarySchema,
});

const IdParams = idParams("application");
const ChecklistParams = IdParams.extend({ item: DocumentTypeSchema });

export const applicationEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/applications",
    summary: "The caller's applications, newest first, with the tile figures",
    tags: ["applications"],
    response: z.array(ApplicationSchema),
    meta: ApplicationListMetaSchema,
  }),
  recent: defineEndpoint({
    method: "GET",
    path: "/api/applications/recent",
    summary:
      "The most recently changed applications the caller sees: a student's own; a counselor's assigned students'; every student's for an admin",
    tags: ["applications"],
    response: z.array(ApplicationSchema),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/applications/{id}",
    summary: "One application with its checklist and status history",
    tags: ["applications"],
    params: IdParams,
    response: ApplicationDetailSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/applications",
    summary: "Start a draft application (an Idempotency-Key header makes a retry return the first result)",
    tags: ["applications"],
    body: ApplicationInputSchema,
    response: ApplicationDetailSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/applications/{id}",
    summary: "Edit a draft, or the notes of any application",
    tags: ["applications"],
    params: IdParams,
    body: ApplicationUpdateSchema,
    response: ApplicationDetailSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/applications/{id}",
    summary: "Delete a draft, rejected or withdrawn application",
    tags: ["applications"],
    params: IdParams,
    response: z.object({ id: z.uuid() }),
  }),
  transition: defineEndpoint({
    method: "POST",
    path: "/api/applications/{id}/transitions",
    summary: "Move an application to another status (the transition table decides who may)",
    tags: ["applications"],
    params: IdParams,
    body: TransitionInputSchema,
    response: ApplicationDetailSchema,
  }),
  attachDocument: defineEndpoint({
    method: "PUT",
    path: "/api/applications/{id}/checklist/{item}",
    summary: "Count one of the student's documents for a checklist item, or detach it",
    tags: ["applications"],
    params: ChecklistParams,
    body: ChecklistAttachSchema,
    response: ApplicationDetailSchema,
  }),
} as const;

/** The caller's applications and, in `meta`, their tile figures. */
export type ApplicationList = EndpointAnswer<typeof applicationEndpoints.list>;
