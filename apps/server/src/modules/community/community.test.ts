import {
  COOLING_PERIOD_MS,
  type ForumPostSummary,
  formatUtcDateTime,
  forumCategories,
} from "@meridian/contract";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, forumBlockedWords, type forumComments, forumPosts } from "../../db/schema/index.js";
import { newId } from "../../lib/ids.js";
import { type ForumMember, forumMember } from "../../test/community.js";
import { createUser, makeForumComment, makeForumPost, TEST_PASSWORD } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, sameBrowserSignedOut, withDeviceCookie } from "../../test/http.js";
import { TestClock, useTestApp } from "../../test/test-app.js";

const clock = new TestClock();
// Comments get a small daily limit so the test can reach it; posts keep the default of 5.
const t = useTestApp({ now: clock.now, env: { COMMUNITY_COMMENTS_PER_DAY: "4" } });

type Signed = ForumMember;
type Kind = "student" | "admin" | "counselor" | "company";

/** A signed-in user past the cooling period of their sign-in (the cooling tests make their own). */
const person = (
  kind: Kind = "student",
  overrides: Parameters<typeof createUser>[1] = {},
  { cooling = false } = {},
) => forumMember(t, kind, overrides, { cooling });

const anonymous = () => csrfHeaders(t.app);
const isSigned = (who: Signed | BrowserHeaders): who is Signed => typeof who.user === "object";
const req = (
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  who?: Signed | BrowserHeaders,
  payload?: object,
) => {
  const headers = who === undefined ? {} : isSigned(who) ? who.headers : who;
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
};
const postBody = (overrides: object = {}) => ({
  category: "general",
  title: "Which intake did you choose?",
  body: "I am deciding between **fall** and spring.",
  ...overrides,
});
/** Writes a post (the usual one, with `overrides`) as `who`. */
const writePost = (who: Signed | BrowserHeaders, overrides: object = {}) =>
  req("POST", "/api/community/posts", who, postBody(overrides));
const countRows = async (table: typeof forumPosts | typeof forumComments, authorId: string) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.authorId, authorId)))[0]?.n ?? 0;

