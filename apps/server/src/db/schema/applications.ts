import type { ApplicationStatus, DegreeType, DocumentType, IntakeTerm } from "@meridian/contract";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";
import { documents } from "./documents.js";
import { universities } from "./universities.js";
import { users } from "./users.js";

/** A student's application to a university's program (DOMAIN.md "application"). */
export const applications = pgTable(
  "applications",
  {
    id: idColumn(),
    studentId: requiredRef(() => users.id, "cascade"),
    // A university with applications is not deleted from under them.
    universityId: requiredRef(() => universities.id, "restrict"),
    programName: text().notNull(),
    degreeType: text().$type<DegreeType>().notNull(),
    intakeTerm: text().$type<IntakeTerm>().notNull(),
    intakeYear: integer().notNull(),
    deadlineDate: date({ mode: "string" }),
    status: text().$type<ApplicationStatus>().notNull().default("draft"),
    notes: text(),
    submittedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("applications_student_idx").on(t.studentId, t.updatedAt),
    index("applications_university_idx").on(t.universityId),
    check(
      "applications_status_check",
      sql`${t.status} in ('draft', 'submitted', 'under_review', 'waitlisted', 'conditional_offer', 'accepted', 'offer_accepted', 'deferred', 'enrolled', 'rejected', 'withdrawn')`,
    ),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** Every status move: who, when, from, to and why; the first row is the creation (from null). */
export const applicationStatusChanges = pgTable(
  "application_status_changes",
  {
    id: idColumn(),
    applicationId: requiredRef(() => applications.id, "cascade"),
    fromStatus: text().$type<ApplicationStatus>(),
    toStatus: text().$type<ApplicationStatus>().notNull(),
    note: text(),
    actorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The actor's role when they acted ("student", "counselor", "admin"), kept if the account goes. */
    actorRole: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("application_status_changes_application_idx").on(t.applicationId, t.createdAt)],
);
export type ApplicationStatusChangeRow = typeof applicationStatusChanges.$inferSelect;

/** A document the student counts for one checklist item of an application. */
export const applicationDocuments = pgTable(
  "application_documents",
  {
    applicationId: requiredRef(() => applications.id, "cascade"),
    /** The checklist item: a document type. */
    item: text().$type<DocumentType>().notNull(),
    documentId: requiredRef(() => documents.id, "cascade"),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.item] }),
    index("application_documents_document_idx").on(t.documentId),
  ],
);
