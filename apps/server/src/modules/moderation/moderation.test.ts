import { formatUtcDateTime, type ModerationItem } from "@meridian/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  communityMembers,
  companyProfiles,
  forumBlockedWords,
  forumComments,
  forumPosts,
  forumReports,
  notifications,
  type UserRow,
  users,
} from "../../db/schema/index.js";
import { newId } from "../../lib/ids.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

let admin: UserRow;
let adminHeaders: BrowserHeaders;
let otherAdmin: UserRow;
let author: UserRow;
let authorHeaders: BrowserHeaders;
let reader: UserRow;
let readerHeaders: BrowserHeaders;
const roleHeaders = {} as Record<"student" | "counselor" | "company" | "guest", BrowserHeaders>;

const t = useTestApp();
beforeAll(async () => {
  const db = t.database.db;
  admin = await createUser(db, {
    userType: "team_member",
    teamRole: "admin",
    firstName: "Ada",
    lastName: "Moss",
  });
  otherAdmin = await createUser(db, { userType: "team_member", teamRole: "admin", firstName: "Bo" });
  author = await createUser(db, { firstName: "Lina", lastName: "park" });
  reader = await createUser(db, { firstName: "Omar", lastName: "Diaz" });
  adminHeaders = await signIn(t.app, admin);
  authorHeaders = await signIn(t.app, author);
  readerHeaders = await signIn(t.app, reader);
  roleHeaders.student = readerHeaders;
  roleHeaders.counselor = await signInStaff(t, "counselor");
  roleHeaders.company = await signIn(t.app, await createUser(db, { userType: "company_profile" }));
  roleHeaders.guest = await csrfHeaders(t.app);
});

