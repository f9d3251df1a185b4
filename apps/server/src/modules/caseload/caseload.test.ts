import type { StudentStatus } from "@meridian/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chatMessages,
  documents,
  followUpNotes,
  recommendationChoices,
  studentProfiles,
  users,
} from "../../db/schema/index.js";
import {
  assignStudentRow,
  createApplicationRow,
  createDocumentRow,
  createUniversityRow,
  createUser,
  UNKNOWN_ID,
} from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

let admin: BrowserHeaders;
let adminId: string;
let mine: BrowserHeaders;
let mineId: string;
let other: BrowserHeaders;
let otherId: string;

const t = useTestApp();
beforeAll(async () => {
  const db = t.database.db;
  const a = await createUser(db, { userType: "team_member", teamRole: "admin", firstName: "Ada" });
  const c1 = await createUser(db, { userType: "team_member", teamRole: "counselor", firstName: "Cora" });
  const c2 = await createUser(db, { userType: "team_member", teamRole: "counselor", firstName: "Otto" });
  [adminId, mineId, otherId] = [a.id, c1.id, c2.id];
  [admin, mine, other] = await Promise.all([signIn(t.app, a), signIn(t.app, c1), signIn(t.app, c2)]);
}, 60_000);

/** A student assigned to `counselorId`, with a profile as the options say. */
async function student(
  counselorId: string | null,
  options: {
    firstName?: string;
    lastName?: string;
    email?: string;
    major?: string[];
    status?: StudentStatus;
  } = {},
) {
  const db = t.database.db;
  const user = await createUser(db, {
    firstName: options.firstName ?? "Sam",
    lastName: options.lastName ?? "Student",
    ...(options.email ? { email: options.email } : {}),
  });
  const profileId = await assignStudentRow(db, user.id, counselorId);
  await db
    .update(studentProfiles)
    .set({ fieldsOfStudy: options.major ?? [], status: options.status ?? "inquiry" })
    .where(eq(studentProfiles.id, profileId));
  return { user, profileId };
}

const get = (url: string, headers: BrowserHeaders) => t.app.inject({ method: "GET", url, headers });

