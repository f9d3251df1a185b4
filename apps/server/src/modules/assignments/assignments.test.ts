import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  counselorAssignments,
  studentProfiles,
  type UserRow,
  users,
} from "../../db/schema/index.js";
import { insertStoredDocument } from "../../test/documents.js";
import { assignStudentRow, createUser, UNKNOWN_ID } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "../../test/http.js";
import { registrationForm } from "../../test/registration-form.js";
import { TestClock, useTestApp } from "../../test/test-app.js";
import { assignAutomatically } from "./assignments.service.js";

const clock = new TestClock();
let admin: BrowserHeaders;
let adminUser: UserRow;
const t = useTestApp({ now: clock.now });
beforeAll(async () => {
  adminUser = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
  admin = await signIn(t.app, adminUser);
});

const db = () => t.database.db;

const newCounselor = (firstName = "Cora") =>
  createUser(db(), { userType: "team_member", teamRole: "counselor", firstName });
const newStudent = (firstName = "Sami") => createUser(db(), { firstName });

async function profileIdOf(studentId: string): Promise<string> {
  const [row] = await db()
    .select({ id: studentProfiles.id })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId));
  if (!row) throw new Error("no profile");
  return row.id;
}

async function counselorOf(studentId: string): Promise<string | null> {
  const [row] = await db()
    .select({ counselorId: studentProfiles.counselorId })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId));
  return row?.counselorId ?? null;
}

const historyRows = (studentId: string) =>
  db().select().from(counselorAssignments).where(eq(counselorAssignments.studentId, studentId));

