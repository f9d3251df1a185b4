import { ErrorCodeSchema, type TeamRole, type UserType, unknownStudyPreferences } from "@meridian/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, followUpNotes, type UserRow } from "./db/schema/index.js";
import { notify } from "./modules/notifications/notifications.service.js";
import {
  checkoutCompletedEvent,
  stripeSignatureHeader,
  stripeStyleId,
} from "./modules/subscriptions/stripe-events.js";
import { documentForm, insertStoredDocument } from "./test/documents.js";
import {
  assignStudentRow,
  createApplicationRow,
  createPlan,
  createUser,
  TEST_PASSWORD,
} from "./test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "./test/http.js";
import { registrationForm } from "./test/registration-form.js";
import { createTestApp, type TestApp, TestClock } from "./test/test-app.js";

/**
 * The spec's call tables replayed against the server: every call of spec part 1 §7 ("Endpoints
 * for access and session") and part 2 §7 ("The calls it makes"), made as the spec's client makes
 * it (its path, its payload with the spec's field names), and its answer checked against the
 * fields the spec describes (§3 of each part). Our answers may carry more; they may not carry
 * less. Where we answer differently on purpose, the entry is in our shape and says why (decision
 * 078 keeps the record of those deviations).
 */

/** Every call the spec's tables list, in their order. */
const specCallTable = [
  // Part 1 §7
  "GET /api/auth/csrf-token",
  "GET /api/auth/me",
  "POST /api/auth/logout",
  "GET /api/auth/team-login-visibility",
  "POST /api/auth/student-register",
  "POST /api/auth/student-login",
  "POST /api/auth/team-login",
  "GET /api/staff-invite/{token}",
  "POST /api/auth/register-staff",
  // Part 2 §7
  "GET /api/universities",
  "GET /api/admin/universities",
  "GET /api/applications",
  "GET /api/applications/recent",
  "DELETE /api/applications/{id}",
  "GET /api/documents",
  "POST /api/documents",
  "DELETE /api/documents/{id}",
  "GET /api/recommendations",
  "GET /api/notifications",
  "GET /api/notifications/unread-count",
  "PUT /api/notifications/{id}/read",
  "GET /api/analytics/dashboard",
  "GET /api/counselor/assigned-students",
  "GET /api/admin/staff",
  "PUT /api/users/profile",
  "POST /api/users/change-password",
  "GET /api/counselor/student/{studentId}",
  "PUT /api/counselor/update-student-profile/{studentId}",
  "GET /api/counselor/followups/{studentId}",
  "POST /api/counselor/followups/{studentId}",
  "GET /api/students/documents/{studentId}",
  "GET /api/counselor/chat/{studentId}",
  "POST /api/counselor/chat/{studentId}",
  "PUT /api/chat/messages/{messageId}/read",
  "GET /api/subscription-plans",
  "POST /api/subscription/conversion",
  "POST /api/webhooks/subscription",
] as const;
type SpecCallName = (typeof specCallTable)[number];

/**
 * Calls the spec lists that later issues bring, each with what it comes with. The test below
 * holds this list to exactly the calls we do not serve: a call served since fails it (move it to
 * the table of entries), and so does a call that stops being served.
 */
const notServedYet: Partial<Record<SpecCallName, string>> = {
  "GET /api/analytics/dashboard":
    "issue 38 (admin console): the team dashboard's analytics (activeStudents, …)",
  "GET /api/admin/staff": "issue 38 (admin console): the admin's staff list",
};

// ---- Field lists of the spec's entities (spec part 1 §3, part 2 §3) ----

/** "a.b" names a nested field; "a|b" either of two names the spec gives for one field. */
type FieldPath = string;

