import { followUpLimits } from "@meridian/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { followUpNotes, notifications, type UserRow } from "../../db/schema/index.js";
import { assignStudentRow, createUser, UNKNOWN_ID } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { notifyFallingDue } from "./follow-ups.reminders.js";
import { followUpFigures } from "./follow-ups.service.js";

let admin: { user: UserRow; headers: BrowserHeaders };
const t = useTestApp();
beforeAll(async () => {
  admin = await staff("admin");
});

const HOUR = 60 * 60_000;

async function staff(teamRole: "admin" | "counselor") {
  const user = await createUser(t.database.db, { userType: "team_member", teamRole, firstName: teamRole });
  return { user, headers: await signIn(t.app, user) };
}

/** A student assigned to `counselor`, with the profile id counselor routes take. */
async function studentOf(counselor: UserRow | null, firstName = "Ada") {
  const user = await createUser(t.database.db, { firstName });
  const profileId = await assignStudentRow(t.database.db, user.id, counselor?.id ?? null);
  return { user, profileId };
}

function call(
  method: "GET" | "POST" | "PATCH",
  url: string,
  headers: BrowserHeaders,
  payload?: object,
  extra: Record<string, string> = {},
) {
  return t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
}

const note = (overrides: Record<string, unknown> = {}) => ({
  category: "visa",
  title: "Book the biometrics appointment",
  priority: "high",
  content: "Remind Ada to bring her passport.",
  ...overrides,
});

