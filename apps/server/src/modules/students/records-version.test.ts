import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { universities, users } from "../../db/schema/index.js";
import { insertApplication, uploadDocument } from "../../test/documents.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/**
 * The student's lists (`GET /api/applications`, `/recent`, `/api/documents`) are answered from a
 * per-node cache of serialized bodies, valid for one version of the student's records (decision
 * 040). Two apps on one database stand for two nodes: whatever changes through one node, or
 * straight in the database, the other answers with at once.
 */
let nodeA: TestApp;
let nodeB: TestApp;
let admin: { onA: BrowserHeaders; row: Awaited<ReturnType<typeof createUser>> };
beforeAll(async () => {
  nodeA = await createTestApp();
  // The second node shares the database; only the first closes it.
  nodeB = await createTestApp({ database: { ...nodeA.database, close: async () => {} } });
  const row = await createUser(nodeA.database.db, { userType: "team_member", teamRole: "admin" });
  admin = { row, onA: await signIn(nodeA.app, row) };
});
afterAll(async () => {
  await nodeB.app.close();
  await nodeA.app.close();
});

async function newStudent() {
  const user = await createUser(nodeA.database.db);
  return { user, headers: await signIn(nodeA.app, user) };
}

async function list(node: TestApp, headers: BrowserHeaders, url: string) {
  const res = await node.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, res.body).toBe(200);
  // A list's items are in `data`; its figures (the documents' stats, the applications' summary) in `meta`.
  const { data, meta } = res.json();
  return { data, meta };
}
const documentsOn = (node: TestApp, headers: BrowserHeaders) => list(node, headers, "/api/documents");
const applicationsOn = (node: TestApp, headers: BrowserHeaders) => list(node, headers, "/api/applications");

describe("the student's cached lists", () => {
  it("show an upload and a verification made through another node on the very next read", async () => {
    const { headers } = await newStudent();
    expect((await documentsOn(nodeB, headers)).data).toEqual([]);
    // Cached on B now; A takes the upload.
    const upload = await uploadDocument(nodeA.app, headers, { name: "Transcript 2026" });
    expect(upload.statusCode, upload.body).toBe(201);
    const afterUpload = await documentsOn(nodeB, headers);
    expect(afterUpload.data.map((d: { name: string }) => d.name)).toEqual(["Transcript 2026"]);
    expect(afterUpload.meta.stats.pending).toBe(1);

    const id = upload.json().data.id as string;
    const verified = await nodeA.app.inject({
      method: "PUT",
      url: `/api/documents/${id}/verification`,
      headers: admin.onA,
      payload: { isVerified: true },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const afterVerify = await documentsOn(nodeB, headers);
    expect(afterVerify.data[0]).toMatchObject({ isVerified: true, verifiedBy: { name: "Test User" } });
    expect(afterVerify.meta.stats).toMatchObject({ verified: 1, pending: 0 });

    // A verifier's new name, even written straight in the database, shows at once.
    await nodeA.database.db.update(users).set({ firstName: "Renamed" }).where(eq(users.id, admin.row.id));
    expect((await documentsOn(nodeB, headers)).data[0].verifiedBy.name).toBe("Renamed User");
  });

  it("show an application's move, its checklist progress and its university's new name at once", async () => {
    const { user, headers } = await newStudent();
    const applicationId = await insertApplication(nodeA.database.db, user.id);
    const before = await applicationsOn(nodeB, headers);
    expect(before.data).toHaveLength(1);
    expect(before.data[0]).toMatchObject({ status: "draft", progress: 0 });
    expect((await list(nodeB, headers, "/api/applications/recent")).data).toHaveLength(1);

    const submitted = await nodeA.app.inject({
      method: "POST",
      url: `/api/applications/${applicationId}/transitions`,
      headers,
      payload: { to: "submitted" },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await applicationsOn(nodeB, headers)).data[0].status).toBe("submitted");
    expect((await applicationsOn(nodeB, headers)).meta.summary.submitted).toBe(1);

    const upload = await uploadDocument(nodeA.app, headers, { type: "transcript" });
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await applicationsOn(nodeB, headers)).data[0].progress).toBeGreaterThan(0);
    expect((await list(nodeB, headers, "/api/applications/recent")).data[0].progress).toBeGreaterThan(0);

    const universityId = before.data[0].university.id as string;
    await nodeA.database.db
      .update(universities)
      .set({ name: "Renamed University" })
      .where(eq(universities.id, universityId));
    expect((await applicationsOn(nodeB, headers)).data[0].university.name).toBe("Renamed University");
  });

  it("answer each student with their own list, never another's cached one", async () => {
    const first = await newStudent();
    const second = await newStudent();
    await uploadDocument(nodeA.app, first.headers, { name: "First's file" });
    await uploadDocument(nodeA.app, second.headers, { name: "Second's file" });
    for (let round = 0; round < 2; round++) {
      expect((await documentsOn(nodeB, first.headers)).data.map((d: { name: string }) => d.name)).toEqual([
        "First's file",
      ]);
      expect((await documentsOn(nodeB, second.headers)).data.map((d: { name: string }) => d.name)).toEqual([
        "Second's file",
      ]);
    }
  });

  it("answer a cached list byte for byte like a computed one, with the same headers", async () => {
    const { headers } = await newStudent();
    await uploadDocument(nodeA.app, headers, {});
    const computed = await nodeB.app.inject({ method: "GET", url: "/api/documents", headers });
    const cached = await nodeB.app.inject({ method: "GET", url: "/api/documents", headers });
    expect(cached.body).toBe(computed.body);
    expect(cached.headers["content-type"]).toBe(computed.headers["content-type"]);
    expect(cached.headers["cache-control"]).toBe("no-store");
  });

  // The recent applications answer staff their caseload's, uncached (applications.test).
  it("still refuses staff on the students' list routes, cached or not", async () => {
    for (const url of ["/api/documents", "/api/applications"]) {
      const res = await nodeB.app.inject({ method: "GET", url, headers: await signIn(nodeB.app, admin.row) });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