const sessionUserFields: FieldPath[] = [
  "id",
  "firstName",
  "lastName",
  "email",
  "profilePicture",
  "userType",
  "teamRole",
  "createdAt",
  "lastLoginAt",
  "accountStatus",
];
const universityFields: FieldPath[] = [
  "id",
  "name",
  "city",
  "country",
  "worldRanking",
  "ranking.world",
  "specialization",
  "description",
  "offerLetterFee",
  "annualFee",
  "tuitionFees.international.min",
  "website",
];
const applicationFields: FieldPath[] = [
  "id",
  "status",
  "university.name",
  "university.city",
  "university.country",
  "course.name",
  "course.degree",
  "deadlineDate",
  "deadline",
  "submittedAt",
  "notes",
  "progress",
];
const recommendationFields: FieldPath[] = [
  "id",
  "university",
  "country",
  "program",
  "tuition",
  "ranking",
  "matchScore",
];
// No filePath: uploads are multipart and the server keeps the file; a path into our storage is
// never answered. No metadata.qualityScore: nothing grades a document, and a made-up score would
// be an invented figure. Both are deviations recorded in decision 078.
const documentFields: FieldPath[] = [
  "id",
  "type",
  "name",
  "fileName",
  "fileSize",
  "mimeType",
  "description",
  "tags",
  "isVerified",
  "createdAt",
];
const studentDocumentFields: FieldPath[] = [...documentFields, "status", "uploadedAt"];
const notificationFields: FieldPath[] = ["id", "type", "title", "message", "isRead", "readAt", "createdAt"];
const assignedStudentFields: FieldPath[] = [
  "id",
  "userId",
  "firstName",
  "lastName",
  "email",
  "intendedMajor",
  "universitiesShortlisted",
  "status",
  "lastActivity",
  "profilePicture",
];
const profileGroups = [
  "personalDetails",
  "academicDetails",
  "workDetails",
  "testScores",
  "studyPreferences",
  "universityPreferences",
  "financialInfo",
  "visaHistory",
  "familyDetails",
  "additionalInfo",
];
const counselorStudentFields: FieldPath[] = [
  "id",
  "firstName",
  "lastName",
  "email",
  "phone",
  "status",
  "dateOfBirth",
  "currentEducationLevel",
  "institutionName",
  "gpa",
  "academicScoringType",
  "academicInterests",
  ...profileGroups,
];
const chatMessageFields: FieldPath[] = ["id", "content", "senderId", "sender", "timestamp", "isRead|read"];
const followUpFields: FieldPath[] = ["title", "priority", "content", "date"];
const planFields: FieldPath[] = [
  "id",
  "name",
  "description",
  "price",
  "isActive",
  "maxUniversities",
  "maxCountries",
  "supportType",
  "features",
];

// ---- The callers and the records the calls name ----

type Caller = "anonymous" | "payment provider" | "student" | "counselor" | "admin" | "company";
type SignedInCaller = Exclude<Caller, "anonymous" | "payment provider">;
const callerKinds: Record<SignedInCaller, { userType: UserType; teamRole: TeamRole | null }> = {
  student: { userType: "customer", teamRole: null },
  counselor: { userType: "team_member", teamRole: "counselor" },
  admin: { userType: "team_member", teamRole: "admin" },
  company: { userType: "company_profile", teamRole: null },
};

interface Records {
  emails: Record<"student" | "counselor" | "company", string>;
  /** The student's profile id: what the counselor's calls take as `{studentId}`. */
  profileId: string;
  applicationToDelete: string;
  documentToDelete: string;
  notificationId: string;
  /** A message the student wrote, which their counselor marks read. */
  studentMessageId: string;
  invitationTokens: [string, string];
  planId: string;
  /** Students with no plan yet, one for each way of buying one. */
  buyers: Record<"conversion" | "webhook", { profileId: string; email: string }>;
}

interface Request {
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
}

type Answer =
  /** "response shape not shown" (or blank): a success with `data`. */
  | { kind: "not shown" }
  /** `data` is an object with these fields. */
  | { kind: "object"; fields: FieldPath[] }
  /** "list", "array", "list of …": `data` is an array (of at least one item here) whose items have these fields. */
  | { kind: "list"; fields: FieldPath[] };

interface SpecCall {
  call: SpecCallName;
  /** Who the spec's client is when it makes the call. */
  as: Caller;
  /** On a session of its own (a new user of that kind), for a call that ends or changes it. */
  ownSession?: boolean;
  ids?: (r: Records) => Record<string, string>;
  query?: Record<string, string>;
  request?: (r: Records, caller: Record<string, string | undefined>) => Request | Promise<Request>;
  answer: Answer;
  /** What else the spec states of the answer (a value, not only a field's name). */
  also?: (data: Json, body: Json) => void;
}

type Json = Record<string, unknown>;
/** The items of a list answer. */
const itemsOf = (data: Json) => data as unknown as Json[];

const json = (payload: object): Request => ({ payload });

