import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  chatMessages,
  conversions,
  documents,
  followUpNotes,
  forumPosts,
  notifications,
  supportRequests,
  users,
} from "../db/schema/index.js";
import { seedCatalogue } from "../modules/universities/universities.seed.js";
import { smallCatalogueFile, smallFactsFile } from "../test/catalogue-fixture.js";
import { csrfHeaders } from "../test/http.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { DEMO_PASSWORD, seedAccounts } from "./bootstrap.js";
import { seedDemoOrganisation } from "./demo-organisation.js";

/** What main.ts does at start: accounts, the catalogue (the small one here), then the organisation. */
async function seedAsOnStart(t: TestApp): Promise<boolean> {
  await seedAccounts(t.ctx, t.app.log);
  await seedCatalogue(t.ctx.db, { file: smallCatalogueFile, factsFile: smallFactsFile });
  return seedDemoOrganisation(t.ctx);
}

async function signInAs(
  t: TestApp,
  email: string,
  door: "student" | "team",
): Promise<Record<string, string>> {
  const headers = await csrfHeaders(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/auth/${door}-login`,
    headers,
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.token}` };
}

async function get(t: TestApp, headers: Record<string, string>, url: string) {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
}

/** A list endpoint's answer past the envelope: the items in `data`, totals and paging in `meta`. */
async function getList(t: TestApp, headers: Record<string, string>, url: string) {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const { data, meta } = res.json();
  return { data, meta };
}

