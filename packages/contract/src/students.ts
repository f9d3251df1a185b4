import { z } from "zod";

/** Where a student stands with the team (spec part 2 §4); "inquiry" until someone says otherwise. */
export const studentStatuses = [
  "inquiry",
  "active",
  "pending",
  "converted",
  "visa_applied",
  "visa_approved",
  "departed",
] as const;
export const StudentStatusSchema = z.enum(studentStatuses);
export type StudentStatus = z.infer<typeof StudentStatusSchema>;

export const studentStatusLabels: Record<StudentStatus, string> = {
  inquiry: "Inquiry",
  active: "Active",
  pending: "Pending",
  converted: "Converted",
  visa_applied: "Visa applied",
  visa_approved: "Visa approved",
  departed: "Departed",
};

/** An id as the spec's messages quote it: the value cut short so a long one cannot flood a reply. */
const quoted = (input: unknown) => String(input).slice(0, 64);

/**
 * A UUID identifier of a route, checked before the database with the messages of spec part 2 §5
 * ("Invalid StudentProfileId format: … Must be a valid UUID.").
 */
export function identifierParam(label: "StudentProfileId" | "AccountId", what: string) {
  return z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? `A ${what} id is required.`
        : `Invalid ${label} format: ${quoted(issue.input)}. Must be a valid UUID.`,
  });
}

/** The `{studentId}` of counselor routes: a student's profile id (not the account id). */
export const StudentProfileIdParamsSchema = z.object({
  studentId: identifierParam("StudentProfileId", "student profile"),
});