describe("posts", () => {
  it("are written by any signed-in account, with public author fields only, and read by guests", async () => {
    const student = await person();
    const res = await writePost(student, { category: "visa_tips" });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data;
    expect(post).toMatchObject({
      category: "visa_tips",
      title: "Which intake did you choose?",
      body: "I am deciding between **fall** and spring.",
      bodyHtml: "<p>I am deciding between <strong>fall</strong> and spring.</p>\n",
      excerpt: "I am deciding between fall and spring.",
      author: { id: student.user.id, displayName: "Stu D.", kind: "student" },
      likeCount: 0,
      commentCount: 0,
      moderation: "visible",
      likedByMe: false,
      editedAt: null,
    });
    expect(post.lastActivityAt).toBe(post.createdAt);
    expect(res.body).not.toContain(student.user.email);

    const guest = await req("GET", `/api/community/posts/${post.id}`, await anonymous());
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toEqual(post);

    for (const [kind, name, authorKind] of [
      ["company", "Acme Corp", "company"],
      ["counselor", "Ada M.", "team"],
      ["admin", "Ada M.", "team"],
    ] as const) {
      const who = await person(kind);
      const written = await writePost(who);
      expect(written.statusCode, written.body).toBe(201);
      expect(written.json().data.author).toEqual({
        id: who.user.id,
        displayName: name,
        kind: authorKind,
        logoUrl: null,
      });
    }
    expect((await writePost(await anonymous())).statusCode).toBe(401);
  });

  it("refuse bad input with the field named and write nothing", async () => {
    const student = await person();
    const cases: [object, string][] = [
      [postBody({ title: "Hey" }), "title"],
      [postBody({ title: "x".repeat(151) }), "title"],
      [postBody({ category: "moon_study" }), "category"],
      [postBody({ body: "   " }), "body"],
      [postBody({ body: "x".repeat(10_001) }), "body"],
    ];
    for (const [payload, field] of cases) {
      const res = await req("POST", "/api/community/posts", student, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
    expect(await countRows(forumPosts, student.user.id)).toBe(0);
    const mine = await makeForumPost(t.database.db, student.user.id);
    const empty = await req("PATCH", `/api/community/posts/${mine.id}`, student, {});
    expect(empty.statusCode).toBe(422);
    const badCursor = await req("GET", "/api/community/posts?cursor=not-a-cursor");
    expect(badCursor.statusCode).toBe(422);
    expect(badCursor.json().error.field).toBe("cursor");
    expect((await req("GET", "/api/community/posts/not-a-uuid")).json().error.message).toBe("Post not found");
  });

  it("are edited and deleted by their author only; another user's id answers like an unknown one", async () => {
    const author = await person();
    const stranger = await person();
    const admin = await person("admin");
    const post = await makeForumPost(t.database.db, author.user.id, { title: "Original title" });
    const before = (await req("GET", `/api/community/posts/${post.id}`)).json().data;
    const unknown = newId();
    for (const who of [stranger, admin]) {
      for (const [method, payload] of [
        ["PATCH", { title: "Taken over" }],
        ["DELETE", undefined],
      ] as const) {
        const theirs = await req(method, `/api/community/posts/${post.id}`, who, payload);
        const missing = await req(method, `/api/community/posts/${unknown}`, who, payload);
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual(missing.json());
        expect(theirs.json().error.message).toBe("Post not found");
      }
    }
    expect((await req("GET", `/api/community/posts/${post.id}`)).json().data).toEqual(before);

    const edited = await req("PATCH", `/api/community/posts/${post.id}`, author, {
      title: "A better title",
      category: "uk_study",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: "A better title",
      category: "uk_study",
      body: post.body,
    });
    expect(edited.json().data.editedAt).not.toBeNull();
    await makeForumComment(t.database.db, post.id, stranger.user.id);
    expect((await req("DELETE", `/api/community/posts/${post.id}`, author)).json().data).toEqual({
      deleted: true,
    });
    expect((await req("GET", `/api/community/posts/${post.id}`)).statusCode).toBe(404);
    const audited = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, post.id));
    expect(audited.map((a) => a.action).sort()).toEqual(["community.post_deleted", "community.post_edited"]);
  });
});

describe("categories", () => {
  it("lists all nine in the spec's order with visible posts only and the latest activity", async () => {
    const res = await req("GET", "/api/community/categories");
    const before = res.json().data.categories as { id: string; postCount: number }[];
    expect(before.map((c) => c.id)).toEqual([...forumCategories]);
    const student = await person();
    const db = t.database.db;
    const visible = await makeForumPost(db, student.user.id, {
      category: "scholarships",
      title: "Funding tips",
    });
    await makeForumPost(db, student.user.id, { category: "scholarships", moderation: "pending" });
    await makeForumPost(db, student.user.id, { category: "scholarships", moderation: "hidden" });
    const after = (await req("GET", "/api/community/categories", student)).json().data.categories;
    const scholarships = after.find((c: { id: string }) => c.id === "scholarships");
    expect(scholarships).toMatchObject({
      name: "Scholarship & Funding",
      postCount: (before.find((c) => c.id === "scholarships")?.postCount ?? 0) + 1,
      latestPost: { id: visible.id, title: "Funding tips" },
    });
    expect(scholarships.latestActivityAt).toBe(visible.lastActivityAt.toISOString());
  });
});