describe("GET /api/counselor/assigned-students", () => {
  it("lists only the counselor's own students, with the fields of an assigned student", async () => {
    const db = t.database.db;
    const s = await student(mineId, { firstName: "Liv", lastName: "Aalto", major: ["Marine Biology"] });
    const foreign = await student(otherId, { firstName: "Liv", lastName: "Aaltonen" });
    const university = await createUniversityRow(db);
    await db.insert(recommendationChoices).values([
      { studentId: s.user.id, universityId: university.id, choice: "saved" },
      { studentId: s.user.id, universityId: (await createUniversityRow(db)).id, choice: "dismissed" },
    ]);
    const changed = new Date("2026-03-01T10:00:00Z");
    await createApplicationRow(db, s.user.id, { universityId: university.id, updatedAt: changed });

    const res = await get("/api/counselor/assigned-students?search=liv", mine);
    expect(res.statusCode, res.body).toBe(200);
    const { data: students, meta } = res.json();
    const { total } = meta;
    expect(total).toBe(1);
    expect(students).toEqual([
      {
        id: s.profileId,
        userId: s.user.id,
        firstName: "Liv",
        lastName: "Aalto",
        email: s.user.email,
        intendedMajor: "Marine Biology",
        universitiesShortlisted: 1,
        applicationsCount: 1,
        status: "inquiry",
        lastActivity: changed.toISOString(),
        profilePicture: null,
      },
    ]);
    // The other counselor sees theirs, never this one.
    const theirs = (await get("/api/counselor/assigned-students?search=liv", other)).json().data;
    expect(theirs.map((x: { id: string }) => x.id)).toEqual([foreign.profileId]);
  });

  it("searches first name, last name, email and intended major, whatever the case, on the server", async () => {
    const s = await student(mineId, {
      firstName: "Quillon",
      lastName: "Marchetti",
      email: `q.zephyrine-${Date.now()}@gmail.com`,
      major: ["Astrophysics"],
    });
    for (const term of ["QUILLON", "marCHETTI", "ZEPHYRINE", "astroPHYS", "quillon marchetti"]) {
      const res = await get(`/api/counselor/assigned-students?search=${encodeURIComponent(term)}`, mine);
      expect(
        res.json().data.map((x: { id: string }) => x.id),
        term,
      ).toEqual([s.profileId]);
    }
    // Wildcards are taken literally.
    expect((await get("/api/counselor/assigned-students?search=%25", mine)).json().meta.total).toBe(0);
    // The other counselor finds nothing of it.
    expect((await get("/api/counselor/assigned-students?search=quillon", other)).json().meta.total).toBe(0);
  });

  it("pages by last name, reporting the total", async () => {
    const c = await createUser(t.database.db, { userType: "team_member", teamRole: "counselor" });
    const headers = await signIn(t.app, c);
    for (const lastName of ["Cobb", "Abbott", "Baker"]) await student(c.id, { lastName });
    const first = (await get("/api/counselor/assigned-students?limit=2", headers)).json();
    expect(first.meta.total).toBe(3);
    expect(first.data.map((x: { lastName: string }) => x.lastName)).toEqual(["Abbott", "Baker"]);
    const second = (await get("/api/counselor/assigned-students?limit=2&offset=2", headers)).json();
    expect(second.data.map((x: { lastName: string }) => x.lastName)).toEqual(["Cobb"]);
    expect(second.meta).toMatchObject({ total: 3, limit: 2, offset: 2 });
  });

  it("answers a counselor with no students an empty page", async () => {
    const c = await createUser(t.database.db, { userType: "team_member", teamRole: "counselor" });
    const res = await get("/api/counselor/assigned-students", await signIn(t.app, c));
    expect(res.json()).toEqual({ success: true, data: [], meta: { total: 0, limit: 20, offset: 0 } });
  });

  it("shows an admin every student, assigned or not", async () => {
    const loose = await student(null, { firstName: "Unassigned", lastName: "Wanderer" });
    const res = await get("/api/counselor/assigned-students?search=wanderer", admin);
    expect(res.json().data.map((x: { id: string }) => x.id)).toEqual([loose.profileId]);
    expect((await get("/api/counselor/assigned-students?search=wanderer", mine)).json().meta.total).toBe(0);
  });

  it("takes the latest of sign-in, application and document changes as last activity", async () => {
    const db = t.database.db;
    const s = await student(mineId, { lastName: "Activity-Kestrel" });
    const search = "/api/counselor/assigned-students?search=kestrel";
    expect((await get(search, mine)).json().data[0].lastActivity).toBeNull();
    await db
      .update(users)
      .set({ lastLoginAt: new Date("2026-01-02T00:00:00Z") })
      .where(eq(users.id, s.user.id));
    await createDocumentRow(db, s.user.id);
    const documentChanged = new Date("2026-04-05T06:07:08Z");
    await db.update(documents).set({ updatedAt: documentChanged }).where(eq(documents.studentId, s.user.id));
    expect((await get(search, mine)).json().data[0].lastActivity).toBe(documentChanged.toISOString());
  });

  it("refuses bad paging with 422 naming the field", async () => {
    const res = await get("/api/counselor/assigned-students?limit=0", mine);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.field).toBe("limit");
    expect((await get("/api/counselor/assigned-students?offset=-1", mine)).json().error.field).toBe("offset");
  });
});

