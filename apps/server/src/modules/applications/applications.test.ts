import {
  type ApplicationStatus,
  applicationLimits,
  applicationStatusLabels,
  applicationTransitions,
  checklistTemplates,
  type DocumentType,
} from "@meridian/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, auditEvents, idempotencyKeys } from "../../db/schema/index.js";
import { sweepIdempotencyKeys } from "../../lib/idempotency.js";
import {
  actorFor,
  assignStudentRow,
  createApplicationRow,
  createDocumentRow,
  createUniversityRow,
  createUser,
  UNKNOWN_ID,
} from "../../test/factories.js";
import { type BrowserHeaders, signIn, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import {
  applicationForUpload,
  attachUploadedDocument,
  createApplication,
  listApplications,
} from "./applications.service.js";

let admin: BrowserHeaders;
let counselor: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  admin = await signInStaff(t, "admin");
  counselor = await signInStaff(t, "counselor");
});

const nextYear = new Date().getUTCFullYear() + 1;

async function newStudent(firstName = "Ada") {
  const user = await createUser(t.database.db, { firstName });
  return { user, headers: await signIn(t.app, user) };
}

function call(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  headers: BrowserHeaders,
  payload?: object,
  extra: Record<string, string> = {},
) {
  return t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
}

const body = (universityId: string, overrides: Record<string, unknown> = {}) => ({
  universityId,
  programName: "Computer Science",
  degreeType: "Master's",
  intakeTerm: "fall",
  intakeYear: nextYear,
  deadlineDate: `${nextYear}-01-15`,
  ...overrides,
});

const start = (headers: BrowserHeaders, universityId: string, overrides: Record<string, unknown> = {}) =>
  call("POST", "/api/applications", headers, body(universityId, overrides));
/** The list's answer past the envelope: the applications in `data`, the tile figures in `meta`. */
const list = async (headers: BrowserHeaders) => {
  const { data, meta } = (await call("GET", "/api/applications", headers)).json();
  return { data, meta };
};
const detail = async (headers: BrowserHeaders, id: string) =>
  (await call("GET", `/api/applications/${id}`, headers)).json().data;
const move = (headers: BrowserHeaders, id: string, to: ApplicationStatus, note?: string) =>
  call("POST", `/api/applications/${id}/transitions`, headers, { to, ...(note ? { note } : {}) });
/** The Idempotency-Keys stored for a user's requests. */
const storedKeysOf = (userId: string) =>
  t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));

