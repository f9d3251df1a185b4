import { z } from "zod";
import {
  ApplicationStatusSchema,
  ApplicationSummarySchema,
  DegreeTypeSchema,
  IntakeTermSchema,
} from "./applications.js";
import { defineEndpoint } from "./common/endpoint.js";
import { personContact, personName } from "./common/person.js";
import { recordId } from "./common/record-id.js";
import { TeamRoleSchema } from "./common/roles.js";
import { text } from "./common/text.js";
import { StudentStatusSchema, studentStatuses } from "./students.js";

/** Page sizes of the team dashboard's lists; a larger `limit` is capped, not refused. */
export const caseloadLimits = {
  studentsPageSize: 20,
  applicationsPageSize: 25,
  pageMax: 100,
  searchMax: 200,
} as const;

const pageLimit = (fallback: number) =>
  z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .default(fallback)
    .transform((n) => Math.min(n, caseloadLimits.pageMax));
const pageOffset = z.coerce
  .number("offset must be a number")
  .int("offset must be a whole number")
  .min(0, "offset must not be negative")
  .max(1_000_000)
  .default(0);

/** A page of a list: the rows plus how many match in all, so the client can page. */
const PageMetaSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const AssignedStudentsQuerySchema = z.object({
  /** Matched case-insensitively against first name, last name, email and intended major. */
  search: text().trim().max(caseloadLimits.searchMax).optional(),
  limit: pageLimit(caseloadLimits.studentsPageSize),
  offset: pageOffset,
});

/** A student as the team dashboard lists them (spec part 2 §3 "Assigned student"). */
export const AssignedStudentSchema = z.object({
  /** The student's profile id: what counselor routes take as `{studentId}`. */
  id: z.uuid(),
  userId: z.uuid(),
  ...personContact,
  /** The first field of study the student prefers (else their first academic interest); null: unknown. */
  intendedMajor: z.string().nullable(),
  /** Universities the student saved from their recommendations. */
  universitiesShortlisted: z.number().int(),
  applicationsCount: z.number().int(),
  status: StudentStatusSchema,
  /** The latest of last sign-in, an application change and a document change; null: none yet. */
  lastActivity: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type AssignedStudent = z.infer<typeof AssignedStudentSchema>;

export const CaseloadApplicationsQuerySchema = z.object({
  status: ApplicationStatusSchema.optional(),
  /** A student's profile id: only that student's applications (404 for a student the caller does not work). */
  studentId: recordId("student profile").optional(),
  limit: pageLimit(caseloadLimits.applicationsPageSize),
  offset: pageOffset,
});

export const CaseloadApplicationSchema = z.object({
  id: z.uuid(),
  status: ApplicationStatusSchema,
  university: z.object({ id: z.uuid(), name: z.string(), city: z.string().nullable(), country: z.string() }),
  program: z.object({ name: z.string(), degree: DegreeTypeSchema }),
  intake: z.object({ term: IntakeTermSchema, year: z.number().int() }),
  deadline: z.string().nullable(),
  updatedAt: z.string(),
  student: z.object({ id: z.uuid(), userId: z.uuid(), ...personName }),
  /** The moves the caller may make from here (the applications' transition table, staff side). */
  nextStatuses: z.array(ApplicationStatusSchema),
});
export type CaseloadApplication = z.infer<typeof CaseloadApplicationSchema>;

export const CaseloadAnalyticsSchema = z.object({
  students: z.object({
    total: z.number().int(),
    byStatus: z.record(StudentStatusSchema, z.number().int()),
  }),
  /** Counted as the applications module counts a student's own tiles (success rate null: unknown). */
  applications: ApplicationSummarySchema,
  /** The caller's open follow-up notes: due within 24 hours, and past their due time. */
  followUps: z.object({ open: z.number().int(), due: z.number().int(), overdue: z.number().int() }),
  /** How long the caller's students waited for a reply: the median in seconds (null: no answered wait yet). */
  replies: z.object({ medianSeconds: z.number().nullable(), answered: z.number().int() }),
});
export type CaseloadAnalytics = z.infer<typeof CaseloadAnalyticsSchema>;

export const TeamMemberSchema = z.object({
  id: z.uuid(),
  ...personName,
  /** Only an admin reads other members' emails; everyone reads their own. */
  email: z.string().nullable(),
  teamRole: TeamRoleSchema.nullable(),
  roleLabel: z.string(),
  profilePicture: z.string().nullable(),
  studentsAssigned: z.number().int(),
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const caseloadEndpoints = {
  assignedStudents: defineEndpoint({
    method: "GET",
    path: "/api/counselor/assigned-students",
    summary: "The students the caller works (a counselor's assigned students; every student for an admin)",
    tags: ["caseload"],
    query: AssignedStudentsQuerySchema,
    response: z.array(AssignedStudentSchema),
    meta: PageMetaSchema,
  }),
  applications: defineEndpoint({
    method: "GET",
    path: "/api/counselor/applications",
    summary: "Applications of the students the caller works, most recently changed first",
    tags: ["caseload"],
    query: CaseloadApplicationsQuerySchema,
    response: z.array(CaseloadApplicationSchema),
    meta: PageMetaSchema,
  }),
  analytics: defineEndpoint({
    method: "GET",
    path: "/api/counselor/analytics",
    summary: "Figures of the caller's students and their applications",
    tags: ["caseload"],
    response: CaseloadAnalyticsSchema,
  }),
  teamMembers: defineEndpoint({
    method: "GET",
    path: "/api/team/members",
    summary: "Active team members with their role and how many students each works",
    tags: ["caseload"],
    response: z.object({ members: z.array(TeamMemberSchema) }),
  }),
} as const;

/** Zero for every student status: a figure no row counts is 0, never missing. */
export function emptyStudentStatusCounts(): Record<(typeof studentStatuses)[number], number> {
  return Object.fromEntries(studentStatuses.map((s) => [s, 0])) as Record<
    (typeof studentStatuses)[number],
    number
  >;
}