const assign = (profileId: string, counselorId: string | null, headers = admin) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/students/${profileId}/counselor`,
    headers,
    payload: { counselorId },
  });

const bulk = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/admin/assignments", headers: admin, payload });

const get = (url: string, headers = admin) => t.app.inject({ method: "GET", url, headers });

/** The automatic rule's tests start from no active counselor, so earlier tests' counselors stay out. */
async function retireCounselors(): Promise<void> {
  await db()
    .update(users)
    .set({ accountStatus: "inactive" })
    .where(and(eq(users.userType, "team_member"), eq(users.teamRole, "counselor")));
}

async function setRule(rule: { autoAssignStudents?: boolean; counselorStudentCap?: number | null }) {
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/admin/security-settings",
    headers: admin,
    payload: rule,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function notificationsOf(user: UserRow, password?: string) {
  const headers = password ? await signInWith(user.email, password) : await signIn(t.app, user);
  const res = await get("/api/notifications?limit=100", headers);
  return (res.json().data as { title: string; message: string }[]).map((n) => `${n.title} | ${n.message}`);
}

/** A registered student's sign-in, with the password they chose. */
async function signInWith(email: string, password: string): Promise<BrowserHeaders> {
  const browser = await csrfHeaders(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/student-login",
    headers: browser,
    payload: { email, password },
  });
  const authorization = `Bearer ${res.json().data.token}`;
  return { ...(await csrfHeaders(t.app, authorization)), authorization };
}

describe("one student's counselor", () => {
  it("is assigned, reassigned and unassigned, each change in the profile, the history and the audit log", async () => {
    const student = await newStudent("Amara");
    const [first, second] = [await newCounselor("Ines"), await newCounselor("Omar")];
    const profileId = await profileIdOf(student.id);

    const assigned = await assign(profileId, first.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({
      changed: true,
      student: {
        profileId,
        firstName: "Amara",
        email: student.email,
        status: "inquiry",
        counselor: { id: first.id, firstName: "Ines", lastName: "User" },
        assignedAt: expect.any(String),
      },
    });
    expect(await counselorOf(student.id)).toBe(first.id);

    expect((await assign(profileId, second.id)).json().data.student.counselor.id).toBe(second.id);
    const unassigned = await assign(profileId, null);
    expect(unassigned.json().data).toMatchObject({
      changed: true,
      student: { counselor: null, assignedAt: null },
    });

    const history = await get(`/api/admin/students/${profileId}/assignments`);
    expect(history.statusCode).toBe(200);
    const by = { id: adminUser.id, firstName: adminUser.firstName, lastName: "User" };
    expect(history.json().data.history).toEqual([
      expect.objectContaining({
        counselor: null,
        previousCounselor: expect.objectContaining({ id: second.id }),
        assignedBy: by,
        source: "admin",
      }),
      expect.objectContaining({
        counselor: expect.objectContaining({ id: second.id }),
        previousCounselor: expect.objectContaining({ id: first.id }),
        assignedBy: by,
      }),
      expect.objectContaining({
        counselor: expect.objectContaining({ id: first.id, firstName: "Ines" }),
        previousCounselor: null,
        assignedBy: by,
      }),
    ]);
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, student.id), eq(auditEvents.targetType, "student")));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "student.counselor_assigned",
      "student.counselor_assigned",
      "student.counselor_unassigned",
    ]);
    expect(audits.every((a) => a.actorUserId === adminUser.id)).toBe(true);
  });

  it("changes nothing and writes no history when given the counselor the student already has", async () => {
    const student = await newStudent();
    const counselor = await newCounselor();
    const profileId = await profileIdOf(student.id);
    await assign(profileId, counselor.id);
    const before = (await get(`/api/admin/students/${profileId}/assignments`)).json().data;
    const again = await assign(profileId, counselor.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      changed: false,
      student: { assignedAt: before.student.assignedAt },
    });
    expect(await historyRows(student.id)).toHaveLength(1);
    // Unassigning a student who has nobody is the same no-op.
    const loner = await profileIdOf((await newStudent()).id);
    expect((await assign(loner, null)).json().data.changed).toBe(false);
  });

  it("tells the student, the new counselor and the previous one", async () => {
    const student = await newStudent("Lina");
    const [first, second] = [await newCounselor("Pia"), await newCounselor("Raul")];
    const profileId = await profileIdOf(student.id);
    await assign(profileId, first.id);
    await assign(profileId, second.id);
    expect(await notificationsOf(student)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Your counselor is Raul User"),
        expect.stringContaining("Your counselor is Pia User"),
      ]),
    );
    expect(await notificationsOf(second)).toEqual(["New student assigned | Lina User is now your student."]);
    expect(await notificationsOf(first)).toEqual([
      "Student reassigned | Lina User is no longer assigned to you.",
      "New student assigned | Lina User is now your student.",
    ]);
  });

  it("refuses anyone but an active counselor with 422 on counselorId, and changes nothing", async () => {
    const student = await newStudent();
    const profileId = await profileIdOf(student.id);
    const suspended = await createUser(db(), {
      userType: "team_member",
      teamRole: "counselor",
      accountStatus: "suspended",
    });
    const otherAdmin = await createUser(db(), { userType: "team_member", teamRole: "admin" });
    const company = await createUser(db(), { userType: "company_profile" });
    for (const counselorId of [
      suspended.id,
      otherAdmin.id,
      company.id,
      (await newStudent()).id,
      UNKNOWN_ID,
      "nope",
    ]) {
      const res = await assign(profileId, counselorId);
      expect(res.statusCode, `${counselorId}: ${res.body}`).toBe(422);
      expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "counselorId" });
    }
    expect(await counselorOf(student.id)).toBeNull();
    expect(await historyRows(student.id)).toHaveLength(0);
  });

  it("answers 404 'Student not found' for an unknown profile id, or an account id, and 422 for a malformed one", async () => {
    const counselor = await newCounselor();
    const student = await newStudent();
    for (const id of [UNKNOWN_ID, student.id]) {
      const res = await assign(id, counselor.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Student not found" });
      expect((await get(`/api/admin/students/${id}/assignments`)).statusCode).toBe(404);
    }
    expect(await counselorOf(student.id)).toBeNull();
    const malformed = await assign("not-a-uuid", counselor.id);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.field).toBe("studentId");
  });

  it("keeps the profile and the history in step under concurrent changes", async () => {
    const student = await newStudent();
    const profileId = await profileIdOf(student.id);
    const counselors = [await newCounselor(), await newCounselor(), await newCounselor()];
    const moves = [...counselors, ...counselors].map((c) => assign(profileId, c.id));
    const answers = await Promise.all(moves);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const history = (await get(`/api/admin/students/${profileId}/assignments`)).json().data.history;
    // Every change saw the one before it: the chain of history rows is unbroken, and its head is the profile.
    expect(history.length).toBe(answers.filter((res) => res.json().data.changed).length);
    for (let i = 0; i < history.length - 1; i++) {
      expect(history[i].previousCounselor?.id).toBe(history[i + 1].counselor?.id);
    }
    expect(history[0].counselor.id).toBe(await counselorOf(student.id));
  });

  it("takes effect on the next request: the old counselor loses the student's documents, the new one gets them", async () => {
    const student = await newStudent();
    const [oldOne, newOne] = [await newCounselor(), await newCounselor()];
    const profileId = await assignStudentRow(db(), student.id, oldOne.id);
    const documentId = await insertStoredDocument(t.ctx, student.id);
    const [oldHeaders, newHeaders] = [await signIn(t.app, oldOne), await signIn(t.app, newOne)];
    const read = (headers: BrowserHeaders) => get(`/api/documents/${documentId}`, headers);
    const verify = (headers: BrowserHeaders) =>
      t.app.inject({
        method: "PUT",
        url: `/api/documents/${documentId}/verification`,
        headers,
        payload: { isVerified: true },
      });
    expect((await read(oldHeaders)).statusCode).toBe(200);
    expect((await read(newHeaders)).statusCode).toBe(404);

    expect((await assign(profileId, newOne.id)).statusCode).toBe(200);
    expect((await read(oldHeaders)).statusCode).toBe(404);
    expect((await verify(oldHeaders)).statusCode).toBe(404);
    expect((await read(newHeaders)).statusCode).toBe(200);
    const verified = await verify(newHeaders);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.isVerified).toBe(true);
  });
});

describe("bulk assignment", () => {
  it("moves every named student to one counselor, counting those who already had them", async () => {
    const counselor = await newCounselor("Bea");
    const other = await newCounselor();
    const students = [await newStudent(), await newStudent(), await newStudent()];
    const ids = await Promise.all(students.map((s) => profileIdOf(s.id)));
    await assign(ids[0] as string, counselor.id);
    await assign(ids[1] as string, other.id);
    const res = await bulk({ studentIds: [...ids, ids[2]], counselorId: counselor.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ changed: 2, unchanged: 1 });
    expect(res.json().data.students.map((s: { profileId: string }) => s.profileId)).toEqual(ids);
    for (const s of students) expect(await counselorOf(s.id)).toBe(counselor.id);
    expect(await historyRows(students[0]?.id as string)).toHaveLength(1);
    expect(await historyRows(students[2]?.id as string)).toHaveLength(1);
    // One notification to the counselor for the whole move.
    expect(
      (await notificationsOf(counselor)).filter((n) => n.startsWith("2 new students assigned")),
    ).toHaveLength(1);
  });

  it("is all or nothing: an unknown id is named (422) and no student moves", async () => {
    const counselor = await newCounselor();
    const students = [await newStudent(), await newStudent()];
    const ids = await Promise.all(students.map((s) => profileIdOf(s.id)));
    const res = await bulk({ studentIds: [ids[0], UNKNOWN_ID, ids[1]], counselorId: counselor.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "studentIds.1",
      message: `Student not found: ${UNKNOWN_ID}`,
      details: { unknownStudentIds: [UNKNOWN_ID] },
    });
    for (const s of students) {
      expect(await counselorOf(s.id)).toBeNull();
      expect(await historyRows(s.id)).toHaveLength(0);
    }
  });

  it("refuses a counselor who is not active, an empty list and more than 100 students, changing nothing", async () => {
    const student = await newStudent();
    const id = await profileIdOf(student.id);
    const inactive = await createUser(db(), {
      userType: "team_member",
      teamRole: "counselor",
      accountStatus: "inactive",
    });
    const cases: [string, object][] = [
      ["counselorId", { studentIds: [id], counselorId: inactive.id }],
      ["studentIds", { studentIds: [], counselorId: (await newCounselor()).id }],
      ["studentIds", { studentIds: Array.from({ length: 101 }, () => id), counselorId: inactive.id }],
      ["studentIds.0", { studentIds: ["x"], counselorId: inactive.id }],
    ];
    for (const [field, payload] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
    expect(await counselorOf(student.id)).toBeNull();
  });
});

describe("the lists", () => {
  it("page students newest first, search names and emails without case, and filter by assignment", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const counselor = await newCounselor();
    const made: UserRow[] = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(1_000);
      made.push(
        await createUser(db(), {
          firstName: `${tag}Name${i}`,
          email: `${tag}-${i}@gmail.com`,
          createdAt: clock.now(),
        }),
      );
    }
    await assign(await profileIdOf(made[1]?.id as string), counselor.id);
    const list = async (query: string) => (await get(`/api/admin/students?${query}`)).json();

    const all = await list(`search=${tag.toUpperCase()}&limit=2`);
    expect(all.data.total).toBe(3);
    expect(all.data.hasMore).toBe(true);
    expect(all.data.students.map((s: { email: string }) => s.email)).toEqual([
      made[2]?.email,
      made[1]?.email,
    ]);
    const next = await list(`search=${tag}&limit=2&offset=2`);
    expect(next.data).toMatchObject({ total: 3, hasMore: false });

    expect((await list(`search=${tag}-0@GMAIL`)).data.total).toBe(1);
    expect((await list(`search=${tag}Name1 user`)).data.total).toBe(1);
    expect((await list(`search=${tag}&assignment=unassigned`)).data.total).toBe(2);
    const theirs = await list(`search=${tag}&counselorId=${counselor.id}`);
    expect(theirs.data.students).toEqual([
      expect.objectContaining({
        email: made[1]?.email,
        counselor: expect.objectContaining({ id: counselor.id }),
      }),
    ]);
    // LIKE wildcards in the search are taken literally.
    expect((await list("search=%25")).data.total).toBe(0);
    // Only students: staff and companies are not in the table.
    expect((await list(`search=${counselor.email}`)).data.total).toBe(0);
  });

  it("refuses contradictory or malformed filters with 422 naming the field", async () => {
    const cases: [string, string][] = [
      [`assignment=unassigned&counselorId=${UNKNOWN_ID}`, "counselorId"],
      ["counselorId=abc", "counselorId"],
      ["assignment=mine", "assignment"],
      ["limit=101", "limit"],
      [`search=${"x".repeat(201)}`, "search"],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/admin/students?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
  });

  it("show each active counselor's load and the cap, and only active counselors", async () => {
    await setRule({ counselorStudentCap: 7 });
    const counselor = await newCounselor("Lotta");
    const inactive = await createUser(db(), {
      userType: "team_member",
      teamRole: "counselor",
      accountStatus: "inactive",
    });
    for (let i = 0; i < 2; i++) await assign(await profileIdOf((await newStudent()).id), counselor.id);
    const res = await get("/api/admin/counselors");
    expect(res.statusCode).toBe(200);
    const { counselors, cap } = res.json().data;
    expect(cap).toBe(7);
    expect(counselors).toContainEqual({
      id: counselor.id,
      firstName: "Lotta",
      lastName: "User",
      email: counselor.email,
      load: 2,
    });
    expect(counselors.map((c: { id: string }) => c.id)).not.toContain(inactive.id);
    expect(counselors.map((c: { id: string }) => c.id)).not.toContain(adminUser.id);
    await setRule({ counselorStudentCap: null });
  });

  it("are the admins' alone", async () => {
    const counselor = await newCounselor();
    const headers = await signIn(t.app, counselor);
    const student = await newStudent();
    const profileId = await profileIdOf(student.id);
    expect((await get("/api/admin/students", headers)).statusCode).toBe(403);
    expect((await get("/api/admin/counselors", headers)).statusCode).toBe(403);
    expect((await assign(profileId, counselor.id, headers)).statusCode).toBe(403);
    expect(await counselorOf(student.id)).toBeNull();
  });
});

describe("automatic assignment", () => {
  it("gives a registering student the least-loaded active counselor", async () => {
    await retireCounselors();
    await setRule({ autoAssignStudents: true, counselorStudentCap: null });
    const [busy, free] = [await newCounselor("Busy"), await newCounselor("Free")];
    await assign(await profileIdOf((await newStudent()).id), busy.id);

    const form = await registrationForm(t.app, () => clock.advance(10_000));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-register",
      headers: await csrfHeaders(t.app),
      payload: form,
      remoteAddress: "10.77.0.1",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [registered] = await db().select().from(users).where(eq(users.email, form.email));
    if (!registered) throw new Error("not registered");
    expect(await counselorOf(registered.id)).toBe(free.id);
    const [row] = await historyRows(registered.id);
    expect(row).toMatchObject({
      counselorId: free.id,
      previousCounselorId: null,
      assignedBy: null,
      source: "automatic",
    });
    expect(await notificationsOf(free)).toEqual(["New student assigned | Maya Chen is now your student."]);
    expect(await notificationsOf(registered, form.password)).toContain(
      "Your counselor is Free User | Free User will guide you through your applications and documents from now on.",
    );
  });

  it("breaks a tie of loads by the oldest last assignment, then by id", async () => {
    await retireCounselors();
    await setRule({ autoAssignStudents: true, counselorStudentCap: null });
    const [a, b] = [await newCounselor("Ada"), await newCounselor("Ben")];
    // Both carry one student; Ada got hers later, so Ben's last assignment is the oldest.
    const [s1, s2] = [await newStudent(), await newStudent()];
    await assign(await profileIdOf(s1.id), b.id);
    clock.advance(60_000);
    await assign(await profileIdOf(s2.id), a.id);
    const next = await newStudent();
    expect((await assignAutomatically(t.ctx, next.id, "automatic"))?.id).toBe(b.id);

    // Never-assigned counselors come first; among them, the smaller id.
    await retireCounselors();
    const fresh = [await newCounselor(), await newCounselor()].map((c) => c.id).sort();
    expect((await assignAutomatically(t.ctx, (await newStudent()).id, "automatic"))?.id).toBe(fresh[0]);
  });

  it("stops at the cap and leaves the student unassigned when nobody is under it", async () => {
    await retireCounselors();
    await setRule({ autoAssignStudents: true, counselorStudentCap: 1 });
    const counselor = await newCounselor();
    const first = await newStudent();
    expect((await assignAutomatically(t.ctx, first.id, "automatic"))?.id).toBe(counselor.id);
    const second = await newStudent();
    expect(await assignAutomatically(t.ctx, second.id, "automatic")).toBeNull();
    expect(await counselorOf(second.id)).toBeNull();
    expect(await historyRows(second.id)).toHaveLength(0);
    // An admin may go past the cap.
    expect((await assign(await profileIdOf(second.id), counselor.id)).statusCode).toBe(200);
    await setRule({ counselorStudentCap: null });
  });

  it("does not push a counselor past the cap when students register at the same time", async () => {
    await retireCounselors();
    await setRule({ autoAssignStudents: true, counselorStudentCap: 2 });
    const [a, b] = [await newCounselor(), await newCounselor()];
    const students = await Promise.all(Array.from({ length: 6 }, () => newStudent()));
    const given = await Promise.all(students.map((s) => assignAutomatically(t.ctx, s.id, "automatic")));
    expect(given.filter(Boolean)).toHaveLength(4);
    const loads = (await get("/api/admin/counselors")).json().data.counselors as {
      id: string;
      load: number;
    }[];
    expect(loads.find((c) => c.id === a.id)?.load).toBe(2);
    expect(loads.find((c) => c.id === b.id)?.load).toBe(2);
    const assignedRows = await db()
      .select()
      .from(counselorAssignments)
      .where(
        inArray(
          counselorAssignments.studentId,
          students.map((s) => s.id),
        ),
      );
    expect(assignedRows).toHaveLength(4);
    await setRule({ counselorStudentCap: null });
  });

  it("does nothing when switched off, yet a purchase still assigns; a student with a counselor keeps them", async () => {
    await retireCounselors();
    await setRule({ autoAssignStudents: false });
    const counselor = await newCounselor();
    const student = await newStudent();
    expect(await assignAutomatically(t.ctx, student.id, "automatic")).toBeNull();
    expect(await counselorOf(student.id)).toBeNull();
    expect((await assignAutomatically(t.ctx, student.id, "conversion"))?.id).toBe(counselor.id);
    expect((await historyRows(student.id))[0]?.source).toBe("conversion");
    const other = await newCounselor();
    expect(await assignAutomatically(t.ctx, student.id, "conversion")).toBeNull();
    expect(await counselorOf(student.id)).toBe(counselor.id);
    expect(other.id).not.toBe(counselor.id);
    await setRule({ autoAssignStudents: true });
  });
});

describe("assignment settings", () => {
  it("round-trip the switch and the cap, and refuse a cap that is not a positive whole number", async () => {
    await setRule({ autoAssignStudents: false, counselorStudentCap: 25 });
    const read = await get("/api/admin/security-settings");
    expect(read.json().data).toMatchObject({ autoAssignStudents: false, counselorStudentCap: 25 });
    for (const cap of [0, -3, 2.5, "10", 10_001]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/admin/security-settings",
        headers: admin,
        payload: { counselorStudentCap: cap },
      });
      expect(res.statusCode, String(cap)).toBe(422);
      expect(res.json().error.field).toBe("counselorStudentCap");
    }
    expect((await get("/api/admin/security-settings")).json().data.counselorStudentCap).toBe(25);
    await setRule({ autoAssignStudents: true, counselorStudentCap: null });
    expect((await get("/api/admin/security-settings")).json().data).toMatchObject({
      autoAssignStudents: true,
      counselorStudentCap: null,
    });
  });
});