/** Either "student" or "counselor" (spec part 2 §3 "Chat message"). */
const expectSpecSender = (message: Json, sender?: "student" | "counselor") =>
  sender === undefined
    ? expect(["student", "counselor"]).toContain(message.sender)
    : expect(message.sender).toBe(sender);

const specCalls: SpecCall[] = [
  // ---- Part 1 §7: access and session ----
  {
    call: "GET /api/auth/csrf-token",
    as: "anonymous",
    answer: { kind: "not shown" },
    also: (_data, body) => {
      const token = body.csrfToken ?? (body.data as Json | undefined)?.csrfToken;
      expect(token, "csrfToken, at top level or inside data").toEqual(expect.any(String));
    },
  },
  { call: "GET /api/auth/me", as: "student", answer: { kind: "object", fields: sessionUserFields } },
  { call: "POST /api/auth/logout", as: "student", ownSession: true, answer: { kind: "not shown" } },
  {
    // Deviation (decision 078): whether a secret code is set, never the code itself.
    call: "GET /api/auth/team-login-visibility",
    as: "anonymous",
    answer: { kind: "object", fields: ["visible", "secretCodeEnabled"] },
    also: (data) => expect(data).not.toHaveProperty("secretCode"),
  },
  {
    // Deviation (decision 078): the form start and the math challenge are the server's signed
    // ones (GET /api/auth/form-start, GET /api/auth/math-challenge), not made by the browser.
    call: "POST /api/auth/student-register",
    as: "anonymous",
    request: async () => json(await registrationForm(t.app, () => clock.advance(10_000))),
    answer: { kind: "object", fields: ["message"] },
    also: (data) => expect(data.message).toEqual(expect.any(String)),
  },
  {
    call: "POST /api/auth/student-login",
    as: "anonymous",
    request: (r) => json({ email: r.emails.student, password: TEST_PASSWORD }),
    answer: { kind: "object", fields: ["user", "token", "coolingPeriod"] },
  },
  {
    call: "POST /api/auth/team-login",
    as: "anonymous",
    request: (r) => json({ email: r.emails.counselor, password: TEST_PASSWORD }),
    answer: { kind: "object", fields: ["user", "token", "user.teamRole"] },
    also: (data) => expect(data.user).toMatchObject({ teamRole: "counselor" }),
  },
  {
    call: "GET /api/staff-invite/{token}",
    as: "anonymous",
    ids: (r) => ({ token: r.invitationTokens[0] }),
    answer: { kind: "not shown" },
  },
  {
    call: "POST /api/auth/register-staff",
    as: "anonymous",
    request: (r) =>
      json({
        email: `staff-${Math.random().toString(36).slice(2)}@gmail.com`,
        password: "Strong-Pass1",
        firstName: "Noor",
        lastName: "Haddad",
        teamRole: "counselor",
        invitationToken: r.invitationTokens[1],
      }),
    answer: { kind: "object", fields: ["user"] },
  },

  // ---- Part 2 §7: the feature areas ----
  {
    call: "GET /api/universities",
    as: "student",
    query: {
      search: "Reykjavik",
      country: "Iceland,Norway",
      fields: "Computer Science,Engineering",
      degreeType: "Master's",
      minTuition: "10000",
      maxTuition: "25000",
      maxRanking: "50",
      sortBy: "ranking",
      limit: "6",
      offset: "0",
    },
    answer: { kind: "object", fields: ["universities", "total", "hasMore"] },
    also: (data) => {
      expect(data.universities).toEqual([expect.anything()]);
      expectFields(data.universities as Json[], universityFields);
    },
  },
  {
    // Which roles may call it the spec does not show (part 2 §6): an admin's catalogue.
    call: "GET /api/admin/universities",
    as: "admin",
    answer: { kind: "list", fields: universityFields },
  },
  { call: "GET /api/applications", as: "student", answer: { kind: "list", fields: applicationFields } },
  // The team dashboard's call (part 2 §2): the applications of the students the caller works.
  {
    call: "GET /api/applications/recent",
    as: "counselor",
    answer: { kind: "list", fields: applicationFields },
  },
  {
    call: "DELETE /api/applications/{id}",
    as: "student",
    ids: (r) => ({ id: r.applicationToDelete }),
    answer: { kind: "not shown" },
  },
  { call: "GET /api/documents", as: "student", answer: { kind: "list", fields: documentFields } },
  {
    // Deviation (decision 078): the file and its fields in one multipart form, not a JSON record
    // naming a filePath; the answer is the created document.
    call: "POST /api/documents",
    as: "student",
    request: () =>
      documentForm({
        type: "transcript",
        name: "Final transcript",
        description: "Signed by the registrar",
        tags: "grades, final year",
        filename: "transcript.pdf",
      }),
    answer: { kind: "object", fields: documentFields },
  },
  {
    call: "DELETE /api/documents/{id}",
    as: "student",
    ids: (r) => ({ id: r.documentToDelete }),
    answer: { kind: "not shown" },
  },
  {
    call: "GET /api/recommendations",
    as: "student",
    answer: { kind: "list", fields: recommendationFields },
    also: (data) => {
      for (const item of itemsOf(data)) {
        // Values a card shows as they are: the university's name, tuition in words (or none).
        expect(item.university).toEqual(expect.any(String));
        expect(item.country).toEqual(expect.any(String));
        expect(item.tuition === null || typeof item.tuition === "string", `tuition ${item.tuition}`).toBe(
          true,
        );
      }
    },
  },
  { call: "GET /api/notifications", as: "student", answer: { kind: "list", fields: notificationFields } },
  {
    call: "GET /api/notifications/unread-count",
    as: "student",
    answer: { kind: "object", fields: ["count"] },
    also: (data) => expect(data.count).toEqual(expect.any(Number)),
  },
  {
    call: "PUT /api/notifications/{id}/read",
    as: "student",
    ids: (r) => ({ id: r.notificationId }),
    answer: { kind: "not shown" },
  },
  {
    call: "GET /api/counselor/assigned-students",
    as: "counselor",
    answer: { kind: "list", fields: assignedStudentFields },
  },
  {
    // The spec's payload, its email among the fields: sent unchanged it is accepted (decision 090).
    call: "PUT /api/users/profile",
    as: "student",
    request: (r) =>
      json({
        firstName: "Sofia",
        lastName: "Martins",
        email: r.emails.student,
        phone: "+44 20 7946 0958",
        location: "Lisbon, Portugal",
        bio: "Computer science, then a master's abroad.",
      }),
    answer: { kind: "object", fields: [...sessionUserFields, "phone", "location", "bio"] },
    also: (data) => expect(data).toMatchObject({ firstName: "Sofia", phone: "+442079460958" }),
  },
  {
    call: "POST /api/users/change-password",
    as: "student",
    ownSession: true,
    request: () => json({ oldPassword: TEST_PASSWORD, newPassword: "Amber-Lantern-42" }),
    answer: { kind: "not shown" },
  },
  {
    call: "GET /api/counselor/student/{studentId}",
    as: "counselor",
    ids: (r) => ({ studentId: r.profileId }),
    answer: { kind: "object", fields: counselorStudentFields },
  },
  {
    // The screen's Save (part 2 §4, §5): the student as read, copied into a draft, one value
    // edited, then cleaned: groups whose values are all empty and empty top-level values dropped,
    // the scoring type kept (gpa when the student has none).
    call: "PUT /api/counselor/update-student-profile/{studentId}",
    as: "counselor",
    ids: (r) => ({ studentId: r.profileId }),
    request: async (r, caller) => {
      const read = await t.app.inject({
        method: "GET",
        url: `/api/counselor/student/${r.profileId}`,
        headers: caller,
      });
      expect(read.statusCode, read.body).toBe(200);
      const student = read.json().data as Json;
      const draft: Json = {
        ...student,
        ...Object.fromEntries(profileGroups.map((group) => [group, student[group] ?? {}])),
        academicScoringType: student.academicScoringType ?? "gpa",
      };
      draft.personalDetails = { ...(draft.personalDetails as object), city: "Lyon" };
      return json(cleanedDraft(draft));
    },
    answer: { kind: "not shown" },
  },
  {
    call: "GET /api/counselor/followups/{studentId}",
    as: "counselor",
    ids: (r) => ({ studentId: r.profileId }),
    answer: { kind: "list", fields: followUpFields },
  },
  {
    // "a note" (part 2 §3 "Follow-up note": title, priority, content, date).
    call: "POST /api/counselor/followups/{studentId}",
    as: "counselor",
    ids: (r) => ({ studentId: r.profileId }),
    request: () =>
      json({
        title: "Call about the visa interview",
        priority: "high",
        content: "Bring the bank statements.",
        date: "2027-01-15",
      }),
    answer: { kind: "not shown" },
  },
  {
    call: "GET /api/students/documents/{studentId}",
    as: "counselor",
    ids: (r) => ({ studentId: r.profileId }),
    answer: { kind: "list", fields: studentDocumentFields },
  },
  {
    call: "GET /api/counselor/chat/{studentId}",
    as: "counselor",
    ids: (r) => ({ studentId: r.profileId }),
    answer: { kind: "list", fields: chatMessageFields },
    also: (data) => {
      for (const message of itemsOf(data)) expectSpecSender(message);
      expect(itemsOf(data)).toContainEqual(expect.objectContaining({ sender: "student" }));
    },
  },
  {
    call: "POST /api/counselor/chat/{studentId}",
    as: "counselor",
    ids: (r) => ({ studentId: r.profileId }),
    request: () => json({ message: "Your transcript is in, thank you" }),
    answer: { kind: "object", fields: chatMessageFields },
    also: (data) => {
      expectSpecSender(data, "counselor");
      expect(data.content).toBe("Your transcript is in, thank you");
    },
  },
  {
    // The counselor's chat tab marks the student's incoming messages read (part 2 §4).
    call: "PUT /api/chat/messages/{messageId}/read",
    as: "counselor",
    ids: (r) => ({ messageId: r.studentMessageId }),
    answer: { kind: "not shown" },
  },
  {
    call: "GET /api/subscription-plans",
    as: "anonymous",
    answer: { kind: "list", fields: planFields },
    also: (data) => {
      for (const plan of itemsOf(data)) {
        expect(plan.price, "price: a numeric string, per year").toMatch(/^\d+(\.\d+)?$/);
      }
    },
  },
  {
    // The payload is documented on the test page only (not in the spec): ours, an admin recording
    // a payment made outside the provider, with the Idempotency-Key the call needs.
    call: "POST /api/subscription/conversion",
    as: "admin",
    request: (r) => ({
      payload: {
        studentId: r.buyers.conversion.profileId,
        planId: r.planId,
        paymentReference: "BANK-2211",
        paidAmountMinor: 12_000,
        paidCurrency: "USD",
        paidOn: clock.now().toISOString().slice(0, 10),
      },
      headers: { "idempotency-key": `spec-call-${Math.random()}` },
    }),
    answer: { kind: "not shown" },
  },
  {
    // The external processor's event (Stripe's, signed over the raw body).
    call: "POST /api/webhooks/subscription",
    as: "payment provider",
    request: (r) => {
      const payload = JSON.stringify(
        checkoutCompletedEvent({
          eventId: stripeStyleId("evt_test"),
          sessionId: stripeStyleId("cs_test"),
          amountMinor: 12_000,
          currency: "USD",
          metadata: { studentProfileId: r.buyers.webhook.profileId, planId: r.planId },
          clientReferenceId: r.buyers.webhook.profileId,
          customerEmail: r.buyers.webhook.email,
          created: nowSeconds(),
        }),
      );
      return {
        payload,
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": stripeSignatureHeader(payload, WEBHOOK_SECRET, nowSeconds()),
        },
      };
    },
    answer: { kind: "not shown" },
  },
];