const add = async (headers: BrowserHeaders, profileId: string, overrides: Record<string, unknown> = {}) => {
  const res = await call("POST", `/api/counselor/followups/${profileId}`, headers, note(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; title: string };
};
const list = async (headers: BrowserHeaders, profileId: string, query = "") =>
  (await call("GET", `/api/counselor/followups/${profileId}${query}`, headers)).json().data as {
    id: string;
    title: string;
    completedAt: string | null;
    dueAt: string | null;
    overdue: boolean;
  }[];
const inbox = async (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("keeping follow-up notes", () => {
  it("adds a note and lists it with its author, for the assigned counselor", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    const dueAt = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
    const created = await add(counselor.headers, profileId, { dueAt });
    expect(created).toMatchObject({
      category: "visa",
      title: "Book the biometrics appointment",
      priority: "high",
      content: "Remind Ada to bring her passport.",
      dueAt,
      completedAt: null,
      overdue: false,
      author: { id: counselor.user.id, name: "counselor User" },
    });
    expect((await list(counselor.headers, profileId)).map((n) => n.id)).toEqual([created.id]);
  });

  it("lets an admin keep any student's notes", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    const created = await add(admin.headers, profileId);
    expect((await list(counselor.headers, profileId)).map((n) => n.id)).toEqual([created.id]);
    expect((await list(admin.headers, profileId)).map((n) => n.id)).toEqual([created.id]);
  });

  it("answers another counselor 404 'Student not found', like an unknown id, and changes nothing", async () => {
    const counselor = await staff("counselor");
    const other = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    const mine = await add(counselor.headers, profileId);
    const unknown = await call("GET", `/api/counselor/followups/${UNKNOWN_ID}`, other.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Student not found");
    for (const [method, url, payload] of [
      ["GET", `/api/counselor/followups/${profileId}`, undefined],
      ["POST", `/api/counselor/followups/${profileId}`, note()],
      [
        "POST",
        `/api/counselor/followups/${profileId}/meetings`,
        { startsAt: new Date(Date.now() + HOUR).toISOString() },
      ],
      ["PATCH", `/api/counselor/followups/${profileId}/${mine.id}`, { title: "Changed", completed: true }],
    ] as const) {
      const res = await call(method, url, other.headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toEqual(unknown.json().error);
    }
    const notes = await list(counselor.headers, profileId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ id: mine.id, title: mine.title, completedAt: null });
  });

  it("refuses the student themself and other kinds of user", async () => {
    const counselor = await staff("counselor");
    const { user, profileId } = await studentOf(counselor.user);
    const student = await signIn(t.app, user);
    const company = await signIn(t.app, await createUser(t.database.db, { userType: "company_profile" }));
    for (const headers of [student, company]) {
      expect((await call("GET", `/api/counselor/followups/${profileId}`, headers)).statusCode).toBe(403);
      expect((await call("POST", `/api/counselor/followups/${profileId}`, headers, note())).statusCode).toBe(
        403,
      );
      expect((await call("GET", "/api/counselor/followups/due", headers)).statusCode).toBe(403);
    }
    expect(await list(counselor.headers, profileId)).toEqual([]);
  });

  it("refuses bad input with 422 naming the field, and writes nothing", async () => {
    const counselor = await staff("counselor");
    const { user, profileId } = await studentOf(counselor.user);
    const cases: [Record<string, unknown>, string][] = [
      [{ category: "housing" }, "category"],
      [{ priority: "critical" }, "priority"],
      [{ dueAt: "next tuesday" }, "dueAt"],
      [{ dueAt: "2027-01-15" }, "dueAt"],
      [{ title: "x".repeat(followUpLimits.titleMax + 1) }, "title"],
      [{ title: "   " }, "title"],
      [{ content: "x".repeat(followUpLimits.contentMax + 1) }, "content"],
      [{ content: "" }, "content"],
      [{ title: "bad\u0000title" }, "title"],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(
        "POST",
        `/api/counselor/followups/${profileId}`,
        counselor.headers,
        note(overrides),
      );
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
    const notesRows = await t.database.db
      .select()
      .from(followUpNotes)
      .where(eq(followUpNotes.studentId, user.id));
    expect(notesRows).toEqual([]);
    const badQuery = await call(
      "GET",
      `/api/counselor/followups/${profileId}?category=housing`,
      counselor.headers,
    );
    expect(badQuery.statusCode).toBe(422);
    expect(badQuery.json().error.field).toBe("category");
    const badId = await call("GET", "/api/counselor/followups/not-a-uuid", counselor.headers);
    expect(badId.statusCode).toBe(422);
    expect(badId.json().error.field).toBe("studentId");
  });

  it("files a note sent without a category under the lead follow-up, as the spec's client posts one", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    const { category: _category, ...withoutCategory } = note();
    const res = await call(
      "POST",
      `/api/counselor/followups/${profileId}`,
      counselor.headers,
      withoutCategory,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ category: "lead", title: "Book the biometrics appointment" });
    expect((await list(counselor.headers, profileId, "?category=lead")).map((n) => n.id)).toEqual([
      res.json().data.id,
    ]);
  });

  it("takes the spec's date for the due date and answers every note's date", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    const path = `/api/counselor/followups/${profileId}`;
    const undated = note();
    // Years ahead, so no test of the falling-due job (which tells what falls due within weeks) meets it.
    const dated = await call("POST", path, counselor.headers, { ...undated, date: "2031-01-15" });
    expect(dated.statusCode, dated.body).toBe(201);
    // A day alone is due at its noon UTC: the same calendar day wherever the reader lives.
    expect(dated.json().data).toMatchObject({
      dueAt: "2031-01-15T12:00:00.000Z",
      date: "2031-01-15T12:00:00.000Z",
    });

    const plain = await call("POST", path, counselor.headers, undated);
    expect(plain.json().data).toMatchObject({ dueAt: null, date: plain.json().data.createdAt });

    const both = await call("POST", path, counselor.headers, {
      ...undated,
      date: "2031-01-15",
      dueAt: "2031-02-01T09:00:00Z",
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "date" });
    expect((await list(counselor.headers, profileId)).map((n) => n.id).sort()).toEqual(
      [dated.json().data.id, plain.json().data.id].sort(),
    );
  });

  it("accepts the longest title and content", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    await add(counselor.headers, profileId, {
      title: "t".repeat(followUpLimits.titleMax),
      content: "c".repeat(followUpLimits.contentMax),
    });
  });

  it("answers a retry with the same Idempotency-Key with the first note", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    const url = `/api/counselor/followups/${profileId}`;
    const first = await call("POST", url, counselor.headers, note(), { "idempotency-key": "note-1" });
    const again = await call("POST", url, counselor.headers, note(), { "idempotency-key": "note-1" });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await list(counselor.headers, profileId)).toHaveLength(1);
    const bad = await call("POST", url, counselor.headers, note(), { "idempotency-key": "" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("Idempotency-Key");
  });
});

describe("listing and searching", () => {
  it("lists open notes first by due date, then completed ones with their completion time", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    const later = await add(counselor.headers, profileId, {
      title: "Later",
      dueAt: new Date(Date.now() + 5 * 24 * HOUR).toISOString(),
    });
    const undated = await add(counselor.headers, profileId, { title: "Undated" });
    const done = await add(counselor.headers, profileId, {
      title: "Done",
      dueAt: new Date(Date.now() + HOUR).toISOString(),
    });
    const past = await add(counselor.headers, profileId, {
      title: "Past",
      dueAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    const completed = await call(
      "PATCH",
      `/api/counselor/followups/${profileId}/${done.id}`,
      counselor.headers,
      {
        completed: true,
      },
    );
    expect(completed.statusCode).toBe(200);
    const notes = await list(counselor.headers, profileId);
    expect(notes.map((n) => n.id)).toEqual([past.id, later.id, undated.id, done.id]);
    expect(notes[0]?.overdue).toBe(true);
    expect(notes[3]?.completedAt).toEqual(expect.any(String));
    expect(notes[3]?.overdue).toBe(false);
  });

  it("filters by category and searches title and content case-insensitively on the server", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    const loan = await add(counselor.headers, profileId, {
      category: "loan",
      title: "Bank LETTER",
      content: "Ask for 100% of fees",
    });
    const visa = await add(counselor.headers, profileId, {
      category: "visa",
      title: "Embassy",
      content: "Bank statement",
    });
    await add(counselor.headers, profileId, {
      category: "lead",
      title: "Intro call",
      content: "Nothing else",
    });
    const ids = async (query: string) =>
      (await list(counselor.headers, profileId, query)).map((n) => n.id).sort();
    expect(await ids("?q=bank")).toEqual([loan.id, visa.id].sort());
    expect(await ids("?q=letter")).toEqual([loan.id]);
    expect(await ids("?q=100%25")).toEqual([loan.id]);
    expect(await ids("?q=_")).toEqual([]);
    expect(await ids("?category=visa")).toEqual([visa.id]);
    expect(await ids("?category=visa&q=letter")).toEqual([]);
  });
});

