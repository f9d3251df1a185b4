import { randomBytes } from "node:crypto";
import type { TeamRole, UserType } from "@meridian/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { writtenRow } from "../db/rows.js";
import {
  type ApplicationRow,
  applicationStatusChanges,
  applications,
  communityMembers,
  type DocumentRow,
  documents,
  type ForumCommentRow,
  type ForumPostRow,
  forumComments,
  forumPosts,
  type NewSubscriptionPlanRow,
  type SubscriptionPlanRow,
  studentProfiles,
  type UniversityRow,
  type UserRow,
  universities,
} from "../db/schema/index.js";
import type { Actor } from "../lib/actor.js";
import { recountPost } from "../modules/community/community.repository.js";
import { renderMarkdown } from "../modules/community/markdown.js";
import { insertPlan } from "../modules/subscription-plans/subscription-plans.repository.js";
import { hashPassword, insertUser } from "../modules/users/users.service.js";

export const TEST_PASSWORD = "Correct-Horse-9";

/** A well-formed id that no row has, for the checks that an unknown id answers 404. */
export const UNKNOWN_ID = "0190d3a0-0000-7000-8000-000000000000";
let cachedHash: Promise<string> | undefined;

/** Inserts a user with TEST_PASSWORD (hashed once per file to keep factories fast). */
export async function createUser(
  db: Db,
  overrides: Partial<{
    email: string;
    userType: UserType;
    teamRole: TeamRole | null;
    accountStatus: UserRow["accountStatus"];
    mustChangePassword: boolean;
    createdAt: Date;
    firstName: string;
    lastName: string;
  }> = {},
): Promise<UserRow> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const userType = overrides.userType ?? "customer";
  const user = await insertUser(db, {
    email: overrides.email ?? `user-${randomBytes(5).toString("hex")}@gmail.com`,
    passwordHash: await cachedHash,
    firstName: overrides.firstName ?? "Test",
    lastName: overrides.lastName ?? "User",
    userType,
    teamRole: userType === "team_member" ? (overrides.teamRole ?? "counselor") : null,
    accountStatus: overrides.accountStatus ?? "active",
    mustChangePassword: overrides.mustChangePassword ?? false,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
  if (!user) throw new Error("factory user insert failed");
  return user;
}

/** The actor the access hook would make of a user's request: for calling a service past HTTP. */
export function actorFor(user: Pick<UserRow, "id" | "userType" | "teamRole">): Actor {
  return { userId: user.id, userType: user.userType, teamRole: user.teamRole, sessionId: "s" };
}

/** Every kind of account but a student, as `createUser` takes them: for the "students only" checks. */
export const NON_STUDENT_KINDS = [
  { userType: "team_member", teamRole: "counselor" },
  { userType: "team_member", teamRole: "admin" },
  { userType: "company_profile" },
] as const;

/** Inserts an active, non-sample plan with a unique name; prices are yearly, in cents. */
export async function createPlan(
  db: Db,
  overrides: Partial<NewSubscriptionPlanRow> = {},
): Promise<SubscriptionPlanRow> {
  return insertPlan(db, {
    name: `plan-${randomBytes(4).toString("hex")}`,
    description: "A test plan",
    priceMinor: 12_000,
    currency: "USD",
    maxUniversities: 10,
    maxCountries: 5,
    supportType: "email",
    features: ["Search"],
    ...overrides,
  });
}

/** Inserts a catalogue university with a unique name (no degree types listed unless given). */
export async function createUniversityRow(
  db: Db,
  overrides: Partial<typeof universities.$inferInsert> = {},
): Promise<UniversityRow> {
  const name = overrides.name ?? `Test University ${randomBytes(4).toString("hex")}`;
  const rows = await db
    .insert(universities)
    .values({
      key: `test:${randomBytes(6).toString("hex")}`,
      name,
      country: "Canada",
      countryCode: "CA",
      city: "Toronto",
      searchName: name.toLowerCase(),
      searchTerms: name.toLowerCase(),
      ...overrides,
    })
    .returning();
  return writtenRow(rows, "factory university insert");
}

/**
 * Inserts an application of `studentId` straight in `status` (default draft), with the creation
 * row of its history, so a test can start from any point of the lifecycle.
 */
export async function createApplicationRow(
  db: Db,
  studentId: string,
  overrides: Partial<typeof applications.$inferInsert> = {},
): Promise<ApplicationRow> {
  const universityId = overrides.universityId ?? (await createUniversityRow(db)).id;
  const rows = await db
    .insert(applications)
    .values({
      studentId,
      universityId,
      programName: "Computer Science",
      degreeType: "Master's",
      intakeTerm: "fall",
      intakeYear: new Date().getUTCFullYear() + 1,
      ...overrides,
    })
    .returning();
  const row = writtenRow(rows, "factory application insert");
  await db.insert(applicationStatusChanges).values({
    applicationId: row.id,
    fromStatus: null,
    toStatus: row.status,
    actorUserId: studentId,
    actorRole: "student",
  });
  return row;
}

/** Inserts a document record of `studentId` (no stored bytes: for tests that read records only). */
export async function createDocumentRow(
  db: Db,
  studentId: string,
  overrides: Partial<typeof documents.$inferInsert> = {},
): Promise<DocumentRow> {
  const rows = await db
    .insert(documents)
    .values({
      studentId,
      type: "transcript",
      name: "Transcript",
      fileName: "transcript.pdf",
      storageKey: `test/${randomBytes(12).toString("hex")}`,
      sizeBytes: 1024,
      mimeType: "application/pdf",
      sha256: randomBytes(32).toString("hex"),
      ...overrides,
    })
    .returning();
  return writtenRow(rows, "factory document insert");
}

/**
 * Makes `counselorId` the student's counselor (null: none) straight in the table, for tests of
 * other features; the assignment rules themselves are tested through the API. Returns the
 * student's profile id (the id counselor routes take).
 */
export async function assignStudentRow(
  db: Db,
  studentId: string,
  counselorId: string | null,
): Promise<string> {
  const [row] = await db
    .update(studentProfiles)
    .set({ counselorId, assignedAt: counselorId ? new Date() : null })
    .where(eq(studentProfiles.userId, studentId))
    .returning({ id: studentProfiles.id });
  if (!row) throw new Error("the student has no profile");
  return row.id;
}

/** Ends a user's community cooling period (a sign-in in a test starts one for a student). */
export async function endCoolingPeriod(db: Db, userId: string): Promise<void> {
  await db.update(communityMembers).set({ coolingUntil: null }).where(eq(communityMembers.userId, userId));
}

/** Inserts a forum post of `authorId` (visible, in "general" unless told), its Markdown rendered as the service does. */
export async function makeForumPost(
  db: Db,
  authorId: string | null,
  overrides: Partial<typeof forumPosts.$inferInsert> = {},
): Promise<ForumPostRow> {
  const body = overrides.body ?? `A post body ${randomBytes(4).toString("hex")}`;
  const rendered = renderMarkdown(body);
  const rows = await db
    .insert(forumPosts)
    .values({
      category: "general",
      authorId,
      title: `A post ${randomBytes(4).toString("hex")}`,
      bodyHtml: rendered.html,
      excerpt: rendered.excerpt,
      ...overrides,
      body,
    })
    .returning();
  return writtenRow(rows, "factory forum post insert");
}

/** Inserts a comment of `authorId` on a post (visible unless told) and keeps the post's counts as the service does. */
export async function makeForumComment(
  db: Db,
  postId: string,
  authorId: string | null,
  overrides: Partial<typeof forumComments.$inferInsert> = {},
): Promise<ForumCommentRow> {
  const body = overrides.body ?? `A comment ${randomBytes(4).toString("hex")}`;
  const rows = await db
    .insert(forumComments)
    .values({ postId, authorId, bodyHtml: renderMarkdown(body).html, ...overrides, body })
    .returning();
  const row = writtenRow(rows, "factory forum comment insert");
  await recountPost(db, postId);
  return row;
}