/**
 * Company accounts sign in at the student door (the spec has one sign-in form for both, part 1
 * §2): checked beside the table's own entry for the call, which is a student's.
 */
const companyAtStudentDoor: SpecCall = {
  call: "POST /api/auth/student-login",
  as: "anonymous",
  request: (r) => json({ email: r.emails.company, password: TEST_PASSWORD }),
  answer: { kind: "object", fields: ["user", "token"] },
  also: (data) => expect(data.user).toMatchObject({ userType: "company_profile" }),
};

// ---- Checking an answer ----

function hasPath(value: unknown, path: string): boolean {
  let at = value;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object" || !(key in at)) return false;
    at = (at as Json)[key];
  }
  return true;
}

/** The spec's fields each item lacks, listed so a failure names them. */
function expectFields(items: unknown[], fields: FieldPath[]): void {
  const missing = [
    ...new Set(
      items.flatMap((item) =>
        fields.filter((field) => !field.split("|").some((name) => hasPath(item, name))),
      ),
    ),
  ];
  expect(missing, "fields the spec names that the answer lacks").toEqual([]);
}

const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
const isGroup = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Part 2 §5 "Counselor profile save": all-empty groups and empty top-level values dropped. */
function cleanedDraft(draft: Json): Json {
  return Object.fromEntries(
    Object.entries(draft).filter(([, value]) =>
      isGroup(value) ? !Object.values(value).every(isEmptyValue) : !isEmptyValue(value),
    ),
  );
}