// Posts and comments straight in their tables: the forum's own endpoints live in another module.
let sequence = 0;
async function insertPost(
  overrides: Partial<typeof forumPosts.$inferInsert> = {},
): Promise<typeof forumPosts.$inferSelect> {
  sequence += 1;
  const body = overrides.body ?? `Body of post ${sequence}`;
  const [row] = await t.database.db
    .insert(forumPosts)
    .values({
      id: newId(),
      category: "general",
      authorId: author.id,
      title: `Post number ${sequence}`,
      body,
      bodyHtml: `<p>${body}</p>`,
      excerpt: body,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("post not inserted");
  return row;
}

async function insertComment(
  postId: string,
  overrides: Partial<typeof forumComments.$inferInsert> = {},
): Promise<typeof forumComments.$inferSelect> {
  const body = overrides.body ?? "A comment";
  const [row] = await t.database.db
    .insert(forumComments)
    .values({ id: newId(), postId, authorId: author.id, body, bodyHtml: `<p>${body}</p>`, ...overrides })
    .returning();
  if (!row) throw new Error("comment not inserted");
  return row;
}

function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  headers: BrowserHeaders,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
const report = (headers: BrowserHeaders, payload: object) =>
  call("POST", "/api/community/reports", headers, payload);
const moderate = (kind: "posts" | "comments", id: string, payload: object, headers = adminHeaders) =>
  call("POST", `/api/admin/community/${kind}/${id}/moderation`, headers, payload);

async function queue(): Promise<{ items: ModerationItem[]; total: number }> {
  const res = await call("GET", "/api/admin/community/queue", adminHeaders);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const queued = async (id: string) => (await queue()).items.find((item) => item.targetId === id);

async function postRow(id: string) {
  const [row] = await t.database.db.select().from(forumPosts).where(eq(forumPosts.id, id));
  return row;
}
async function reportsOf(column: "postId" | "commentId", id: string) {
  return t.database.db
    .select()
    .from(forumReports)
    .where(eq(forumReports[column], id))
    .orderBy(asc(forumReports.createdAt));
}
async function auditOf(action: string, targetId: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
}
async function notificationsOf(user: UserRow) {
  return t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(asc(notifications.sequence));
}

describe("POST /api/community/reports", () => {
  it("stores a report, tells every active admin and audits it; a repeat answers the same report with 200", async () => {
    const post = await insertPost({ title: "Cheap essays for sale" });
    const before = (await notificationsOf(otherAdmin)).length;
    const first = await report(readerHeaders, {
      targetKind: "post",
      targetId: post.id,
      reason: "  Spam, selling essays ",
    });
    expect(first.statusCode, first.body).toBe(201);
    const receipt = first.json().data;
    expect(receipt).toEqual({ id: expect.any(String), createdAt: expect.any(String) });

    const again = await report(readerHeaders, {
      targetKind: "post",
      targetId: post.id,
      reason: "Still spam",
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(receipt);
    const rows = await reportsOf("postId", post.id);
    expect(rows.map((row) => [row.reporterId, row.reason])).toEqual([[reader.id, "Spam, selling essays"]]);

    const told = (await notificationsOf(otherAdmin)).slice(before);
    expect(told.map((n) => [n.type, n.title, n.message])).toEqual([
      [
        "community",
        "Community report: a post",
        'Omar D. reported the post "Cheap essays for sale":\n\nSpam, selling essays',
      ],
    ]);
    expect(await auditOf("community.report.created", post.id)).toMatchObject([
      { actorUserId: reader.id, targetType: "forum_post", details: { reportId: receipt.id } },
    ]);
  });

  it("makes one report of a concurrent double press", async () => {
    const post = await insertPost();
    const payload = { targetKind: "post", targetId: post.id, reason: "Rude" };
    const answers = await Promise.all([report(readerHeaders, payload), report(readerHeaders, payload)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().data.id).toBe(answers[1]?.json().data.id);
    expect(await reportsOf("postId", post.id)).toHaveLength(1);
  });

  it("reports a comment; content the caller cannot see answers like an unknown id and writes nothing", async () => {
    const post = await insertPost();
    const comment = await insertComment(post.id);
    const ok = await report(readerHeaders, {
      targetKind: "comment",
      targetId: comment.id,
      reason: "Off topic",
    });
    expect(ok.statusCode, ok.body).toBe(201);

    const held = await insertPost({ moderation: "pending" });
    const hidden = await insertPost({ moderation: "hidden" });
    const underHidden = await insertComment(hidden.id);
    const heldComment = await insertComment(post.id, { moderation: "pending" });
    const unknown = await report(readerHeaders, { targetKind: "post", targetId: newId(), reason: "Spam" });
    expect(unknown.statusCode).toBe(404);
    for (const [kind, id] of [
      ["post", held.id],
      ["post", hidden.id],
      ["comment", underHidden.id],
      ["comment", heldComment.id],
    ] as const) {
      const res = await report(readerHeaders, { targetKind: kind, targetId: id, reason: "Spam" });
      expect(res.statusCode, `${kind} ${id}`).toBe(404);
      if (kind === "post") expect(res.json()).toEqual(unknown.json());
      expect(await reportsOf(kind === "post" ? "postId" : "commentId", id)).toEqual([]);
    }
    // A post named as a comment is not found either.
    expect(
      (await report(readerHeaders, { targetKind: "comment", targetId: post.id, reason: "Spam" })).statusCode,
    ).toBe(404);
    // The author sees their own held post, and so may report it.
    expect(
      (await report(authorHeaders, { targetKind: "post", targetId: held.id, reason: "Wrong category" }))
        .statusCode,
    ).toBe(201);
  });

  it("answers bad input with a 422 naming the field and writes nothing", async () => {
    const post = await insertPost();
    const cases: [object, string][] = [
      [{ targetId: post.id, reason: "Spam" }, "targetKind"],
      [{ targetKind: "user", targetId: post.id, reason: "Spam" }, "targetKind"],
      [{ targetKind: "post", targetId: "nope", reason: "Spam" }, "targetId"],
      [{ targetKind: "post", targetId: post.id, reason: " x " }, "reason"],
      [{ targetKind: "post", targetId: post.id, reason: "x".repeat(501) }, "reason"],
      [{ targetKind: "post", targetId: post.id }, "reason"],
    ];
    for (const [payload, field] of cases) {
      const res = await report(readerHeaders, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.field, JSON.stringify(payload)).toBe(field);
    }
    expect(await reportsOf("postId", post.id)).toEqual([]);
  });

  it("is open to every signed-in user type, not to guests", async () => {
    const post = await insertPost();
    for (const kind of ["counselor", "company"] as const) {
      const res = await report(roleHeaders[kind], {
        targetKind: "post",
        targetId: post.id,
        reason: "Spam here",
      });
      expect(res.statusCode, kind).toBe(201);
    }
    const guest = await report(roleHeaders.guest, {
      targetKind: "post",
      targetId: post.id,
      reason: "Spam here",
    });
    expect(guest.statusCode).toBe(401);
    expect(await reportsOf("postId", post.id)).toHaveLength(2);
  });
});

describe("GET /api/admin/community/queue", () => {
  it("lists reported and held content oldest first, with reasons, matched words, reports and the author's public fields", async () => {
    const company = await createUser(t.database.db, {
      userType: "company_profile",
      firstName: "Globe",
      lastName: "Study Ltd",
    });
    const companyHeaders = await signIn(t.app, company);
    const old = new Date(Date.now() - 60 * 60_000);
    const held = await insertPost({
      moderation: "pending",
      holdReasons: ["blocked_word", "new_account_link"],
      matchedWords: ["scam"],
      createdAt: old,
      category: "visa_tips",
      title: "Visa scam help",
    });
    const reported = await insertPost({ title: "Reported post" });
    const comment = await insertComment(reported.id, { body: "A rude comment", authorId: company.id });
    await insertPost(); // neither reported nor held: not in the queue
    expect(
      (await report(readerHeaders, { targetKind: "comment", targetId: comment.id, reason: "Rude words" }))
        .statusCode,
    ).toBe(201);
    expect(
      (await report(companyHeaders, { targetKind: "post", targetId: reported.id, reason: "Spam link" }))
        .statusCode,
    ).toBe(201);
    expect(
      (await report(readerHeaders, { targetKind: "post", targetId: reported.id, reason: "Spam again" }))
        .statusCode,
    ).toBe(201);

    const { items, total } = await queue();
    expect(total).toBeGreaterThanOrEqual(3);
    const ids = items.map((item) => item.targetId);
    // Oldest first: the held post waits since it was written, the comment's report came before the post's.
    expect(ids.indexOf(held.id)).toBeLessThan(ids.indexOf(comment.id));
    expect(ids.indexOf(comment.id)).toBeLessThan(ids.indexOf(reported.id));
    const queuedAts = items.map((item) => item.queuedAt);
    expect([...queuedAts].sort()).toEqual(queuedAts);

    expect(items.find((item) => item.targetId === held.id)).toEqual({
      targetKind: "post",
      targetId: held.id,
      postId: held.id,
      postTitle: "Visa scam help",
      category: "visa_tips",
      body: held.body,
      bodyHtml: held.bodyHtml,
      author: { id: author.id, displayName: "Lina P.", kind: "student", logoUrl: null },
      authorSuspendedUntil: null,
      moderation: "pending",
      reasons: ["blocked_word", "new_account_link"],
      matchedWords: ["scam"],
      reports: [],
      createdAt: old.toISOString(),
      queuedAt: old.toISOString(),
    });
    const commentItem = items.find((item) => item.targetId === comment.id);
    expect(commentItem).toMatchObject({
      targetKind: "comment",
      postId: reported.id,
      postTitle: "Reported post",
      body: "A rude comment",
      bodyHtml: "<p>A rude comment</p>",
      author: { id: company.id, displayName: "Globe Study Ltd", kind: "company" },
      moderation: "visible",
      reasons: ["reported"],
      matchedWords: [],
      reports: [{ reason: "Rude words", reporterName: "Omar D." }],
    });
    const postItem = items.find((item) => item.targetId === reported.id);
    expect(postItem?.reports.map((r) => [r.reporterName, r.reason])).toEqual([
      ["Globe Study Ltd", "Spam link"],
      ["Omar D.", "Spam again"],
    ]);
    expect(postItem?.queuedAt).toBe(postItem?.reports[0]?.createdAt);
    expect(JSON.stringify(items)).not.toContain("@");
  });

  it("signs content of a deleted account 'Former member'", async () => {
    const gone = await createUser(t.database.db);
    const post = await insertPost({
      authorId: gone.id,
      moderation: "pending",
      holdReasons: ["new_account_link"],
    });
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    expect((await queued(post.id))?.author).toEqual({
      id: null,
      displayName: "Former member",
      kind: "former",
      logoUrl: null,
    });
  });
});

describe("moderating a post", () => {
  it("hides it: reports closed with the action, audited with the note, out of the queue", async () => {
    const post = await insertPost();
    await report(readerHeaders, { targetKind: "post", targetId: post.id, reason: "Spam" });
    const res = await moderate("posts", post.id, { action: "hide", note: " Spam link " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      targetKind: "post",
      targetId: post.id,
      moderation: "hidden",
      deleted: false,
    });
    expect((await postRow(post.id))?.moderation).toBe("hidden");
    const [closed] = await reportsOf("postId", post.id);
    expect(closed).toMatchObject({ resolution: "hide", resolvedBy: admin.id, resolvedAt: expect.any(Date) });
    expect(await auditOf("community.post.hide", post.id)).toMatchObject([
      {
        actorUserId: admin.id,
        details: { note: "Spam link", from: "visible", to: "hidden", closedReports: 1 },
      },
    ]);
    expect(await queued(post.id)).toBeUndefined();
    // Hidden: another reader cannot see it, so cannot report it.
    expect(
      (await report(readerHeaders, { targetKind: "post", targetId: post.id, reason: "Spam" })).statusCode,
    ).toBe(404);
  });

  it("restores held content (approves it)", async () => {
    const post = await insertPost({
      moderation: "pending",
      holdReasons: ["blocked_word"],
      matchedWords: ["scam"],
    });
    expect(await queued(post.id)).toBeDefined();
    const res = await moderate("posts", post.id, { action: "restore" });
    expect(res.json().data).toMatchObject({ moderation: "visible", deleted: false });
    expect((await postRow(post.id))?.moderation).toBe("visible");
    expect(await queued(post.id)).toBeUndefined();
    expect(await auditOf("community.post.restore", post.id)).toMatchObject([
      { details: { note: null, from: "pending", to: "visible" } },
    ]);
  });

  it("dismisses the reports and leaves the post as it is", async () => {
    const post = await insertPost();
    await report(readerHeaders, { targetKind: "post", targetId: post.id, reason: "Not spam really" });
    const res = await moderate("posts", post.id, { action: "dismiss", note: "Fine" });
    expect(res.json().data).toEqual({
      targetKind: "post",
      targetId: post.id,
      moderation: "visible",
      deleted: false,
    });
    expect(await postRow(post.id)).toEqual(post);
    expect((await reportsOf("postId", post.id))[0]).toMatchObject({
      resolution: "dismiss",
      resolvedBy: admin.id,
    });
    expect(await queued(post.id)).toBeUndefined();
    // Closed, so the reader may report it again.
    expect(
      (await report(readerHeaders, { targetKind: "post", targetId: post.id, reason: "It is back" }))
        .statusCode,
    ).toBe(201);
  });

  it("deletes it with its comments", async () => {
    const post = await insertPost();
    const comment = await insertComment(post.id);
    await report(readerHeaders, { targetKind: "post", targetId: post.id, reason: "Spam" });
    const res = await moderate("posts", post.id, { action: "delete", note: "Scam" });
    expect(res.json().data).toEqual({
      targetKind: "post",
      targetId: post.id,
      moderation: null,
      deleted: true,
    });
    expect(await postRow(post.id)).toBeUndefined();
    expect(await t.database.db.select().from(forumComments).where(eq(forumComments.id, comment.id))).toEqual(
      [],
    );
    expect(await auditOf("community.post.delete", post.id)).toMatchObject([
      { details: { note: "Scam", to: "deleted", closedReports: 1, authorId: author.id } },
    ]);
    expect(await queued(post.id)).toBeUndefined();
  });

  it("answers an unknown id 404 and a bad action 422 naming the field, changing nothing", async () => {
    const post = await insertPost();
    await report(readerHeaders, { targetKind: "post", targetId: post.id, reason: "Spam" });
    const unknown = await moderate("posts", newId(), { action: "hide" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Post not found");
    for (const [payload, field] of [
      [{ action: "ban" }, "action"],
      [{}, "action"],
      [{ action: "hide", note: "x".repeat(501) }, "note"],
    ] as const) {
      const res = await moderate("posts", post.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
    expect(await postRow(post.id)).toEqual(post);
    expect((await reportsOf("postId", post.id))[0]?.resolvedAt).toBeNull();
    expect(await auditOf("community.post.hide", post.id)).toEqual([]);
  });
});

describe("moderating a comment", () => {
  it("keeps the post's comment count and last activity right as comments are hidden, restored and deleted", async () => {
    const created = new Date(Date.now() - 10 * 60_000);
    const post = await insertPost({ createdAt: created, lastActivityAt: created });
    const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
    const first = await insertComment(post.id, { createdAt: at(1) });
    const reply = await insertComment(post.id, { parentId: first.id, createdAt: at(2) });
    const last = await insertComment(post.id, { createdAt: at(3) });
    await t.database.db
      .update(forumPosts)
      .set({ commentCount: 3, lastActivityAt: at(3) })
      .where(eq(forumPosts.id, post.id));
    const counts = async () => {
      const row = await postRow(post.id);
      return [row?.commentCount, row?.lastActivityAt.toISOString()];
    };

    await report(readerHeaders, { targetKind: "comment", targetId: last.id, reason: "Rude" });
    const hidden = await moderate("comments", last.id, { action: "hide", note: "Rude" });
    expect(hidden.json().data).toEqual({
      targetKind: "comment",
      targetId: last.id,
      moderation: "hidden",
      deleted: false,
    });
    expect(await counts()).toEqual([2, at(2).toISOString()]);
    expect((await reportsOf("commentId", last.id))[0]).toMatchObject({
      resolution: "hide",
      resolvedBy: admin.id,
    });
    expect(await auditOf("community.comment.hide", last.id)).toMatchObject([
      { details: { note: "Rude", postId: post.id } },
    ]);

    expect((await moderate("comments", last.id, { action: "restore" })).statusCode).toBe(200);
    expect(await counts()).toEqual([3, at(3).toISOString()]);

    // A top-level comment takes its reply with it.
    const gone = await moderate("comments", first.id, { action: "delete" });
    expect(gone.json().data).toEqual({
      targetKind: "comment",
      targetId: first.id,
      moderation: null,
      deleted: true,
    });
    const left = await t.database.db
      .select({ id: forumComments.id })
      .from(forumComments)
      .where(eq(forumComments.postId, post.id));
    expect(left).toEqual([{ id: last.id }]);
    expect(reply.parentId).toBe(first.id);
    expect(await counts()).toEqual([1, at(3).toISOString()]);

    expect((await moderate("comments", last.id, { action: "delete" })).statusCode).toBe(200);
    expect(await counts()).toEqual([0, created.toISOString()]);
  });

  it("dismisses a comment's reports without touching it or the post", async () => {
    const post = await insertPost();
    const comment = await insertComment(post.id);
    await report(readerHeaders, { targetKind: "comment", targetId: comment.id, reason: "Rude" });
    const before = await postRow(post.id);
    const res = await moderate("comments", comment.id, { action: "dismiss" });
    expect(res.json().data).toMatchObject({ moderation: "visible", deleted: false });
    expect(await postRow(post.id)).toEqual(before);
    expect((await reportsOf("commentId", comment.id))[0]?.resolution).toBe("dismiss");
  });

  it("answers an unknown comment 404, a post's id too, changing nothing", async () => {
    const post = await insertPost();
    for (const id of [newId(), post.id]) {
      const res = await moderate("comments", id, { action: "delete" });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Comment not found");
    }
    expect(await postRow(post.id)).toEqual(post);
  });
});

describe("warnings and suspensions", () => {
  it("warns a user with a notification they read, audited; an unknown user is 404", async () => {
    const before = (await notificationsOf(author)).length;
    const res = await call("POST", `/api/admin/community/users/${author.id}/warning`, adminHeaders, {
      message: "Please keep it civil.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ warned: true });
    expect((await notificationsOf(author)).slice(before).map((n) => [n.type, n.title, n.message])).toEqual([
      ["community", "A warning from the community moderators", "Please keep it civil."],
    ]);
    expect(await auditOf("community.user.warned", author.id)).toMatchObject([
      { actorUserId: admin.id, details: { message: "Please keep it civil." } },
    ]);
    const unknown = await call("POST", `/api/admin/community/users/${newId()}/warning`, adminHeaders, {
      message: "Hello there",
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call("POST", `/api/admin/community/users/${author.id}/warning`, adminHeaders, {
      message: "  ",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("message");
    expect((await notificationsOf(author)).length).toBe(before + 1);
  });

  it("suspends for a number of days, shows it in the queue, tells the user, and lifts it", async () => {
    const member = await createUser(t.database.db, { firstName: "Sam" });
    const post = await insertPost({
      authorId: member.id,
      moderation: "pending",
      holdReasons: ["new_account_link"],
    });
    const url = `/api/admin/community/users/${member.id}/suspension`;
    const started = Date.now();
    const res = await call("PUT", url, adminHeaders, { days: 7, reason: "Repeated spam" });
    expect(res.statusCode, res.body).toBe(200);
    const { suspendedUntil } = res.json().data;
    expect(res.json().data.userId).toBe(member.id);
    const until = Date.parse(suspendedUntil);
    expect(until - started).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const [row] = await t.database.db
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.userId, member.id));
    expect(row).toMatchObject({
      suspensionReason: "Repeated spam",
      suspendedUntil: new Date(suspendedUntil),
    });
    expect((await queued(post.id))?.authorSuspendedUntil).toBe(suspendedUntil);
    const [told] = await notificationsOf(member);
    expect(told).toMatchObject({ type: "community", title: "You are suspended from the community" });
    expect(told?.message).toContain("Reason: Repeated spam");
    // The end as people read dates ("Dec 2, 2026, 2:05 PM UTC"), not "2026-12-02 14:05 UTC".
    const untilText = formatUtcDateTime(new Date(suspendedUntil));
    expect(told?.message).toContain(`You are suspended from the community until ${untilText}.`);
    expect(await auditOf("community.user.suspended", member.id)).toMatchObject([
      { details: { days: 7, reason: "Repeated spam", until: suspendedUntil } },
    ]);

    // A second suspension replaces the first.
    const longer = await call("PUT", url, adminHeaders, { days: 30, reason: "Again" });
    expect(Date.parse(longer.json().data.suspendedUntil)).toBeGreaterThan(until);

    const lifted = await call("DELETE", url, adminHeaders);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data).toEqual({ userId: member.id, suspendedUntil: null });
    const [after] = await t.database.db
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.userId, member.id));
    expect(after).toMatchObject({ suspendedUntil: null, suspensionReason: null });
    expect((await queued(post.id))?.authorSuspendedUntil).toBeNull();
    expect((await notificationsOf(member)).map((n) => n.title)).toEqual([
      "You are suspended from the community",
      "You are suspended from the community",
      "Your community suspension has ended",
    ]);
    expect(await auditOf("community.user.suspension_lifted", member.id)).toHaveLength(1);
    // Nothing running: lifting again changes and tells nothing.
    expect((await call("DELETE", url, adminHeaders)).json().data).toEqual({
      userId: member.id,
      suspendedUntil: null,
    });
    expect(await notificationsOf(member)).toHaveLength(3);
  });

  it("refuses to suspend an admin (the caller too) with 403, an unknown user 404, bad days 422; nothing written", async () => {
    const member = await createUser(t.database.db);
    for (const target of [admin, otherAdmin]) {
      const res = await call("PUT", `/api/admin/community/users/${target.id}/suspension`, adminHeaders, {
        days: 3,
        reason: "Testing",
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
    }
    const unknown = await call("PUT", `/api/admin/community/users/${newId()}/suspension`, adminHeaders, {
      days: 3,
      reason: "Testing",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("User not found");
    expect(
      (await call("DELETE", `/api/admin/community/users/${newId()}/suspension`, adminHeaders)).statusCode,
    ).toBe(404);
    for (const [payload, field] of [
      [{ days: 0, reason: "Testing" }, "days"],
      [{ days: 366, reason: "Testing" }, "days"],
      [{ days: 1.5, reason: "Testing" }, "days"],
      [{ days: 3, reason: "" }, "reason"],
      [{ days: 3 }, "reason"],
    ] as const) {
      const res = await call(
        "PUT",
        `/api/admin/community/users/${member.id}/suspension`,
        adminHeaders,
        payload,
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
    const rows = await t.database.db
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.suspensionReason, "Testing"));
    expect(rows).toEqual([]);
    expect(await notificationsOf(member)).toEqual([]);
  });
});

describe("blocked words", () => {
  const url = "/api/admin/community/blocked-words";
  it("replaces the list: trimmed, lower-cased, de-duplicated, audited with what was added and removed", async () => {
    const first = await call("PUT", url, adminHeaders, { words: [" Scam ", "scam", "CASINO", "visa fraud"] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ words: ["casino", "scam", "visa fraud"] });
    const second = await call("PUT", url, adminHeaders, { words: ["scam", "lottery"] });
    expect(second.json().data).toEqual({ words: ["lottery", "scam"] });
    expect((await call("GET", url, adminHeaders)).json().data).toEqual({ words: ["lottery", "scam"] });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "community.blocked_words.updated"))
      .orderBy(asc(auditEvents.createdAt));
    expect(audits.slice(-2).map((a) => a.details)).toEqual([
      { added: ["casino", "scam", "visa fraud"], removed: [] },
      { added: ["lottery"], removed: ["casino", "visa fraud"] },
    ]);
    // The same list again records nothing.
    await call("PUT", url, adminHeaders, { words: ["LOTTERY", "scam"] });
    expect(
      await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, "community.blocked_words.updated")),
    ).toHaveLength(audits.length);
    const [row] = await t.database.db
      .select()
      .from(forumBlockedWords)
      .where(eq(forumBlockedWords.word, "lottery"));
    expect(row?.addedBy).toBe(admin.id);
  });

  it("answers a bad word with a 422 naming it, and keeps the list", async () => {
    await call("PUT", url, adminHeaders, { words: ["scam"] });
    for (const [payload, field] of [
      [{ words: ["fine", "x"] }, "words.1"],
      [{ words: ["fine", "y".repeat(61)] }, "words.1"],
      [{ words: "scam" }, "words"],
      [{ words: Array.from({ length: 501 }, (_, i) => `word${i}`) }, "words"],
      [{}, "words"],
    ] as const) {
      const res = await call("PUT", url, adminHeaders, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
    expect((await call("GET", url, adminHeaders)).json().data).toEqual({ words: ["scam"] });
    // An empty list is a list: every word removed.
    expect((await call("PUT", url, adminHeaders, { words: [] })).json().data).toEqual({ words: [] });
  });
});

describe("who may moderate", () => {
  it("refuses students, counselors and companies (403) and guests (401) on every admin route, changing nothing", async () => {
    const post = await insertPost();
    const comment = await insertComment(post.id);
    const member = await createUser(t.database.db);
    const routes: [string, string, object | undefined][] = [
      ["GET", "/api/admin/community/queue", undefined],
      ["POST", `/api/admin/community/posts/${post.id}/moderation`, { action: "delete" }],
      ["POST", `/api/admin/community/comments/${comment.id}/moderation`, { action: "delete" }],
      ["POST", `/api/admin/community/users/${member.id}/warning`, { message: "Behave please" }],
      ["PUT", `/api/admin/community/users/${member.id}/suspension`, { days: 3, reason: "Because" }],
      ["DELETE", `/api/admin/community/users/${member.id}/suspension`, undefined],
      ["GET", "/api/admin/community/blocked-words", undefined],
      ["PUT", "/api/admin/community/blocked-words", { words: ["hacked"] }],
    ];
    for (const [role, expected] of [
      ["student", 403],
      ["counselor", 403],
      ["company", 403],
      ["guest", 401],
    ] as const) {
      for (const [method, url, payload] of routes) {
        const res = await call(method as "GET", url, roleHeaders[role], payload);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(expected);
      }
    }
    expect(await postRow(post.id)).toEqual(post);
    expect(
      await t.database.db.select().from(forumComments).where(eq(forumComments.id, comment.id)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(communityMembers).where(eq(communityMembers.userId, member.id)),
    ).toEqual([]);
    expect(await notificationsOf(member)).toEqual([]);
    expect(
      await t.database.db.select().from(forumBlockedWords).where(eq(forumBlockedWords.word, "hacked")),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(forumReports)
        .where(and(eq(forumReports.postId, post.id), isNull(forumReports.resolvedAt))),
    ).toEqual([]);
  });
});

describe("telling authors of a hide or a delete", () => {
  /** The author's notifications as their client reads them, newest first. */
  async function inbox(headers: BrowserHeaders) {
    const res = await call("GET", "/api/notifications?limit=100", headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { type: string; title: string; message: string }[];
  }
  const fields = (list: { type: string; title: string; message: string }[]) =>
    list.map((n) => [n.type, n.title, n.message]);

  it("tells the author what was hidden or deleted, with the note, even with community notifications off", async () => {
    const off = await call("PUT", "/api/notifications/preferences", authorHeaders, {
      disabledTypes: ["community"],
    });
    expect(off.statusCode, off.body).toBe(200);
    const before = (await inbox(authorHeaders)).length;

    const hidden = await insertPost({ title: "Visa agents compared" });
    await moderate("posts", hidden.id, { action: "hide", note: " Names a person " });
    // Hiding again changes nothing and tells nothing; a restore and a dismiss tell nothing.
    await moderate("posts", hidden.id, { action: "hide" });
    await moderate("posts", hidden.id, { action: "restore" });
    await moderate("posts", hidden.id, { action: "dismiss" });
    const deleted = await insertPost({ title: "Selling my notes" });
    await moderate("posts", deleted.id, { action: "delete" });
    const onPost = await insertPost({ title: "Housing in Leeds" });
    const comment = await insertComment(onPost.id, { body: "Call me on   my number,\nany time" });
    await moderate("comments", comment.id, { action: "hide", note: "No phone numbers, please." });
    const deletedComment = await insertComment(onPost.id, { body: "Spam spam" });
    await moderate("comments", deletedComment.id, { action: "delete" });

    const told = (await inbox(authorHeaders)).slice(0, (await inbox(authorHeaders)).length - before);
    expect(fields(told.reverse())).toEqual([
      [
        "community",
        "A moderator hid your post",
        'Your post "Visa agents compared" was hidden by a moderator: only you and the moderators can see it now.\n\nModerator\'s note: Names a person',
      ],
      [
        "community",
        "A moderator deleted your post",
        'Your post "Selling my notes" was deleted by a moderator.',
      ],
      [
        "community",
        "A moderator hid your comment",
        'Your comment on "Housing in Leeds" ("Call me on my number, any time") was hidden by a moderator: only you and the moderators can see it now.\n\nModerator\'s note: No phone numbers, please.',
      ],
      [
        "community",
        "A moderator deleted your comment",
        'Your comment on "Housing in Leeds" ("Spam spam") was deleted by a moderator.',
      ],
    ]);
    await call("PUT", "/api/notifications/preferences", authorHeaders, { disabledTypes: [] });
  });

  it("tells nobody when an admin hides or deletes their own content, or content of a gone account", async () => {
    const before = (await inbox(adminHeaders)).length;
    const own = await insertPost({ authorId: admin.id });
    await moderate("posts", own.id, { action: "hide" });
    const ownComment = await insertComment(own.id, { authorId: admin.id });
    await moderate("comments", ownComment.id, { action: "delete" });
    await moderate("posts", own.id, { action: "delete" });
    expect((await inbox(adminHeaders)).length).toBe(before);

    const orphan = await insertPost({ authorId: null });
    const res = await moderate("posts", orphan.id, { action: "hide", note: "Old spam" });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("company authors in the queue", () => {
  it("shows a company author and reporter by its profile's name, and its logo address", async () => {
    const db = t.database.db;
    const company = await createUser(db, {
      userType: "company_profile",
      firstName: "Acme",
      lastName: "Corp",
    });
    const headers = await signIn(t.app, company);
    const saved = await call("PUT", "/api/company/profile", headers, {
      name: "Northwind Admissions",
      website: "",
      description: "",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A logo by its stored version: the address is what the profile answers once one is uploaded.
    await db
      .update(companyProfiles)
      .set({ logoKey: "company-logos/test.webp", logoSha256: "ab".repeat(32) })
      .where(eq(companyProfiles.userId, company.id));
    const logoUrl = (await call("GET", "/api/company/profile", headers)).json().data.logoUrl;
    expect(logoUrl).toMatch(/\?v=abababab/);

    const post = await insertPost({ authorId: company.id, title: "Northwind open day" });
    await report(readerHeaders, { targetKind: "post", targetId: post.id, reason: "Advertising" });
    const other = await insertPost();
    await report(headers, { targetKind: "post", targetId: other.id, reason: "Off topic" });

    const item = await queued(post.id);
    expect(item?.author).toEqual({
      id: company.id,
      displayName: "Northwind Admissions",
      kind: "company",
      logoUrl,
    });
    expect((await queued(other.id))?.reports.map((r) => r.reporterName)).toEqual(["Northwind Admissions"]);
    expect(JSON.stringify(item)).not.toContain(company.email);
    // The admins' notification of the report names the company the same way.
    const [told] = (await notificationsOf(admin)).slice(-1);
    expect(told?.message).toContain("Northwind Admissions reported the post");
  });
});