describe("starting an application", () => {
  it("creates a draft with its checklist, the first history row and an audit event", async () => {
    const { user, headers } = await newStudent("Grace");
    const university = await createUniversityRow(t.database.db, { name: "Maple University" });
    const res = await start(headers, university.id, { notes: "Ask about aid" });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      studentId: user.id,
      status: "draft",
      university: { id: university.id, name: "Maple University", city: "Toronto", country: "Canada" },
      course: { name: "Computer Science", degree: "Master's" },
      intake: { term: "fall", year: nextYear },
      deadlineDate: `${nextYear}-01-15`,
      deadline: `${nextYear}-01-15`,
      submittedAt: null,
      notes: "Ask about aid",
      progress: 0,
      nextStatuses: ["submitted"],
    });
    expect(created.checklist.map((item: { type: string }) => item.type)).toEqual(
      checklistTemplates["Master's"],
    );
    expect(created.checklist.every((item: { state: string }) => item.state === "missing")).toBe(true);
    expect(created.history).toEqual([
      expect.objectContaining({
        from: null,
        to: "draft",
        by: { id: user.id, name: "Grace User", role: "student" },
      }),
    ]);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, created.id));
    expect(audit.map((a) => a.action)).toEqual(["application.created"]);
    expect((await list(headers)).data.map((a: { id: string }) => a.id)).toEqual([created.id]);
  });

  it("refuses bad input with 422 naming the field, and writes nothing", async () => {
    const { headers } = await newStudent();
    const offersBachelors = await createUniversityRow(t.database.db, { degreeTypes: ["Bachelor's", "PhD"] });
    const cases: [Record<string, unknown>, string][] = [
      [body(offersBachelors.id, { programName: " " }), "programName"],
      [body(offersBachelors.id, { degreeType: "Doctorate" }), "degreeType"],
      [body(offersBachelors.id, { intakeTerm: "autumn" }), "intakeTerm"],
      [body(offersBachelors.id, { intakeYear: nextYear + 40 }), "intakeYear"],
      [body(offersBachelors.id, { deadlineDate: `${nextYear}-02-30` }), "deadlineDate"],
      [body(offersBachelors.id, { deadlineDate: "15/01/2027" }), "deadlineDate"],
      [body("not-a-uuid"), "universityId"],
      [body(UNKNOWN_ID), "universityId"],
      // The catalogue lists what this university offers, and Master's is not among them.
      [body(offersBachelors.id), "degreeType"],
    ];
    for (const [payload, field] of cases) {
      const res = await call("POST", "/api/applications", headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", field });
    }
    const badKey = await call("POST", "/api/applications", headers, body(offersBachelors.id), {
      "idempotency-key": "has spaces",
    });
    expect(badKey.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "Idempotency-Key" });
    expect((await list(headers)).meta.summary.total).toBe(0);

    const offered = await call(
      "POST",
      "/api/applications",
      headers,
      body(offersBachelors.id, { degreeType: "PhD" }),
    );
    expect(offered.statusCode).toBe(201);
  });

  it("checks the degree type only against a known list: an unknown one limits nothing", async () => {
    const { headers } = await newStudent();
    // No source lists this university's degree types: unknown, not "none".
    const unknown = await createUniversityRow(t.database.db, { degreeTypes: [] });
    const applied = await call("POST", "/api/applications", headers, body(unknown.id, { degreeType: "PhD" }));
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data.course).toEqual({ name: "Computer Science", degree: "PhD" });
    // A sourced list (College Scorecard and IPEDS for a US university) does limit it.
    const sourced = await createUniversityRow(t.database.db, { degreeTypes: ["Certificate", "Diploma"] });
    const refused = await call("POST", "/api/applications", headers, body(sourced.id, { degreeType: "PhD" }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "degreeType" });
    expect(refused.json().error.message).toContain("choose one of: Certificate, Diploma");
    expect((await list(headers)).meta.summary.total).toBe(1);
  });

  it(`stops at ${applicationLimits.maxPerStudent} applications per student`, async () => {
    const { user, headers } = await newStudent();
    const university = await createUniversityRow(t.database.db);
    for (let i = 0; i < applicationLimits.maxPerStudent; i++) {
      await t.database.db.insert(applications).values({
        studentId: user.id,
        universityId: university.id,
        programName: `Program ${i}`,
        degreeType: "Diploma",
        intakeTerm: "fall",
        intakeYear: nextYear,
      });
    }
    const res = await call("POST", "/api/applications", headers, body(university.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain(`at most ${applicationLimits.maxPerStudent} applications`);
    expect((await list(headers)).meta.summary.total).toBe(applicationLimits.maxPerStudent);
  });
});

