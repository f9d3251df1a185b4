import { beforeAll, describe, expect, it } from "vitest";
import { createApplicationRow, createUniversityRow, createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

// The app's clock, not today's date: 1 December 2026 at noon UTC, moved where a test says.
const clock = { ms: Date.UTC(2026, 11, 1, 12), now: () => new Date(clock.ms) };
let student: BrowserHeaders;
let studentId: string;
let universityId: string;
const t = useTestApp({ now: clock.now });
beforeAll(async () => {
  const user = await createUser(t.database.db);
  studentId = user.id;
  student = await signIn(t.app, user);
  universityId = (await createUniversityRow(t.database.db)).id;
});

let program = 0;
const body = (overrides: Record<string, unknown>) => ({
  universityId,
  // A program of its own each time: the same program and intake twice is refused as a duplicate.
  programName: `Data Science ${++program}`,
  degreeType: "Master's",
  intakeTerm: "fall",
  intakeYear: 2027,
  ...overrides,
});
const start = (overrides: Record<string, unknown>, headers = student) =>
  t.app.inject({ method: "POST", url: "/api/applications", headers, payload: body(overrides) });
const count = async () =>
  (await t.app.inject({ method: "GET", url: "/api/applications", headers: student })).json().meta.summary
    .total as number;

describe("an application's dates, on the app's clock", () => {
  it("refuses an intake that has started and a deadline that has passed, naming the field, and writes nothing", async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      // Fall 2026 started on 1 September 2026, and so did every term of 2026.
      [{ intakeTerm: "fall", intakeYear: 2026 }, "intakeYear", /Fall 2026 has already started/],
      [{ intakeTerm: "spring", intakeYear: 2026 }, "intakeYear", /Spring 2026 has already started/],
      [{ intakeTerm: "fall", intakeYear: 2025 }, "intakeYear", /already started/],
      [{ deadlineDate: "2026-11-15" }, "deadlineDate", /deadline has passed/],
      // Its card would say "Deadline passed" from the day itself.
      [{ deadlineDate: "2026-12-01" }, "deadlineDate", /deadline has passed/],
      [{ intakeYear: 2033 }, "intakeYear", /within the next few years/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await start(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", field });
      expect(res.json().error.message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it("takes an intake still to come and a deadline still to come", async () => {
    for (const overrides of [
      { intakeTerm: "winter", intakeYear: 2027, deadlineDate: "2026-12-02" },
      { intakeTerm: "fall", intakeYear: 2027, deadlineDate: "2027-01-15" },
      { intakeTerm: "fall", intakeYear: 2032, deadlineDate: null },
    ]) {
      const res = await start(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(201);
    }
  });

  it("names the term when a later term of the same year is still open", async () => {
    clock.ms = Date.UTC(2027, 1, 15, 12);
    // Signed in on this day: the first student's session has long ended by then.
    const later = await signIn(t.app, await createUser(t.database.db));
    const res = await start({ intakeTerm: "spring", intakeYear: 2027 }, later);
    expect(res.json().error).toMatchObject({
      field: "intakeTerm",
      message: expect.stringMatching(/Spring 2027 has already started/),
    });
    expect((await start({ intakeTerm: "summer", intakeYear: 2027 }, later)).statusCode).toBe(201);
    clock.ms = Date.UTC(2026, 11, 1, 12);
  });

  it("counts a day as begun only once it has begun everywhere", async () => {
    // 1 December 06:00 UTC is still 30 November west of the date line: 1 December is still to come.
    clock.ms = Date.UTC(2026, 11, 1, 6);
    expect((await start({ deadlineDate: "2026-12-01" })).statusCode).toBe(201);
    clock.ms = Date.UTC(2026, 11, 1, 12, 1);
    expect((await start({ deadlineDate: "2026-12-01" })).statusCode).toBe(422);
    clock.ms = Date.UTC(2026, 11, 1, 12);
  });

  it("checks an edited draft's dates as it changes them, and still lets a started draft's notes change", async () => {
    const draft = await createApplicationRow(t.database.db, studentId, {
      universityId,
      intakeTerm: "fall",
      intakeYear: 2026,
      deadlineDate: "2026-06-30",
    });
    const patch = (payload: object) =>
      t.app.inject({ method: "PATCH", url: `/api/applications/${draft.id}`, headers: student, payload });
    const late = await patch({ deadlineDate: "2026-11-01" });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.field).toBe("deadlineDate");
    const started = await patch({ intakeTerm: "spring" });
    expect(started.statusCode).toBe(422);
    expect(started.json().error.field).toBe("intakeYear");
    expect((await patch({ notes: "Ask about a later start" })).statusCode).toBe(200);
    const moved = await patch({ intakeYear: 2027, deadlineDate: "2027-03-01" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      intake: { term: "fall", year: 2027 },
      deadlineDate: "2027-03-01",
    });
  });
});