describe("visibility of held and hidden content", () => {
  it("shows pending and hidden posts and comments to their author and admins only", async () => {
    const author = await person();
    const reader = await person();
    const admin = await person("admin");
    const db = t.database.db;
    const pending = await makeForumPost(db, author.user.id, {
      category: "ielts_prep",
      moderation: "pending",
    });
    for (const [who, status] of [
      [author, 200],
      [admin, 200],
      [reader, 404],
      [undefined, 404],
    ] as const) {
      expect((await req("GET", `/api/community/posts/${pending.id}`, who)).statusCode).toBe(status);
      const list = (await req("GET", "/api/community/posts?category=ielts_prep&limit=50", who)).json().data
        .posts;
      expect(list.some((p: { id: string }) => p.id === pending.id)).toBe(status === 200);
      expect((await req("GET", `/api/community/posts/${pending.id}/comments`, who)).statusCode).toBe(status);
    }
    for (const [method, url, payload] of [
      ["PUT", `/api/community/posts/${pending.id}/like`, undefined],
      ["POST", `/api/community/posts/${pending.id}/comments`, { body: "Can I see it?" }],
    ] as const) {
      const res = await req(method, url, reader, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Post not found");
    }

    const post = await makeForumPost(db, author.user.id);
    const hidden = await makeForumComment(db, post.id, author.user.id, { moderation: "hidden" });
    const shown = await makeForumComment(db, post.id, reader.user.id);
    const ids = async (who?: Signed) =>
      (await req("GET", `/api/community/posts/${post.id}/comments`, who))
        .json()
        .data.comments.map((c: { id: string }) => c.id);
    expect(await ids(author)).toEqual([hidden.id, shown.id]);
    expect(await ids(admin)).toEqual([hidden.id, shown.id]);
    expect(await ids(reader)).toEqual([shown.id]);
    expect(await ids()).toEqual([shown.id]);
    expect((await req("PUT", `/api/community/comments/${hidden.id}/like`, reader)).statusCode).toBe(404);
    expect((await req("GET", `/api/community/posts/${post.id}`)).json().data.commentCount).toBe(1);
  });
});

describe("comments", () => {
  it("count only visible ones, move the post's last activity, and take one level of replies", async () => {
    const author = await person();
    const replier = await person();
    const post = (await writePost(author)).json().data;
    clock.advance(60_000);
    const top = await req("POST", `/api/community/posts/${post.id}/comments`, replier, {
      body: "Fall, *definitely*.",
    });
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json().data).toMatchObject({
      postId: post.id,
      parentId: null,
      bodyHtml: "<p>Fall, <em>definitely</em>.</p>\n",
      author: { displayName: "Stu D.", kind: "student" },
      moderation: "visible",
    });
    const reply = await req("POST", `/api/community/posts/${post.id}/comments`, author, {
      body: "Thanks!",
      parentId: top.json().data.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    let read = (await req("GET", `/api/community/posts/${post.id}`)).json().data;
    expect(read.commentCount).toBe(2);
    expect(read.lastActivityAt).toBe(reply.json().data.createdAt);
    expect(Date.parse(read.lastActivityAt)).toBeGreaterThan(Date.parse(post.createdAt));

    const other = await makeForumPost(t.database.db, author.user.id);
    const otherComment = await makeForumComment(t.database.db, other.id, author.user.id);
    for (const parentId of [reply.json().data.id, otherComment.id, newId()]) {
      const res = await req("POST", `/api/community/posts/${post.id}/comments`, replier, {
        body: "x",
        parentId,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.field).toBe("parentId");
    }
    const bad = await req("POST", `/api/community/posts/${post.id}/comments`, replier, { body: " " });
    expect(bad.json().error.field).toBe("body");
    read = (await req("GET", `/api/community/posts/${post.id}`)).json().data;
    expect(read.commentCount).toBe(2);

    // Another user's comment answers like an unknown one; the author's delete takes the replies.
    for (const [method, payload] of [
      ["PATCH", { body: "Changed" }],
      ["DELETE", undefined],
    ] as const) {
      const theirs = await req(method, `/api/community/comments/${top.json().data.id}`, author, payload);
      const missing = await req(method, `/api/community/comments/${newId()}`, author, payload);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(missing.json());
      expect(theirs.json().error.message).toBe("Comment not found");
    }
    const edited = await req("PATCH", `/api/community/comments/${top.json().data.id}`, replier, {
      body: "Fall.",
    });
    expect(edited.json().data).toMatchObject({ body: "Fall.", bodyHtml: "<p>Fall.</p>\n" });
    expect((await req("DELETE", `/api/community/comments/${top.json().data.id}`, replier)).statusCode).toBe(
      200,
    );
    read = (await req("GET", `/api/community/posts/${post.id}`)).json().data;
    expect(read.commentCount).toBe(0);
    expect(read.lastActivityAt).toBe(post.createdAt);
    expect((await req("GET", `/api/community/posts/${post.id}/comments`)).json().data.comments).toEqual([]);
  });

  it("page oldest first by cursor without duplicates or gaps", async () => {
    const author = await person();
    const post = await makeForumPost(t.database.db, author.user.id);
    const made: string[] = [];
    for (let i = 0; i < 7; i++)
      made.push((await makeForumComment(t.database.db, post.id, author.user.id)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/community/posts/${post.id}/comments?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await req("GET", url)).json().data;
      seen.push(...page.comments.map((c: { id: string }) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made);
  });
});

describe("likes", () => {
  it("are idempotent per user, counted on the post and shown as likedByMe", async () => {
    const author = await person();
    const fan = await person();
    const post = await makeForumPost(t.database.db, author.user.id);
    const url = `/api/community/posts/${post.id}/like`;
    expect((await req("PUT", url, fan)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await req("PUT", url, fan)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await req("PUT", url, author)).json().data).toEqual({ liked: true, likeCount: 2 });
    expect((await req("GET", `/api/community/posts/${post.id}`, fan)).json().data.likedByMe).toBe(true);
    expect((await req("GET", `/api/community/posts/${post.id}`)).json().data.likedByMe).toBe(false);
    expect((await req("DELETE", url, fan)).json().data).toEqual({ liked: false, likeCount: 1 });
    expect((await req("DELETE", url, fan)).json().data).toEqual({ liked: false, likeCount: 1 });
    expect((await req("PUT", `/api/community/posts/${newId()}/like`, fan)).statusCode).toBe(404);

    const comment = await makeForumComment(t.database.db, post.id, author.user.id);
    const curl = `/api/community/comments/${comment.id}/like`;
    expect((await req("PUT", curl, fan)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await req("PUT", curl, fan)).json().data).toEqual({ liked: true, likeCount: 1 });
    const listed = (await req("GET", `/api/community/posts/${post.id}/comments`, fan)).json().data
      .comments[0];
    expect(listed).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await req("DELETE", curl, fan)).json().data).toEqual({ liked: false, likeCount: 0 });
  });

  it("hold at one when one user sends 20 at once", async () => {
    const fan = await person();
    const post = await makeForumPost(t.database.db, (await person()).user.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => req("PUT", `/api/community/posts/${post.id}/like`, fan)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await req("GET", `/api/community/posts/${post.id}`)).json().data.likeCount).toBe(1);
  });
});

describe("lists", () => {
  async function everyPage(query: string, limit: number): Promise<ForumPostSummary[]> {
    const all: ForumPostSummary[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/community/posts?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await req("GET", url);
      expect(res.statusCode, res.body).toBe(200);
      all.push(...res.json().data.posts);
      cursor = res.json().data.nextCursor;
    } while (cursor);
    return all;
  }

  it("page newest and top first by cursor with no duplicates or gaps", async () => {
    const author = await person();
    const db = t.database.db;
    for (let i = 0; i < 11; i++) {
      // Ties on likes, so the id decides the order inside a tie.
      await makeForumPost(db, author.user.id, { category: "australia_study", likeCount: i % 3 });
    }
    await makeForumPost(db, author.user.id, { category: "australia_study", moderation: "pending" });
    const rows = await db
      .select({ id: forumPosts.id, likeCount: forumPosts.likeCount })
      .from(forumPosts)
      .where(and(eq(forumPosts.category, "australia_study"), eq(forumPosts.moderation, "visible")));
    const newest = [...rows].sort((a, b) => (a.id < b.id ? 1 : -1)).map((r) => r.id);
    const top = [...rows]
      .sort((a, b) => b.likeCount - a.likeCount || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect((await everyPage("category=australia_study&sort=new", 4)).map((p) => p.id)).toEqual(newest);
    expect((await everyPage("category=australia_study&sort=top", 4)).map((p) => p.id)).toEqual(top);
    expect((await everyPage("category=australia_study&sort=top", 50)).map((p) => p.id)).toEqual(top);
    const topCursor = (
      await req("GET", "/api/community/posts?category=australia_study&sort=top&limit=2")
    ).json().data.nextCursor;
    const mixed = await req(
      "GET",
      `/api/community/posts?category=australia_study&sort=new&cursor=${topCursor}`,
    );
    expect(mixed.statusCode).toBe(422);
    const forged = Buffer.from(JSON.stringify({ sort: "top", likeCount: 2 ** 40, id: newId() })).toString(
      "base64url",
    );
    const res = await req("GET", `/api/community/posts?sort=top&cursor=${forged}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.field).toBe("cursor");
  });

  it("search titles and bodies, title matches first, paged without duplicates", async () => {
    const author = await person();
    const db = t.database.db;
    const inBody = await makeForumPost(db, author.user.id, {
      title: "Housing question",
      body: "Has anyone rented near the quokkaville campus?",
    });
    const inTitle = await makeForumPost(db, author.user.id, {
      title: "Quokkaville accommodation",
      body: "Looking for shared housing.",
    });
    const hidden = await makeForumPost(db, author.user.id, {
      title: "Quokkaville secret",
      body: "Quokkaville",
      moderation: "hidden",
    });
    const found = await everyPage("q=quokkaville", 1);
    expect(found.map((p) => p.id)).toEqual([inTitle.id, inBody.id]);
    expect(found.map((p) => p.id)).not.toContain(hidden.id);
    expect((await everyPage("q=rented%20quokkaville", 10)).map((p) => p.id)).toEqual([inBody.id]);
    expect((await everyPage("q=quokkaville%20-housing", 10)).map((p) => p.id)).toEqual([]);
    expect((await everyPage(`q=quokkaville&category=${inBody.category}`, 10)).length).toBe(2);
    expect((await everyPage("q=the", 10)).length).toBe(0);
  });
});

describe("the cooling period after a flagged sign-in", () => {
  it("holds a student's writes for an hour from the server's clock, and a known browser does not lift it", async () => {
    const student = await person("student", {}, { cooling: true });
    const refused = await writePost(student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "COOLING_PERIOD" });
    const secondsLeft = refused.json().error.details.secondsLeft;
    expect(secondsLeft).toBeGreaterThan(3590);
    expect(secondsLeft).toBeLessThanOrEqual(3600);
    expect(Number(refused.headers["retry-after"])).toBe(secondsLeft);
    expect(refused.json().error.message).toContain("60 minutes");
    expect(await countRows(forumPosts, student.user.id)).toBe(0);
    const standing = (await req("GET", "/api/community/standing", student)).json().data;
    expect(standing).toMatchObject({
      canWrite: false,
      suspendedUntil: null,
      postsLeftToday: 5,
      commentsLeftToday: 4,
    });
    expect(standing.coolingSecondsLeft).toBe(secondsLeft);

    // Half an hour later the same browser signs in again: the period runs on, not restarted.
    clock.advance(30 * 60_000);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/student-login",
      headers: await sameBrowserSignedOut(t.app, student.headers),
      payload: { email: student.user.email, password: TEST_PASSWORD },
    });
    expect(again.json().data.coolingPeriod).toBe(true);
    const later = await writePost(student);
    expect(later.statusCode).toBe(403);
    expect(later.json().error.details.secondsLeft).toBeLessThanOrEqual(30 * 60);

    clock.advance(30 * 60_000 + 1_000);
    expect((await writePost(student)).statusCode).toBe(201);
    expect((await req("GET", "/api/community/standing", student)).json().data).toMatchObject({
      canWrite: true,
      coolingUntil: null,
      coolingSecondsLeft: 0,
      postsLeftToday: 4,
    });
  });

  it("never holds a company account or the team, and their writes have no daily limit", async () => {
    for (const kind of ["company", "counselor"] as const) {
      const who = await person(kind, {}, { cooling: true });
      const standing = (await req("GET", "/api/community/standing", who)).json().data;
      expect(standing).toMatchObject({
        canWrite: true,
        coolingUntil: null,
        postsLeftToday: null,
        commentsLeftToday: null,
      });
      for (let i = 0; i < 6; i++) {
        expect((await writePost(who)).statusCode).toBe(201);
      }
    }
  });

  it("refuses a suspended member's writes, whoever they are", async () => {
    const company = await person("company");
    const until = new Date(clock.now().getTime() + 86_400_000);
    await t.database.db.execute(
      `insert into community_members (user_id, suspended_until) values ('${company.user.id}', '${until.toISOString()}')`,
    );
    const res = await writePost(company);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: "COMMUNITY_SUSPENDED",
      details: { until: until.toISOString() },
    });
    // The message says when as people read dates; the details keep the instant.
    const untilText = formatUtcDateTime(until);
    expect(res.json().error.message).toBe(`You are suspended from the community until ${untilText}.`);
    expect((await req("GET", "/api/community/standing", company)).json().data).toMatchObject({
      canWrite: false,
      suspendedUntil: until.toISOString(),
    });
  });
});

describe("daily limits", () => {
  it("stop a student's sixth post in 24 hours, deleted ones counted, until the oldest leaves the window", async () => {
    const student = await person();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await writePost(student);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
      clock.advance(60_000);
    }
    await req("DELETE", `/api/community/posts/${ids[0]}`, student);
    const refused = await writePost(student);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: "COMMUNITY_DAILY_LIMIT",
      message: "You can write 5 posts a day. Try again tomorrow.",
    });
    const retry = Number(refused.headers["retry-after"]);
    expect(retry).toBeGreaterThan(24 * 3600 - 6 * 60);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect((await req("GET", "/api/community/standing", student)).json().data.postsLeftToday).toBe(0);
    clock.advance(retry * 1000);
    expect((await writePost(student)).statusCode).toBe(201);
  });

  it("hold under concurrent writes, and count comments on their own", async () => {
    const student = await person();
    const results = await Promise.all(Array.from({ length: 8 }, () => writePost(student)));
    expect(results.filter((r) => r.statusCode === 201).length).toBe(5);
    expect(results.filter((r) => r.statusCode === 429).length).toBe(3);
    expect(await countRows(forumPosts, student.user.id)).toBe(5);

    const post = await makeForumPost(t.database.db, student.user.id);
    const comments = await Promise.all(
      Array.from({ length: 6 }, () =>
        req("POST", `/api/community/posts/${post.id}/comments`, student, { body: "Me too" }),
      ),
    );
    expect(comments.filter((r) => r.statusCode === 201).length).toBe(4);
    expect(comments.find((r) => r.statusCode === 429)?.json().error.message).toBe(
      "You can write 4 comments a day. Try again tomorrow.",
    );
    expect((await req("GET", `/api/community/posts/${post.id}`)).json().data.commentCount).toBe(4);
  });
});

describe("content held for a moderator", () => {
  it("holds a blocked word (whole word, any case) and is not pushed live", async () => {
    await t.database.db.insert(forumBlockedWords).values({ word: "scamcoin" }).onConflictDoNothing();
    const student = await person();
    const reader = await person();
    const held = await writePost(student, { body: "Buy SCAMCOIN now" });
    expect(held.statusCode).toBe(201);
    expect(held.json().data.moderation).toBe("pending");
    const [row] = await t.database.db.select().from(forumPosts).where(eq(forumPosts.id, held.json().data.id));
    expect(row).toMatchObject({ holdReasons: ["blocked_word"], matchedWords: ["scamcoin"] });
    expect((await req("GET", `/api/community/posts/${row?.id}`, reader)).statusCode).toBe(404);
    const fine = await writePost(student, { body: "scamcoins are not a word here" });
    expect(fine.json().data.moderation).toBe("visible");

    const post = await makeForumPost(t.database.db, reader.user.id);
    const comment = await req("POST", `/api/community/posts/${post.id}/comments`, student, {
      body: "ScamCoin!",
    });
    expect(comment.json().data.moderation).toBe("pending");
    expect((await req("GET", `/api/community/posts/${post.id}`)).json().data.commentCount).toBe(0);
    // An edit that brings a blocked word into a visible comment holds it and takes it from the count.
    const clean = (
      await req("POST", `/api/community/posts/${post.id}/comments`, student, { body: "Fine" })
    ).json().data;
    expect((await req("GET", `/api/community/posts/${post.id}`)).json().data.commentCount).toBe(1);
    const edited = await req("PATCH", `/api/community/comments/${clean.id}`, student, { body: "scamcoin" });
    expect(edited.json().data.moderation).toBe("pending");
    expect((await req("GET", `/api/community/posts/${post.id}`)).json().data.commentCount).toBe(0);
  });

  it("holds a blocked word disguised by invisible characters, full-width letters, leetspeak or hyphens", async () => {
    await t.database.db.insert(forumBlockedWords).values({ word: "scamcoin" }).onConflictDoNothing();
    const student = await person();
    for (const body of [
      "Buy scam\u200Bcoin",
      "Buy ＳＣＡＭＣＯＩＮ",
      "Buy 5c4mc01n",
      "Buy s-c-a-m-c-o-i-n",
    ]) {
      const res = await writePost(student, { body });
      expect(res.json().data.moderation, body).toBe("pending");
    }
    const innocent = await writePost(student, { body: "My scamcoinage essay" });
    expect(innocent.json().data.moderation).toBe("visible");
  });

  it("holds links from an account younger than a day", async () => {
    const young = await person("student", { createdAt: clock.now() });
    const old = await person();
    for (const body of ["See [here](https://example.com)", "See example.com", "Mail me: a@example.com"]) {
      const res = await writePost(young, { body });
      expect(res.json().data.moderation, body).toBe("pending");
    }
    const [row] = await t.database.db
      .select({ holdReasons: forumPosts.holdReasons })
      .from(forumPosts)
      .where(eq(forumPosts.authorId, young.user.id))
      .limit(1);
    expect(row?.holdReasons).toEqual(["new_account_link"]);
    const plain = await writePost(young, { body: "No links at all" });
    expect(plain.json().data.moderation).toBe("visible");
    const linked = await writePost(old, { body: "See https://example.com" });
    expect(linked.json().data.moderation).toBe("visible");
  });

  it("does not hold a link from a new team account: an admin invited it", async () => {
    const counselor = await person("counselor", { createdAt: clock.now() });
    const post = await makeForumPost(t.database.db, (await person()).user.id);
    const res = await req("POST", `/api/community/posts/${post.id}/comments`, counselor, {
      body: "The checklist is at https://example.com/checklist",
    });
    expect(res.json().data.moderation).toBe("visible");
    expect((await req("GET", `/api/community/posts/${post.id}`)).json().data.commentCount).toBe(1);
    // A new company account is still held, as a new student is.
    const company = await person("company", { createdAt: clock.now() });
    const held = await req("POST", `/api/community/posts/${post.id}/comments`, company, {
      body: "Our fair: https://example.com/fair",
    });
    expect(held.json().data.moderation).toBe("pending");
  });
});

describe("the sign-in's cooling period", () => {
  it("starts at a student's first sign-in and again from a new browser, not from a known one", async () => {
    const student = await createUser(t.database.db, { createdAt: new Date(Date.now() - 5 * 86_400_000) });
    const login = async (browser?: BrowserHeaders) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/student-login",
        headers: browser ?? (await csrfHeaders(t.app)),
        payload: { email: student.email, password: TEST_PASSWORD },
      });
    const first = await login();
    expect(first.json().data.coolingPeriod).toBe(true);
    clock.advance(COOLING_PERIOD_MS + 1_000);
    const browserA = withDeviceCookie(await csrfHeaders(t.app), first);
    expect((await login(browserA)).json().data.coolingPeriod).toBe(false);
    expect((await login()).json().data.coolingPeriod).toBe(true);
    const rows = await t.database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, student.id), eq(auditEvents.action, "auth.login")));
    expect(rows[0]?.n).toBe(3);
  });
});