describe("GET /api/counselor/applications", () => {
  it("lists the applications of the counselor's students with the staff moves, filtered by status and student", async () => {
    const db = t.database.db;
    const c = await createUser(db, { userType: "team_member", teamRole: "counselor" });
    const headers = await signIn(t.app, c);
    const s1 = await student(c.id, { firstName: "Nia" });
    const s2 = await student(c.id, { firstName: "Oli" });
    const foreign = await student(otherId);
    const submitted = await createApplicationRow(db, s1.user.id, { status: "submitted" });
    await createApplicationRow(db, s1.user.id, { status: "draft" });
    await createApplicationRow(db, s2.user.id, { status: "under_review" });
    await createApplicationRow(db, foreign.user.id, { status: "submitted" });

    const all = (await get("/api/counselor/applications", headers)).json();
    expect(all.meta.total).toBe(3);
    const bySubmitted = (await get("/api/counselor/applications?status=submitted", headers)).json().data;
    expect(bySubmitted).toEqual([
      expect.objectContaining({
        id: submitted.id,
        status: "submitted",
        student: { id: s1.profileId, userId: s1.user.id, firstName: "Nia", lastName: "Student" },
        program: { name: "Computer Science", degree: "Master's" },
        nextStatuses: ["under_review", "rejected"],
      }),
    ]);
    const draft = all.data.find((a: { status: string }) => a.status === "draft");
    expect(draft.nextStatuses).toEqual([]);
    const ofS2 = (await get(`/api/counselor/applications?studentId=${s2.profileId}`, headers)).json().data;
    expect(ofS2.map((a: { status: string }) => a.status)).toEqual(["under_review"]);
  });

  it("answers 404 for another counselor's student, exactly like an unknown one", async () => {
    const foreign = await student(otherId);
    const theirs = await get(`/api/counselor/applications?studentId=${foreign.profileId}`, mine);
    const unknown = await get(`/api/counselor/applications?studentId=${UNKNOWN_ID}`, mine);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(unknown.json().error.message).toBe("Student not found");
  });

  it("refuses an unknown status with 422 naming the field", async () => {
    const res = await get("/api/counselor/applications?status=flying", mine);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.field).toBe("status");
  });

  it("lets the counselor make a listed move, and the list shows it", async () => {
    const db = t.database.db;
    const s = await student(mineId, { lastName: "Mover" });
    const app = await createApplicationRow(db, s.user.id, { status: "submitted" });
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/applications/${app.id}/transitions`,
      headers: mine,
      payload: { to: "under_review" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const list = (await get(`/api/counselor/applications?studentId=${s.profileId}`, mine)).json().data;
    expect(list[0]).toMatchObject({ id: app.id, status: "under_review" });
  });
});

describe("GET /api/counselor/analytics", () => {
  it("counts the counselor's own students and applications from the rows", async () => {
    const db = t.database.db;
    const c = await createUser(db, { userType: "team_member", teamRole: "counselor" });
    const headers = await signIn(t.app, c);
    const empty = (await get("/api/counselor/analytics", headers)).json().data;
    expect(empty.students.total).toBe(0);
    expect(empty.applications).toMatchObject({ total: 0, successRate: null });

    const a = await student(c.id, { status: "active" });
    const b = await student(c.id, { status: "visa_applied" });
    await student(c.id, { status: "active" });
    await createApplicationRow(db, a.user.id, { status: "accepted" });
    await createApplicationRow(db, a.user.id, { status: "rejected" });
    await createApplicationRow(db, b.user.id, { status: "rejected" });
    await createApplicationRow(db, b.user.id, { status: "rejected" });
    await createApplicationRow(db, b.user.id, { status: "draft" });
    // Another counselor's figures are not counted.
    const foreign = await student(otherId, { status: "departed" });
    await createApplicationRow(db, foreign.user.id, { status: "accepted" });

    const res = await get("/api/counselor/analytics", headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.students).toEqual({
      total: 3,
      byStatus: {
        inquiry: 0,
        active: 2,
        pending: 0,
        converted: 0,
        visa_applied: 1,
        visa_approved: 0,
        departed: 0,
      },
    });
    expect(data.applications).toMatchObject({ total: 5, accepted: 1, successRate: 25 });
    expect(data.applications.byStatus).toMatchObject({ accepted: 1, rejected: 3, draft: 1 });
    expect(data.followUps).toEqual({ open: 0, due: 0, overdue: 0 });

    // Follow-up notes: one overdue, one due within the day, one later, one done; another's not counted.
    const now = Date.now();
    const note = (studentId: string, dueInHours: number, completed = false) => ({
      studentId,
      authorId: c.id,
      category: "lead" as const,
      title: "Call back",
      priority: "high" as const,
      content: "About the offer",
      dueAt: new Date(now + dueInHours * 3_600_000),
      completedAt: completed ? new Date(now) : null,
    });
    await db
      .insert(followUpNotes)
      .values([
        note(a.user.id, -2),
        note(a.user.id, 5),
        note(b.user.id, 72),
        note(b.user.id, -5, true),
        note(foreign.user.id, -1),
      ]);
    const withNotes = (await get("/api/counselor/analytics", headers)).json().data;
    expect(withNotes.followUps).toEqual({ open: 3, due: 1, overdue: 1 });
    expect(withNotes.replies).toEqual({ medianSeconds: null, answered: 0 });

    // Waits for a reply: a's first question waited 10 min (its follow-up message opened no new
    // wait), its second 2 min; b's is unanswered; the other counselor's student is not counted.
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    const messages: Omit<typeof chatMessages.$inferInsert, "content">[] = [
      { conversationId: a.user.id, senderSide: "owner", createdAt: at(0) },
      { conversationId: a.user.id, senderSide: "owner", createdAt: at(1) },
      { conversationId: a.user.id, senderSide: "staff", createdAt: at(10) },
      { conversationId: a.user.id, senderSide: "owner", createdAt: at(20) },
      { conversationId: a.user.id, senderSide: "staff", createdAt: at(22) },
      { conversationId: b.user.id, senderSide: "owner", createdAt: at(5) },
      { conversationId: foreign.user.id, senderSide: "owner", createdAt: at(0) },
      { conversationId: foreign.user.id, senderSide: "staff", createdAt: at(300) },
    ];
    // One by one: ids are time-ordered in the order they are made, as when sent.
    for (const message of messages) await db.insert(chatMessages).values({ ...message, content: "Hello" });
    const withChat = (await get("/api/counselor/analytics", headers)).json().data;
    expect(withChat.replies).toEqual({ medianSeconds: 360, answered: 2 });
  });
});

describe("GET /api/team/members", () => {
  it("lists active team members with role and students, emails only for an admin (and one's own)", async () => {
    const db = t.database.db;
    const gone = await createUser(db, {
      userType: "team_member",
      teamRole: "counselor",
      firstName: "Suspended",
      accountStatus: "suspended",
    });
    const asCounselor = (await get("/api/team/members", mine)).json().data.members as {
      id: string;
      email: string | null;
      roleLabel: string;
      studentsAssigned: number;
      isYou: boolean;
    }[];
    expect(asCounselor.some((m) => m.id === gone.id)).toBe(false);
    const me = asCounselor.find((m) => m.id === mineId);
    expect(me).toMatchObject({ roleLabel: "Counselor", isYou: true });
    expect(me?.email).toEqual(expect.stringContaining("@"));
    const count = await db.$count(studentProfiles, eq(studentProfiles.counselorId, mineId));
    expect(me?.studentsAssigned).toBe(count);
    expect(asCounselor.find((m) => m.id === adminId)).toMatchObject({
      roleLabel: "Administrator",
      email: null,
    });
    expect(asCounselor.find((m) => m.id === otherId)?.email).toBeNull();

    const asAdmin = (await get("/api/team/members", admin)).json().data.members as typeof asCounselor;
    expect(asAdmin.find((m) => m.id === otherId)?.email).toEqual(expect.stringContaining("@"));
  });

  it("is refused to a student", async () => {
    const s = await createUser(t.database.db);
    expect((await get("/api/team/members", await signIn(t.app, s))).statusCode).toBe(403);
  });
});