function fillPath(path: string, ids: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no id for {${name}} in ${path}`);
    return encodeURIComponent(id);
  });
}

// ---- The app, the callers and their records ----

const WEBHOOK_SECRET = "whsec_spec_calls_0123456789";
const clock = new TestClock();
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

let t: TestApp;
const callers = {} as Record<Caller, BrowserHeaders | Record<string, string>>;
let records: Records;

beforeAll(async () => {
  // Manual payments with a webhook secret: the webhook route takes signed events (config.ts). No
  // load shedding: a busy test machine's late event loop is not what these calls are about.
  t = await createTestApp({
    now: clock.now,
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, EVENT_LOOP_DELAY_LIMIT_MS: "0" },
  });
  const db = t.database.db;
  callers.anonymous = await csrfHeaders(t.app);
  callers["payment provider"] = {};
  const users = {} as Record<SignedInCaller, UserRow>;
  for (const caller of Object.keys(callerKinds) as SignedInCaller[]) {
    users[caller] = await createUser(db, callerKinds[caller]);
    callers[caller] = await signIn(t.app, users[caller]);
  }
  const admin = callers.admin as BrowserHeaders;
  const student = users.student;
  const profileId = await assignStudentRow(db, student.id, users.counselor.id);

  // A university the student's preferences match, so search and recommendations answer one.
  const university = await t.app.inject({
    method: "POST",
    url: "/api/admin/universities",
    headers: admin,
    payload: {
      name: "Reykjavik Institute of Computing",
      country: "Iceland",
      countryCode: "IS",
      city: "Reykjavik",
      website: "https://ric.example.is",
      worldRanking: 45,
      specialization: "Computing",
      description: "A small technical university.",
      fieldsOfStudy: ["Computer Science", "Engineering"],
      degreeTypes: ["Master's", "PhD"],
      currency: "USD",
      offerLetterFee: 200,
      annualFee: 18_000,
      tuitionMin: 18_000,
      tuitionMax: 18_000,
    },
  });
  expect(university.statusCode, university.body).toBe(201);
  const preferences = await t.app.inject({
    method: "PUT",
    url: "/api/students/me/preferences",
    headers: callers.student,
    payload: {
      ...unknownStudyPreferences.preferences,
      preferredCountries: ["Iceland"],
      programLevel: "master",
      fieldsOfStudy: ["Computer Science"],
      budgetPerYear: 25_000,
    },
  });
  expect(preferences.statusCode, preferences.body).toBe(200);

  await createApplicationRow(db, student.id, { universityId: university.json().data.id });
  const applicationToDelete = (await createApplicationRow(db, student.id)).id;
  await insertStoredDocument(t.ctx, student.id);
  const documentToDelete = await insertStoredDocument(t.ctx, student.id);
  const notification = await notify(t.ctx, student.id, {
    type: "system",
    title: "Welcome",
    message: "Your counselor will be in touch.",
  });
  if (!notification) throw new Error("notification not created");
  const [studentMessage] = await db
    .insert(chatMessages)
    .values({ conversationId: student.id, senderId: student.id, senderSide: "owner", content: "Hello" })
    .returning({ id: chatMessages.id });
  if (!studentMessage) throw new Error("chat message not created");
  await db.insert(followUpNotes).values({
    studentId: student.id,
    authorId: users.counselor.id,
    category: "lead",
    title: "First call",
    priority: "medium",
    content: "Talked about intakes.",
  });

  const invitationTokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff-invitations",
      headers: admin,
      payload: { teamRole: "counselor", expiresInHours: 72 },
    });
    expect(res.statusCode, res.body).toBe(201);
    invitationTokens.push(new URL(res.json().data.link).pathname.split("/").pop() ?? "");
  }

  const plan = await createPlan(db, { priceMinor: 12_000, currency: "USD" });
  const buyer = async () => {
    const user = await createUser(db);
    return { profileId: await assignStudentRow(db, user.id, null), email: user.email };
  };

  records = {
    emails: { student: student.email, counselor: users.counselor.email, company: users.company.email },
    profileId,
    applicationToDelete,
    documentToDelete,
    notificationId: notification.id,
    studentMessageId: studentMessage.id,
    invitationTokens: [invitationTokens[0] ?? "", invitationTokens[1] ?? ""],
    planId: plan.id,
    buyers: { conversion: await buyer(), webhook: await buyer() },
  };
}, 60_000);
afterAll(() => t.app.close());

async function headersOf(entry: SpecCall): Promise<Record<string, string | undefined>> {
  if (!entry.ownSession) return callers[entry.as];
  const kind = callerKinds[entry.as as SignedInCaller];
  return signIn(t.app, await createUser(t.database.db, kind));
}

async function replay(entry: SpecCall) {
  const [method, path] = entry.call.split(" ") as [string, string];
  const caller = await headersOf(entry);
  const request = (await entry.request?.(records, caller)) ?? {};
  const res = await t.app.inject({
    method: method as "GET",
    url: fillPath(path, entry.ids?.(records) ?? {}),
    headers: { ...caller, ...request.headers },
    ...(entry.query ? { query: entry.query } : {}),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const body = res.json() as Json;
  // Shared request behaviour (part 1 §7): a success is unwrapped to its data field.
  expect(body.success).toBe(true);
  expect(body).toHaveProperty("data");
  const data = body.data as Json;
  if (entry.answer.kind === "object") {
    expect(isGroup(data), "data is an object").toBe(true);
    expectFields([data], entry.answer.fields);
  }
  if (entry.answer.kind === "list") {
    expect(Array.isArray(data), "data is the list").toBe(true);
    expect(itemsOf(data).length, "the list has the records made for it").toBeGreaterThan(0);
    expectFields(itemsOf(data), entry.answer.fields);
  }
  entry.also?.(data, body);
}

describe("the spec's call table, replayed", () => {
  it("has one entry for each call the spec lists, or names the issue that brings it", async () => {
    const entries = [...specCalls.map((entry) => entry.call), ...Object.keys(notServedYet)];
    expect([...entries].sort()).toEqual([...specCallTable].sort());

    const openapi = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const served = new Set(
      Object.entries(openapi.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(specCallTable.filter((call) => !served.has(call)).sort()).toEqual(
      Object.keys(notServedYet).sort(),
    );
  });

  for (const call of Object.keys(notServedYet)) {
    it(`${call} is not served yet: it answers 404 in the envelope`, async () => {
      const [method, path] = call.split(" ") as [string, string];
      const res = await t.app.inject({ method: method as "GET", url: path, headers: callers.admin });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: expect.any(String) });
    });
  }

  for (const entry of specCalls) {
    it(`${entry.call} as ${entry.as === "anonymous" ? "a visitor" : `the ${entry.as}`}`, () => replay(entry));
  }
  it("POST /api/auth/student-login as a company account", () => replay(companyAtStudentDoor));
});

describe("the shared request behaviour the server owns (spec part 1 §5-§8)", () => {
  const expectFailureEnvelope = (body: Json) => {
    expect(body).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
    expect(ErrorCodeSchema.options).toContain(body.code);
  };

  it("a state-changing call without the CSRF token is refused so the client refetches the token and retries", async () => {
    const { "x-csrf-token": _token, ...withoutToken } = callers.student as BrowserHeaders;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/notifications/${records.notificationId}/read`,
      headers: withoutToken,
    });
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expectFailureEnvelope(body);
    // The client retries on a CSRF_TOKEN_* code, or a 403 whose message mentions csrf.
    expect(String(body.code).startsWith("CSRF_TOKEN_") || /csrf/i.test(String(body.message))).toBe(true);
  });

  it("an unknown record answers its code and message at the top level", async () => {
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/applications/0190d3a0-0000-7000-8000-000000000000",
      headers: callers.student,
    });
    expect(res.statusCode).toBe(404);
    expectFailureEnvelope(res.json());
  });

  it("a call without a session answers 401 with its code and message at the top level", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: callers.anonymous });
    expect(res.statusCode).toBe(401);
    expectFailureEnvelope(res.json());
  });

  it("bad input answers 422 VALIDATION_ERROR naming the field at the top level", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: callers.anonymous,
      payload: { email: "not an address", password: "x" },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expectFailureEnvelope(body);
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", field: "email" });
  });
});