describe("the Idempotency-Key header", () => {
  it("answers a retry with the first application, once per user", async () => {
    const first = await newStudent();
    const second = await newStudent();
    const university = await createUniversityRow(t.database.db);
    const key = { "idempotency-key": "create-7f3a" };
    const a = await call("POST", "/api/applications", first.headers, body(university.id), key);
    // The same request, its JSON written in another order: the same request.
    const reordered = Object.fromEntries(Object.entries(body(university.id)).reverse());
    const b = await call("POST", "/api/applications", first.headers, reordered, key);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(200);
    expect(b.headers["idempotent-replayed"]).toBe("true");
    expect(b.json().data.id).toBe(a.json().data.id);
    expect((await list(first.headers)).meta.summary.total).toBe(1);

    // The same key from another student is theirs: a separate application.
    const c = await call("POST", "/api/applications", second.headers, body(university.id), key);
    expect(c.json().data.id).not.toBe(a.json().data.id);
    expect((await list(second.headers)).meta.summary.total).toBe(1);
  });

  it("refuses the key sent again with another body, and creates nothing", async () => {
    const { headers } = await newStudent();
    const university = await createUniversityRow(t.database.db);
    const key = { "idempotency-key": "create-reused" };
    const a = await call("POST", "/api/applications", headers, body(university.id), key);
    expect(a.statusCode).toBe(201);

    const other = await call(
      "POST",
      "/api/applications",
      headers,
      body(university.id, { programName: "Other" }),
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED", field: "Idempotency-Key" });
    expect((await list(headers)).data.map((row: { course: { name: string } }) => row.course.name)).toEqual([
      "Computer Science",
    ]);
  });

  it("still replays a key 23 hours old, and the sweep forgets it after 24", async () => {
    const { user, headers } = await newStudent();
    const university = await createUniversityRow(t.database.db);
    const key = { "idempotency-key": "create-aged" };
    const a = await call("POST", "/api/applications", headers, body(university.id), key);
    const age = async (hours: number) => {
      const at = new Date(Date.now() - hours * 3_600_000);
      await t.database.db
        .update(idempotencyKeys)
        .set({ createdAt: at })
        .where(eq(idempotencyKeys.userId, user.id));
    };

    await age(23);
    await sweepIdempotencyKeys(t.database.db, new Date());
    const retry = await call("POST", "/api/applications", headers, body(university.id), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(a.json().data.id);

    await age(24.1);
    await sweepIdempotencyKeys(t.database.db, new Date());
    const keys = await storedKeysOf(user.id);
    expect(keys).toEqual([]);
  });

  it("creates one application when the same key arrives concurrently", async () => {
    const { user, headers } = await newStudent();
    const university = await createUniversityRow(t.database.db);
    const key = { "idempotency-key": "concurrent-1" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", "/api/applications", headers, body(university.id), key)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    expect((await list(headers)).meta.summary.total).toBe(1);
    const keys = await storedKeysOf(user.id);
    expect(keys).toHaveLength(1);
  });
});

describe("editing and deleting", () => {
  it("changes any field of a draft, re-checking the degree type against the catalogue", async () => {
    const { user, headers } = await newStudent();
    const university = await createUniversityRow(t.database.db, { degreeTypes: ["Master's", "Certificate"] });
    const app = await createApplicationRow(t.database.db, user.id, { universityId: university.id });
    const res = await call("PATCH", `/api/applications/${app.id}`, headers, {
      programName: "Data Science",
      degreeType: "Certificate",
      intakeTerm: "spring",
      deadlineDate: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      course: { name: "Data Science", degree: "Certificate" },
      intake: { term: "spring" },
      deadlineDate: null,
    });
    expect(res.json().data.checklist.map((i: { type: string }) => i.type)).toEqual(["transcript", "resume"]);
    const refused = await call("PATCH", `/api/applications/${app.id}`, headers, { degreeType: "PhD" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.field).toBe("degreeType");
    const bad = await call("PATCH", `/api/applications/${app.id}`, headers, { intakeYear: "soon" });
    expect(bad.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "intakeYear" });
    expect((await detail(headers, app.id)).course.degree).toBe("Certificate");
  });

  it("changes only the notes once submitted", async () => {
    const { user, headers } = await newStudent();
    const app = await createApplicationRow(t.database.db, user.id, { status: "under_review" });
    const notes = await call("PATCH", `/api/applications/${app.id}`, headers, {
      notes: "Interview on Monday",
    });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().data.notes).toBe("Interview on Monday");
    // Resending an unchanged field with the notes is fine; changing it is not.
    const same = await call("PATCH", `/api/applications/${app.id}`, headers, {
      programName: "Computer Science",
      notes: "Interview on Tuesday",
    });
    expect(same.statusCode).toBe(200);
    const refused = await call("PATCH", `/api/applications/${app.id}`, headers, {
      programName: "Law",
      notes: "x",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "CONFLICT", field: "programName" });
    expect(refused.json().error.message).toContain("only its notes can change");
    expect(await detail(headers, app.id)).toMatchObject({
      course: { name: "Computer Science" },
      notes: "Interview on Tuesday",
    });
  });

  it("deletes drafts, rejected and withdrawn applications; one in progress is withdrawn first", async () => {
    const { user, headers } = await newStudent();
    for (const status of ["draft", "rejected", "withdrawn"] as const) {
      const app = await createApplicationRow(t.database.db, user.id, { status });
      const res = await call("DELETE", `/api/applications/${app.id}`, headers);
      expect(res.statusCode, status).toBe(200);
      expect(res.json().data).toEqual({ id: app.id });
      expect((await call("GET", `/api/applications/${app.id}`, headers)).statusCode).toBe(404);
    }
    const open = await createApplicationRow(t.database.db, user.id, { status: "submitted" });
    const refused = await call("DELETE", `/api/applications/${open.id}`, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Withdraw this application before deleting it.");
    expect((await detail(headers, open.id)).status).toBe("submitted");
  });
});

describe("the lifecycle", () => {
  for (const { from, to, by } of applicationTransitions) {
    it(`${by} moves ${from} -> ${to}, kept in the history`, async () => {
      const student = await newStudent("Lin");
      const app = await createApplicationRow(t.database.db, student.user.id, { status: from });
      const actor = by === "student" ? student.headers : admin;
      const res = await move(actor, app.id, to, "Checked by phone");
      expect(res.statusCode, res.body).toBe(200);
      const moved = res.json().data;
      expect(moved.status).toBe(to);
      expect(moved.history.at(-1)).toMatchObject({
        from,
        to,
        note: "Checked by phone",
        by: { role: by === "student" ? "student" : "admin" },
      });
      expect(moved.history).toHaveLength(2);
      if (to === "submitted") expect(moved.submittedAt).not.toBeNull();
    });
  }

  const refused: [string, ApplicationStatus, ApplicationStatus, "student" | "staff"][] = [
    ["a student cannot review their own application", "submitted", "under_review", "student"],
    ["a student cannot accept themselves", "under_review", "accepted", "student"],
    ["a student cannot enrol themselves", "offer_accepted", "enrolled", "student"],
    ["staff do not submit for the student", "draft", "submitted", "staff"],
    ["staff do not withdraw for the student", "submitted", "withdrawn", "staff"],
    ["a rejection is final", "rejected", "under_review", "staff"],
    ["a withdrawal is final", "withdrawn", "submitted", "staff"],
    ["an enrolment is final", "enrolled", "deferred", "staff"],
    ["a draft is not accepted", "draft", "accepted", "staff"],
    ["nothing moves to draft", "submitted", "draft", "student"],
  ];
  for (const [what, from, to, by] of refused) {
    it(`refuses: ${what} (409, nothing changed)`, async () => {
      const student = await newStudent();
      const app = await createApplicationRow(t.database.db, student.user.id, { status: from });
      const res = await move(by === "student" ? student.headers : admin, app.id, to);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe("CONFLICT");
      expect(res.json().error.message).toContain(
        `from ${applicationStatusLabels[from]} to ${applicationStatusLabels[to]}`,
      );
      const after = await detail(student.headers, app.id);
      expect(after.status).toBe(from);
      expect(after.history).toHaveLength(1);
    });
  }

  it("offers each caller the moves the table gives them", async () => {
    const student = await newStudent();
    const app = await createApplicationRow(t.database.db, student.user.id, { status: "under_review" });
    expect((await detail(student.headers, app.id)).nextStatuses).toEqual(["withdrawn"]);
    expect((await detail(admin, app.id)).nextStatuses).toEqual([
      "waitlisted",
      "conditional_offer",
      "accepted",
      "rejected",
    ]);
    const bad = await move(admin, app.id, "approved" as ApplicationStatus);
    expect(bad.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "to" });
  });

  it("names the required documents still missing, before and in the answer to a submit (decision 074)", async () => {
    const student = await newStudent();
    const app = await createApplicationRow(t.database.db, student.user.id, { degreeType: "Certificate" });
    expect((await detail(student.headers, app.id)).missingDocuments).toEqual(["transcript", "resume"]);
    await createDocumentRow(t.database.db, student.user.id, { type: "resume", name: "CV" });
    expect((await detail(student.headers, app.id)).missingDocuments).toEqual(["transcript"]);
    // Submitting stays the student's choice once they confirmed it: the answer says what is missing.
    const submitted = await move(student.headers, app.id, "submitted");
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: "submitted", missingDocuments: ["transcript"] });
    await createDocumentRow(t.database.db, student.user.id, { type: "transcript" });
    expect((await detail(admin, app.id)).missingDocuments).toEqual([]);
  });

  it("notifies the student of staff moves, not of their own", async () => {
    const student = await newStudent();
    const university = await createUniversityRow(t.database.db, { name: "Fjord Institute" });
    const app = await createApplicationRow(t.database.db, student.user.id, { universityId: university.id });
    expect((await move(student.headers, app.id, "submitted")).statusCode).toBe(200);
    expect((await move(admin, app.id, "under_review")).statusCode).toBe(200);
    const notes = (await call("GET", "/api/notifications", student.headers)).json().data;
    const updates = notes.filter((n: { type: string }) => n.type === "application");
    expect(updates).toEqual([
      expect.objectContaining({ message: "Your application to Fjord Institute is now Under Review." }),
    ]);
  });

  it("lets only one of two concurrent moves through", async () => {
    const student = await newStudent();
    const app = await createApplicationRow(t.database.db, student.user.id, { status: "submitted" });
    // Neither move is allowed after the other, whichever lands first.
    const answers = await Promise.all([
      move(admin, app.id, "rejected"),
      move(student.headers, app.id, "withdrawn"),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await detail(student.headers, app.id);
    expect(after.history).toHaveLength(2);
    expect(after.status).toBe(answers.find((r) => r.statusCode === 200)?.json().data.status);
  });
});

describe("the checklist", () => {
  it("is the student's to choose: staff who see it are refused (403) and nothing changes", async () => {
    const { user, headers } = await newStudent();
    const app = await createApplicationRow(t.database.db, user.id, { degreeType: "Bachelor's" });
    const document = await createDocumentRow(t.database.db, user.id, { type: "transcript" });
    const before = await detail(headers, app.id);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/applications/${app.id}/checklist/transcript`,
      headers: admin,
      payload: { documentId: document.id },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
    expect(await detail(headers, app.id)).toEqual(before);
  });

  it("ticks items by the newest document of each type, green once verified, and takes attached documents", async () => {
    const { user, headers } = await newStudent();
    const app = await createApplicationRow(t.database.db, user.id, { degreeType: "Bachelor's" });
    const db = t.database.db;
    const older = await createDocumentRow(db, user.id, { type: "transcript", name: "Old transcript" });
    const newer = await createDocumentRow(db, user.id, { type: "transcript", name: "New transcript" });
    await createDocumentRow(db, user.id, { type: "essay", name: "Essay", verifiedAt: new Date() });
    const essayItem = { type: "essay", state: "verified", attached: false };

    const auto = await detail(headers, app.id);
    expect(auto.progress).toBe(50);
    expect(auto.checklist).toEqual([
      expect.objectContaining({
        type: "transcript",
        state: "received",
        attached: false,
        document: { id: newer.id, name: "New transcript", isVerified: false },
      }),
      expect.objectContaining({ type: "test_score", state: "missing", document: null }),
      expect.objectContaining(essayItem),
      expect.objectContaining({ type: "recommendation", state: "missing" }),
    ]);

    const attached = await call("PUT", `/api/applications/${app.id}/checklist/transcript`, headers, {
      documentId: older.id,
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data.checklist[0]).toMatchObject({
      attached: true,
      document: { id: older.id, name: "Old transcript" },
    });
    // The list carries the progress; the items are the detail's.
    const listed = (await list(headers)).data[0];
    expect(listed).toMatchObject({ id: app.id, progress: 50 });
    expect(listed).not.toHaveProperty("checklist");

    const detached = await call("PUT", `/api/applications/${app.id}/checklist/transcript`, headers, {
      documentId: null,
    });
    expect(detached.json().data.checklist[0]).toMatchObject({ attached: false, document: { id: newer.id } });
  });

  it("refuses a document of another type, an item the checklist lacks, and another student's document", async () => {
    const { user, headers } = await newStudent();
    const other = await newStudent();
    const app = await createApplicationRow(t.database.db, user.id, { degreeType: "Certificate" });
    const resume = await createDocumentRow(t.database.db, user.id, { type: "resume" });
    const theirs = await createDocumentRow(t.database.db, other.user.id, { type: "transcript" });
    const url = (item: string) => `/api/applications/${app.id}/checklist/${item}`;

    const wrongType = await call("PUT", url("transcript"), headers, { documentId: resume.id });
    expect(wrongType.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "documentId" });
    const noItem = await call("PUT", url("essay"), headers, { documentId: null });
    expect(noItem.json().error).toMatchObject({ code: "VALIDATION_ERROR", field: "item" });
    const badItem = await call("PUT", url("diploma"), headers, { documentId: null });
    expect(badItem.statusCode).toBe(422);

    const stolen = await call("PUT", url("transcript"), headers, { documentId: theirs.id });
    const unknown = await call("PUT", url("transcript"), headers, { documentId: UNKNOWN_ID });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual(unknown.json());
    expect(stolen.json().error.message).toBe("Document not found");
    const after = await detail(headers, app.id);
    expect(after.checklist[0]).toMatchObject({ type: "transcript", state: "missing", document: null });
  });
});

describe("another student's application", () => {
  it("answers 404 like an unknown id on every route and changes nothing", async () => {
    const owner = await newStudent();
    const stranger = await newStudent();
    const app = await createApplicationRow(t.database.db, owner.user.id);
    const doc = await createDocumentRow(t.database.db, owner.user.id, { type: "transcript" });
    const before = await detail(owner.headers, app.id);
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ["GET", "/api/applications/{id}"],
      ["PATCH", "/api/applications/{id}", { programName: "Stolen" }],
      ["DELETE", "/api/applications/{id}"],
      ["POST", "/api/applications/{id}/transitions", { to: "submitted" }],
      ["PUT", "/api/applications/{id}/checklist/transcript", { documentId: doc.id }],
    ];
    for (const [method, path, payload] of routes) {
      const theirs = await call(method, path.replace("{id}", app.id), stranger.headers, payload);
      const unknown = await call(method, path.replace("{id}", UNKNOWN_ID), stranger.headers, payload);
      expect(theirs.statusCode, `${method} ${path}`).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    }
    // A counselor who does not work this student is a stranger too.
    expect((await call("GET", `/api/applications/${app.id}`, counselor)).statusCode).toBe(404);
    expect(await detail(owner.headers, app.id)).toEqual(before);
  });

  it("is open to staff who work the student (an admin)", async () => {
    const owner = await newStudent();
    const app = await createApplicationRow(t.database.db, owner.user.id, { status: "submitted" });
    const seen = await call("GET", `/api/applications/${app.id}`, admin);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.nextStatuses).toEqual(["under_review", "rejected"]);
  });
});

describe("the same program and intake twice", () => {
  it("is refused with 409 at the intake, on create and on edit, and written once", async () => {
    const { headers } = await newStudent();
    const university = await createUniversityRow(t.database.db, { degreeTypes: ["Master's"] });
    const first = await start(headers, university.id);
    expect(first.statusCode).toBe(201);
    // The program's name in other case and spacing is the same program.
    const again = await start(headers, university.id, { programName: "  computer SCIENCE " });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: "CONFLICT", field: "intakeYear" });
    expect(again.json().error.message).toContain("already have an application for this program and intake");
    // Another intake is another application; moving it onto the first one's intake is refused.
    const spring = await start(headers, university.id, { intakeTerm: "spring" });
    expect(spring.statusCode).toBe(201);
    const moved = await call("PATCH", `/api/applications/${spring.json().data.id}`, headers, {
      intakeTerm: "fall",
    });
    expect(moved.statusCode).toBe(409);
    expect((await detail(headers, spring.json().data.id)).intake.term).toBe("spring");
    expect((await list(headers)).data).toHaveLength(2);
    // Another student applies to the same program freely.
    const other = await newStudent("Grace");
    expect((await start(other.headers, university.id)).statusCode).toBe(201);
  });

  it("may be started again once the first was withdrawn", async () => {
    const { user, headers } = await newStudent();
    const university = await createUniversityRow(t.database.db, { degreeTypes: ["Master's"] });
    // The factory's program and intake are those of body().
    await createApplicationRow(t.database.db, user.id, { universityId: university.id, status: "withdrawn" });
    expect((await start(headers, university.id)).statusCode).toBe(201);
  });
});

describe("the list, the tiles and recent", () => {
  it("lists 50 applications with their checklists and the tile figures", async () => {
    const { user, headers } = await newStudent();
    const db = t.database.db;
    const statuses: ApplicationStatus[] = [
      ...Array<ApplicationStatus>(20).fill("draft"),
      ...Array<ApplicationStatus>(10).fill("submitted"),
      ...Array<ApplicationStatus>(5).fill("under_review"),
      ...Array<ApplicationStatus>(6).fill("accepted"),
      ...Array<ApplicationStatus>(2).fill("conditional_offer"),
      ...Array<ApplicationStatus>(4).fill("rejected"),
      ...Array<ApplicationStatus>(3).fill("withdrawn"),
    ];
    const university = await createUniversityRow(db);
    for (const status of statuses)
      await createApplicationRow(db, user.id, { status, universityId: university.id });
    await createDocumentRow(db, user.id, { type: "transcript" });
    await createDocumentRow(db, user.id, { type: "resume", verifiedAt: new Date() });

    const page = await list(headers);
    expect(page.data).toHaveLength(50);
    expect(page.meta.total).toBe(50);
    expect(page.meta.summary).toMatchObject({
      total: 50,
      submitted: 15,
      accepted: 8,
      successRate: 66.7,
      progress: 60,
    });
    expect(page.meta.summary.byStatus).toMatchObject({ draft: 20, accepted: 6, withdrawn: 3, enrolled: 0 });
    // Master's: transcript and resume of five items.
    expect(page.data.every((a: { progress: number }) => a.progress === 40)).toBe(true);
  });

  it("shows unknown success rate and zero progress with no applications", async () => {
    const { headers } = await newStudent();
    expect((await list(headers)).meta.summary).toMatchObject({ total: 0, successRate: null, progress: 0 });
    expect((await call("GET", "/api/applications/recent", headers)).json().data).toEqual([]);
  });

  it(`answers the ${applicationLimits.recent} most recently changed applications`, async () => {
    const { user, headers } = await newStudent();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const at = new Date(Date.now() - (10 - i) * 60_000);
      ids.push((await createApplicationRow(t.database.db, user.id, { createdAt: at, updatedAt: at })).id);
    }
    const oldest = ids[0] as string;
    await call("PATCH", `/api/applications/${oldest}`, headers, { notes: "Touched" });
    const recent = (await call("GET", "/api/applications/recent", headers)).json().data;
    expect(recent.map((a: { id: string }) => a.id)).toEqual([oldest, ...ids.slice(3).reverse()]);
  });
});

describe("recent applications on the team dashboard", () => {
  it("answers a counselor their assigned students' only, an admin everyone's, each with its student's progress", async () => {
    const db = t.database.db;
    const counselorUser = await createUser(db, { userType: "team_member", teamRole: "counselor" });
    const own = await signIn(t.app, counselorUser);
    const assigned = await newStudent("Assigned");
    const elsewhere = await newStudent("Elsewhere");
    await assignStudentRow(db, assigned.user.id, counselorUser.id);
    await assignStudentRow(
      db,
      elsewhere.user.id,
      (await createUser(db, { userType: "team_member", teamRole: "counselor" })).id,
    );
    // Changed after every other application of this file, so they lead an admin's list too.
    const at = (minutes: number) => new Date(Date.now() + 24 * 60 * 60_000 + minutes * 60_000);
    const mine = [
      await createApplicationRow(db, assigned.user.id, { updatedAt: at(1) }),
      await createApplicationRow(db, assigned.user.id, { updatedAt: at(3) }),
    ];
    const theirs = await createApplicationRow(db, elsewhere.user.id, { updatedAt: at(2) });
    await createDocumentRow(db, assigned.user.id, { type: "transcript" });

    const seen = await call("GET", "/api/applications/recent", own);
    expect(seen.statusCode, seen.body).toBe(200);
    const data = seen.json().data as { id: string; studentId: string; progress: number }[];
    expect(data.map((a) => a.id)).toEqual([mine[1]?.id, mine[0]?.id]);
    expect(data.every((a) => a.studentId === assigned.user.id)).toBe(true);
    // Master's: the assigned student's transcript of five items.
    expect(data.map((a) => a.progress)).toEqual([20, 20]);

    const all = (await call("GET", "/api/applications/recent", admin)).json().data as typeof data;
    expect(all.slice(0, 3).map((a) => [a.id, a.progress])).toEqual([
      [mine[1]?.id, 20],
      [theirs.id, 0],
      [mine[0]?.id, 20],
    ]);
    expect(all).toHaveLength(applicationLimits.recent);
  });
});

describe("an upload that names an application (for the documents module)", () => {
  it("reaches only the uploader's application and counts the new document for its item", async () => {
    const owner = await newStudent();
    const stranger = await newStudent();
    const app = await createApplicationRow(t.database.db, owner.user.id, { degreeType: "Diploma" });
    await expect(applicationForUpload(t.ctx, actorFor(stranger.user), app.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Application not found",
    });
    await applicationForUpload(t.ctx, actorFor(owner.user), app.id);
    const attach = (document: { id: string; studentId: string; type: DocumentType }) =>
      t.database.db.transaction((tx) =>
        attachUploadedDocument(tx, actorFor(owner.user), app.id, document, new Date()),
      );
    const resume = await createDocumentRow(t.database.db, owner.user.id, { type: "resume" });
    const essay = await createDocumentRow(t.database.db, owner.user.id, { type: "essay" });
    const theirs = await createDocumentRow(t.database.db, stranger.user.id, { type: "transcript" });
    expect(await attach(resume)).toBe(true);
    expect(await attach(essay)).toBe(false);
    expect(await attach(theirs)).toBe(false);
    const after = await detail(owner.headers, app.id);
    expect(after.checklist).toEqual([
      expect.objectContaining({ type: "transcript", document: null }),
      expect.objectContaining({
        type: "resume",
        attached: true,
        document: expect.objectContaining({ id: resume.id }),
      }),
    ]);
  });
});

describe("the service's own policy", () => {
  it("keeps applications for students only, whoever calls it (a job, a socket), and writes nothing", async () => {
    const staff = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
    const actor = actorFor(staff);
    const university = await createUniversityRow(t.database.db);
    await expect(listApplications(t.ctx, actor)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const input = body(university.id) as Parameters<typeof createApplication>[2];
    await expect(
      createApplication(t.ctx, { actor, origin: { ip: "127.0.0.1", userAgent: null } }, input, {
        idempotencyKey: undefined,
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const written = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.studentId, staff.id));
    expect(written).toEqual([]);
  });
});

describe("the catalogue", () => {
  it("keeps a university that students apply to: deleting it answers 409, not a 500", async () => {
    const student = await newStudent();
    const university = await createUniversityRow(t.database.db);
    const app = await createApplicationRow(t.database.db, student.user.id, { universityId: university.id });
    const res = await call("DELETE", `/api/admin/universities/${university.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain("Students have applications to this university");
    expect((await detail(student.headers, app.id)).university.id).toBe(university.id);
  });
});