/** Rows of every table the organisation writes to. */
async function tally(t: TestApp): Promise<Record<string, number>> {
  const tables = {
    users,
    applications,
    documents,
    chatMessages,
    followUpNotes,
    notifications,
    conversions,
    supportRequests,
    forumPosts,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.ctx.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe("the demo organisation (SEED_DEMO on)", () => {
  let t: TestApp;
  let seededFirst: boolean;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: "true" } });
    seededFirst = await seedAsOnStart(t);
  }, 60_000);
  afterAll(() => t.app.close());

  it("gives the demo student a counselor, applications, documents, chat, notifications and preferences", async () => {
    expect(seededFirst).toBe(true);
    const student = await signInAs(t, "student@meridian.demo", "student");

    const conversation = await get(t, student, "/api/chat/conversation");
    expect(conversation).toMatchObject({
      counterpart: { name: "Daniel Okafor" },
      canSend: true,
      unreadCount: 1,
    });
    const history = await getList(t, student, "/api/chat/messages");
    expect(history.data.length).toBeGreaterThanOrEqual(6);

    const list = await getList(t, student, "/api/applications");
    expect(list.data).toHaveLength(3);
    const statuses = list.data.map((a: { status: string }) => a.status).sort();
    expect(statuses).toEqual(["conditional_offer", "draft", "under_review"]);
    for (const application of list.data) {
      const detail = await get(t, student, `/api/applications/${application.id}`);
      // Real universities with facts from a public source, never a made-up one.
      const university = await get(t, student, `/api/universities/${detail.university.id}`);
      expect(university.facts).not.toBeNull();
      if (detail.status === "draft") continue;
      expect(detail.history.length).toBeGreaterThanOrEqual(3);
      // The checklist is partly done: some items have a document, some do not.
      expect(detail.progress).toBeGreaterThan(0);
      expect(detail.progress).toBeLessThan(100);
    }

    const docs = await getList(t, student, "/api/documents");
    expect(docs.data).toHaveLength(2);
    expect(docs.data.filter((d: { isVerified: boolean }) => d.isVerified)).toHaveLength(1);
    for (const doc of docs.data) {
      const file = await t.app.inject({
        method: "GET",
        url: `/api/documents/${doc.id}/view`,
        headers: student,
      });
      expect(file.statusCode).toBe(200);
      expect(["application/pdf", "image/png"]).toContain(String(file.headers["content-type"]).split(";")[0]);
      const head = file.rawPayload.subarray(0, 5).toString("latin1");
      expect(head === "%PDF-" || head === "\x89PNG\r").toBe(true);
    }

    const inbox = await getList(t, student, "/api/notifications?limit=50");
    expect(inbox.meta.total).toBeGreaterThanOrEqual(5);
    const titles = inbox.data.map((n: { title: string }) => n.title);
    expect(titles).toContain("Your counselor is Daniel Okafor");
    expect(titles).toContain("Meeting scheduled");
    expect((await get(t, student, "/api/notifications/unread-count")).count).toBeGreaterThanOrEqual(2);

    const preferences = await get(t, student, "/api/students/me/preferences");
    expect(preferences.preferences.preferredCountries).toEqual(["United States"]);
    const recommendations = await getList(t, student, "/api/recommendations");
    expect(recommendations.data.length).toBeGreaterThan(0);
  });

  it("gives the demo counselor 25 fictional students across every status, with follow-ups due, overdue and done", async () => {
    const counselor = await signInAs(t, "counselor@meridian.demo", "team");
    const page = await getList(t, counselor, "/api/counselor/assigned-students?limit=100");
    const fictional = page.data.filter((s: { email: string }) => s.email.endsWith("@students.meridian.demo"));
    expect(fictional).toHaveLength(25);
    expect(page.meta.total).toBe(26);
    expect(new Set(fictional.map((s: { status: string }) => s.status))).toEqual(
      new Set(["inquiry", "active", "pending", "converted", "visa_applied", "visa_approved", "departed"]),
    );

    // Most have told us what they want to study and saved universities; the newest leads not yet.
    const withMajor = fictional.filter((s: { intendedMajor: string | null }) => s.intendedMajor !== null);
    expect(withMajor.length).toBeGreaterThan(20);
    expect(fictional.find((s: { firstName: string }) => s.firstName === "Kwame").intendedMajor).toBeNull();
    const shortlisting = fictional.filter(
      (s: { universitiesShortlisted: number }) => s.universitiesShortlisted > 0,
    );
    expect(shortlisting.length).toBe(withMajor.length);
    expect(fictional.filter((s: { lastActivity: string | null }) => s.lastActivity).length).toBeGreaterThan(
      20,
    );

    const analytics = await get(t, counselor, "/api/counselor/analytics");
    expect(analytics.followUps.due).toBeGreaterThan(0);
    expect(analytics.followUps.overdue).toBeGreaterThan(0);
    const due = await getList(t, counselor, "/api/counselor/followups/due");
    expect(due.data.some((n: { overdue: boolean }) => n.overdue)).toBe(true);
    expect(due.data.some((n: { overdue: boolean }) => !n.overdue)).toBe(true);
    const kwame = fictional.find((s: { firstName: string }) => s.firstName === "Kwame");
    const notes = await get(t, counselor, `/api/counselor/followups/${kwame.id}`);
    expect(notes[0].completedAt).not.toBeNull();

    const applications = await getList(t, counselor, "/api/counselor/applications?limit=100");
    expect(new Set(applications.data.map((a: { status: string }) => a.status)).size).toBeGreaterThan(6);
    const unread = await get(t, counselor, "/api/counselor/chat-unread");
    expect(unread.students.length).toBeGreaterThanOrEqual(3);
  });

  it("leaves the admin a pending payment, an open support message and a forum with several students", async () => {
    const admin = await signInAs(t, "admin@meridian.demo", "team");
    const payments = await get(t, admin, "/api/admin/payment-requests?state=pending");
    expect(payments.total).toBe(1);
    expect(payments.requests[0].student.name).toBe("Wei Chen");
    const support = await get(t, admin, "/api/admin/support-requests?status=open");
    expect(support.total).toBe(1);
    expect(support.requests[0]).toMatchObject({ topic: "payments" });

    const posts = await get(t, admin, "/api/community/posts?limit=50");
    const studentAuthors = new Set(
      posts.posts
        .filter((p: { author: { kind: string } }) => p.author.kind === "student")
        .map((p: { author: { displayName: string } }) => p.author.displayName),
    );
    expect(studentAuthors.size).toBeGreaterThanOrEqual(4);
  });

  it("adds nothing when the server starts again", async () => {
    const before = await tally(t);
    expect(await seedAsOnStart(t)).toBe(false);
    expect(await tally(t)).toEqual(before);
  });
});

describe("the demo organisation (SEED_DEMO off)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: "false" } });
  });
  afterAll(() => t.app.close());

  it("is not seeded at all", async () => {
    expect(await seedAsOnStart(t)).toBe(false);
    const rows = await tally(t);
    expect(rows).toEqual({
      users: 0,
      applications: 0,
      documents: 0,
      chatMessages: 0,
      followUpNotes: 0,
      notifications: 0,
      conversions: 0,
      supportRequests: 0,
      forumPosts: 0,
    });
  });
});