describe("editing, completing and reopening", () => {
  it("edits fields, completes and reopens a note", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user);
    const created = await add(counselor.headers, profileId);
    const url = `/api/counselor/followups/${profileId}/${created.id}`;
    const edited = await call("PATCH", url, counselor.headers, {
      title: "Renamed",
      priority: "urgent",
      dueAt: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: "Renamed",
      priority: "urgent",
      dueAt: null,
      category: "visa",
    });
    const done = (await call("PATCH", url, counselor.headers, { completed: true })).json().data;
    expect(done.completedAt).toEqual(expect.any(String));
    const open = (await call("PATCH", url, counselor.headers, { completed: false })).json().data;
    expect(open.completedAt).toBeNull();
    const bad = await call("PATCH", url, counselor.headers, { priority: "someday" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("priority");
  });

  it("answers 404 for a note of another student under this student's path, and changes nothing", async () => {
    const counselor = await staff("counselor");
    const a = await studentOf(counselor.user, "Ada");
    const b = await studentOf(counselor.user, "Bo");
    const bNote = await add(counselor.headers, b.profileId);
    const res = await call(
      "PATCH",
      `/api/counselor/followups/${a.profileId}/${bNote.id}`,
      counselor.headers,
      {
        title: "Moved",
      },
    );
    const unknown = await call(
      "PATCH",
      `/api/counselor/followups/${a.profileId}/${UNKNOWN_ID}`,
      counselor.headers,
      {
        title: "Moved",
      },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
    expect((await list(counselor.headers, b.profileId))[0]?.title).toBe(bNote.title);
  });
});

describe("scheduling a meeting", () => {
  it("makes a dated follow-up and tells the student the time as an ISO instant their app shows in their zone", async () => {
    const counselor = await staff("counselor");
    const { user, profileId } = await studentOf(counselor.user, "Mia");
    const startsAt = new Date(Date.now() + 48 * HOUR);
    startsAt.setUTCHours(9, 30, 0, 0);
    const res = await call("POST", `/api/counselor/followups/${profileId}/meetings`, counselor.headers, {
      startsAt: startsAt.toISOString(),
      note: "Discuss the visa interview",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      title: "Meeting with Mia User",
      dueAt: startsAt.toISOString(),
      content: "Discuss the visa interview",
      category: "lead",
    });
    const told = await inbox(user.id);
    const meeting = told.find((n) => n.title === "Meeting scheduled");
    expect(meeting?.message).toContain(`on ${startsAt.toISOString().slice(0, 10)}T09:30Z.`);
    expect(meeting?.message).toContain("Discuss the visa interview");
  });

  it("refuses a time in the past or more than a year ahead, naming startsAt, and tells nobody", async () => {
    const counselor = await staff("counselor");
    const { user, profileId } = await studentOf(counselor.user);
    for (const startsAt of [
      new Date(Date.now() - HOUR).toISOString(),
      new Date(Date.now() + 400 * 24 * HOUR).toISOString(),
      "tomorrow",
    ]) {
      const res = await call("POST", `/api/counselor/followups/${profileId}/meetings`, counselor.headers, {
        startsAt,
      });
      expect(res.statusCode, startsAt).toBe(422);
      expect(res.json().error.field).toBe("startsAt");
    }
    expect(await list(counselor.headers, profileId)).toEqual([]);
    expect((await inbox(user.id)).filter((n) => n.title === "Meeting scheduled")).toEqual([]);
  });
});

describe("falling due", () => {
  it("tells the current counselor once, and never the one before", async () => {
    const first = await staff("counselor");
    const second = await staff("counselor");
    const { user, profileId } = await studentOf(first.user, "Lena");
    const dueAt = new Date(Date.now() + 10 * 24 * HOUR);
    const created = await add(first.headers, profileId, {
      title: "Call about the loan",
      dueAt: dueAt.toISOString(),
    });
    await assignStudentRow(t.database.db, user.id, second.user.id);

    const dueTitles = async (userId: string) =>
      (await inbox(userId)).filter((n) => n.title.startsWith("Follow-up")).map((n) => n.message);
    // Two hours before: not yet.
    await notifyFallingDue(t.ctx, new Date(dueAt.getTime() - 2 * HOUR));
    expect(await dueTitles(second.user.id)).toEqual([]);
    // Within the hour: told once, however many runs (or nodes) see it.
    const soon = new Date(dueAt.getTime() - 30 * 60_000);
    await Promise.all([notifyFallingDue(t.ctx, soon), notifyFallingDue(t.ctx, soon)]);
    await notifyFallingDue(t.ctx, new Date(dueAt.getTime() + HOUR));
    const told = await dueTitles(second.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain("Call about the loan (Lena User)");
    expect(await dueTitles(first.user.id)).toEqual([]);

    // A new due time makes it fall due again.
    const later = new Date(dueAt.getTime() + 5 * 24 * HOUR);
    await call("PATCH", `/api/counselor/followups/${profileId}/${created.id}`, second.headers, {
      dueAt: later.toISOString(),
    });
    await notifyFallingDue(t.ctx, later);
    expect(await dueTitles(second.user.id)).toHaveLength(2);
  });

  it("tells each note once when several nodes run the job at the same time", async () => {
    const counselor = await staff("counselor");
    const { profileId } = await studentOf(counselor.user, "Noor");
    const dueAt = new Date(Date.now() + 40 * 24 * HOUR);
    for (let i = 0; i < 12; i++)
      await add(counselor.headers, profileId, { title: `Batch ${i}`, dueAt: dueAt.toISOString() });
    // On PostgreSQL each run has its own connection: the claims really race.
    const sent = await Promise.all([1, 2, 3, 4].map(() => notifyFallingDue(t.ctx, dueAt)));
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(12);
    const messages = (await inbox(counselor.user.id))
      .map((n) => n.message)
      .filter((m) => m.startsWith("Batch "));
    expect(messages).toHaveLength(12);
    expect(new Set(messages).size).toBe(12);
  });

  it("tells the admin who wrote a note on a student with no counselor, and skips completed notes", async () => {
    const { profileId } = await studentOf(null, "Sol");
    const dueAt = new Date(Date.now() + 20 * 24 * HOUR);
    await add(admin.headers, profileId, { title: "Unassigned lead", dueAt: dueAt.toISOString() });
    const done = await add(admin.headers, profileId, { title: "Already done", dueAt: dueAt.toISOString() });
    await call("PATCH", `/api/counselor/followups/${profileId}/${done.id}`, admin.headers, {
      completed: true,
    });
    await notifyFallingDue(t.ctx, dueAt);
    const messages = (await inbox(admin.user.id)).map((n) => n.message);
    expect(messages.filter((m) => m.includes("Unassigned lead"))).toHaveLength(1);
    expect(messages.filter((m) => m.includes("Already done"))).toEqual([]);
  });
});

describe("the Overview's due list and the figures", () => {
  it("lists the actor's due and overdue notes and follows reassignment", async () => {
    const first = await staff("counselor");
    const second = await staff("counselor");
    const { user, profileId } = await studentOf(first.user, "Kim");
    const overdue = await add(first.headers, profileId, { dueAt: new Date(Date.now() - HOUR).toISOString() });
    const soon = await add(first.headers, profileId, {
      dueAt: new Date(Date.now() + 5 * HOUR).toISOString(),
    });
    await add(first.headers, profileId, { dueAt: new Date(Date.now() + 3 * 24 * HOUR).toISOString() });
    await add(first.headers, profileId);
    const done = await add(first.headers, profileId, { dueAt: new Date(Date.now() - HOUR).toISOString() });
    await call("PATCH", `/api/counselor/followups/${profileId}/${done.id}`, first.headers, {
      completed: true,
    });

    const due = async (headers: BrowserHeaders) =>
      (await call("GET", "/api/counselor/followups/due", headers)).json();
    const mine = await due(first.headers);
    expect(mine.meta.total).toBe(2);
    expect(mine.data.map((n: { id: string }) => n.id)).toEqual([overdue.id, soon.id]);
    expect(mine.data[0]).toMatchObject({ overdue: true, student: { profileId, name: "Kim User" } });
    expect(
      await followUpFigures(t.ctx, {
        userId: first.user.id,
        userType: "team_member",
        teamRole: "counselor",
        sessionId: "figures",
      }),
    ).toEqual({
      open: 4,
      due: 1,
      overdue: 1,
    });

    await assignStudentRow(t.database.db, user.id, second.user.id);
    expect((await due(first.headers)).data).toEqual([]);
    expect((await due(second.headers)).data.map((n: { id: string }) => n.id)).toEqual([overdue.id, soon.id]);
  });
});
