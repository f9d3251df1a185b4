import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { pageQuery } from "./common/paging.js";
import { personContact, personName } from "./common/person.js";
import { recordId } from "./common/record-id.js";
import { text } from "./common/text.js";
import { StudentProfileIdParamsSchema, StudentStatusSchema } from "./students.js";

/** Rows per page of the admin's student table, and the most a page may ask for. */
export const ASSIGNMENT_PAGE_SIZE = 20;
export const ASSIGNMENT_PAGE_MAX = 100;
/** The most students one bulk assignment moves (one transaction). */
export const BULK_ASSIGN_MAX = 100;

/** What made a change of counselor: an admin, the registration rule, a purchase. */
export const assignmentSources = ["admin", "automatic", "conversion"] as const;
export const AssignmentSourceSchema = z.enum(assignmentSources);
export type AssignmentSource = z.infer<typeof AssignmentSourceSchema>;

export const assignmentSourceLabels: Record<AssignmentSource, string> = {
  admin: "By an admin",
  automatic: "Automatic at registration",
  conversion: "Automatic at purchase",
};

/** A staff member as an assignment names them. */
export const StaffRefSchema = z.object({
  id: z.uuid(),
  ...personName,
});
export type StaffRef = z.infer<typeof StaffRefSchema>;

/** One student as the admin's assignment table shows them, named by their profile id. */
export const AssignmentStudentSchema = z.object({
  profileId: z.uuid(),
  ...personContact,
  status: StudentStatusSchema,
  registeredAt: z.string(),
  /** The counselor who works the student now; null: unassigned. */
  counselor: StaffRefSchema.nullable(),
  assignedAt: z.string().nullable(),
});
export type AssignmentStudent = z.infer<typeof AssignmentStudentSchema>;

export const AssignmentStudentListQuerySchema = z
  .object({
    /** Case-insensitive, over first name, last name, full name and email. */
    search: text().trim().max(200).optional(),
    assignment: z.enum(["all", "unassigned"]).default("all"),
    /** Only the students of this counselor. */
    counselorId: recordId("counselor").optional(),
    ...pageQuery(ASSIGNMENT_PAGE_SIZE, ASSIGNMENT_PAGE_MAX),
  })
  .refine((q) => !(q.assignment === "unassigned" && q.counselorId), {
    message: "Choose unassigned students or one counselor's students, not both",
    path: ["counselorId"],
  });

export const AssignmentStudentPageSchema = z.object({
  students: z.array(AssignmentStudentSchema),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type AssignmentStudentPage = z.infer<typeof AssignmentStudentPageSchema>;

/** An active counselor with how many students they work now. */
export const CounselorLoadSchema = StaffRefSchema.extend({
  email: z.string(),
  load: z.number().int().nonnegative(),
});
export type CounselorLoad = z.infer<typeof CounselorLoadSchema>;

export const CounselorLoadListSchema = z.object({
  counselors: z.array(CounselorLoadSchema),
  /** Most students the automatic rule gives one counselor (settings); null: no cap. Admins may exceed it. */
  cap: z.number().int().nullable(),
  autoAssign: z.boolean(),
});
export type CounselorLoadList = z.infer<typeof CounselorLoadListSchema>;

export const AssignCounselorBodySchema = z.object({
  /** An active counselor, or null to leave the student without one. */
  counselorId: z.uuid("Choose a counselor").nullable(),
});

export const AssignmentResultSchema = z.object({
  student: AssignmentStudentSchema,
  /** False when the student already had this counselor: nothing was written. */
  changed: z.boolean(),
});

export const BulkAssignBodySchema = z.object({
  studentIds: z
    .array(z.uuid("Invalid StudentProfileId"))
    .min(1, "Choose at least one student")
    .max(BULK_ASSIGN_MAX, `Assign at most ${BULK_ASSIGN_MAX} students at once`),
  counselorId: z.uuid("Choose a counselor"),
});

export const BulkAssignResultSchema = z.object({
  students: z.array(AssignmentStudentSchema),
  /** Students whose counselor changed; the others already had this counselor. */
  changed: z.number().int(),
  unchanged: z.number().int(),
});
export type BulkAssignResult = z.infer<typeof BulkAssignResultSchema>;

/** One change of a student's counselor, newest first. */
export const AssignmentHistoryEntrySchema = z.object({
  id: z.uuid(),
  /** Null: the student was left without a counselor (or that account is gone). */
  counselor: StaffRefSchema.nullable(),
  previousCounselor: StaffRefSchema.nullable(),
  /** Null for the automatic rule (or an account that is gone). */
  assignedBy: StaffRefSchema.nullable(),
  source: AssignmentSourceSchema,
  createdAt: z.string(),
});
export type AssignmentHistoryEntry = z.infer<typeof AssignmentHistoryEntrySchema>;

export const AssignmentHistorySchema = z.object({
  student: AssignmentStudentSchema,
  history: z.array(AssignmentHistoryEntrySchema),
});

export const assignmentEndpoints = {
  listStudents: defineEndpoint({
    method: "GET",
    path: "/api/admin/students",
    summary: "Students with their current counselor, newest first, searched and filtered (admins)",
    tags: ["assignments"],
    query: AssignmentStudentListQuerySchema,
    response: AssignmentStudentPageSchema,
  }),
  listCounselors: defineEndpoint({
    method: "GET",
    path: "/api/admin/counselors",
    summary: "Active counselors with their current load and the automatic rule's cap (admins)",
    tags: ["assignments"],
    response: CounselorLoadListSchema,
  }),
  assign: defineEndpoint({
    method: "PUT",
    path: "/api/admin/students/{studentId}/counselor",
    summary: "Assign, reassign or unassign one student's counselor (admins)",
    tags: ["assignments"],
    params: StudentProfileIdParamsSchema,
    body: AssignCounselorBodySchema,
    response: AssignmentResultSchema,
  }),
  bulkAssign: defineEndpoint({
    method: "POST",
    path: "/api/admin/assignments",
    summary: "Assign up to 100 students to one counselor, all or nothing (admins)",
    tags: ["assignments"],
    body: BulkAssignBodySchema,
    response: BulkAssignResultSchema,
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/api/admin/students/{studentId}/assignments",
    summary: "Every change of one student's counselor, newest first (admins)",
    tags: ["assignments"],
    params: StudentProfileIdParamsSchema,
    response: AssignmentHistorySchema,
  }),
} as const;
