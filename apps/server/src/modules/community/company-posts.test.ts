import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forumPosts, type UserRow } from "../../db/schema/index.js";
import { createUser, endCoolingPeriod, makeForumComment, makeForumPost } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "../../test/http.js";
import { TestClock, useTestApp } from "../../test/test-app.js";
import { flushPostViews, POST_VIEW_REPEAT_MS, PostViewCounter } from "./post-views.counter.js";

const clock = new TestClock();
const t = useTestApp({ now: clock.now });

interface Signed {
  user: UserRow;
  headers: BrowserHeaders;
}
async function person(kind: "student" | "counselor" | "admin" | "company" = "student"): Promise<Signed> {
  const fields =
    kind === "company"
      ? { userType: "company_profile" as const, firstName: "Acme", lastName: "Corp" }
      : kind === "student"
        ? {}
        : { userType: "team_member" as const, teamRole: kind };
  const user = await createUser(t.database.db, fields);
  const headers = await signIn(t.app, user);
  await endCoolingPeriod(t.database.db, user.id);
  return { user, headers };
}
const read = (postId: string, headers: Record<string, string | undefined> = {}, remoteAddress = "10.1.0.1") =>
  t.app.inject({ method: "GET", url: `/api/community/posts/${postId}`, headers, remoteAddress });
const dashboard = (headers: BrowserHeaders) =>
  t.app.inject({ method: "GET", url: "/api/company/community/posts", headers });
const viewsOf = async (postId: string) =>
  (
    await t.database.db.select({ n: forumPosts.viewCount }).from(forumPosts).where(eq(forumPosts.id, postId))
  )[0]?.n;

describe("views", () => {
  it("count reads by anyone but the author, once per viewer in ten minutes, written in a batch", async () => {
    const company = await person("company");
    const post = await makeForumPost(t.database.db, company.user.id);
    const student = await person();
    await read(post.id, company.headers);
    await read(post.id, student.headers);
    await read(post.id, student.headers);
    await read(post.id, {}, "10.1.0.7");
    await read(post.id, {}, "10.1.0.7");
    await read(post.id, {}, "10.1.0.8");
    // Nothing is written on a read's request.
    expect(await viewsOf(post.id)).toBe(0);
    await flushPostViews(t.ctx);
    expect(await viewsOf(post.id)).toBe(3);

    clock.advance(POST_VIEW_REPEAT_MS + 1000);
    await read(post.id, student.headers);
    await read(post.id, {}, "10.1.0.7");
    await flushPostViews(t.ctx);
    expect(await viewsOf(post.id)).toBe(5);
    // A refused read (an unknown id) counts nothing and writes nothing.
    expect((await read("0190d3a0-0000-7000-8000-000000000000", student.headers)).statusCode).toBe(404);
    await flushPostViews(t.ctx);
    expect(await viewsOf(post.id)).toBe(5);
  });

  it("are kept in bounded memory: a full map of posts is written at once", async () => {
    const posts = await Promise.all([1, 2, 3].map(() => makeForumPost(t.database.db, null)));
    const counter = new PostViewCounter({
      db: t.database.db,
      now: clock.now,
      flushEveryMs: 0,
      onError: (err) => {
        throw err;
      },
      maxPosts: 2,
      maxViewers: 2,
    });
    for (const post of posts) counter.record(post.id, "ip:10.2.0.1");
    // The third viewer pushed the first out of memory: their read counts again.
    counter.record(posts[0]?.id ?? "", "ip:10.2.0.1");
    await counter.close();
    expect(await Promise.all(posts.map((post) => viewsOf(post.id)))).toEqual([2, 1, 1]);
  });
});

describe("the company's own posts", () => {
  it("list its newest posts in any state with views, likes, comments, poll results, and totals over all", async () => {
    const company = await person("company");
    const voter = await person();
    const db = t.database.db;
    // Older posts beyond the listed 100 still count in the totals.
    for (let i = 0; i < 101; i += 1) {
      await makeForumPost(db, company.user.id, { viewCount: 1, likeCount: i === 0 ? 2 : 0 });
    }
    const hidden = await makeForumPost(db, company.user.id, { moderation: "hidden" });
    await makeForumComment(db, hidden.id, voter.user.id);
    const withPoll = await t.app.inject({
      method: "POST",
      url: "/api/community/posts",
      headers: company.headers,
      payload: {
        category: "general",
        title: "Which intake?",
        body: "Tell us.",
        poll: { options: ["Fall", "Spring"] },
      },
    });
    const pollPost = withPoll.json().data;
    await t.app.inject({
      method: "PUT",
      url: `/api/community/posts/${pollPost.id}/poll/vote`,
      headers: voter.headers,
      payload: { optionId: pollPost.poll.options[1].id },
    });
    await t.app.inject({
      method: "PUT",
      url: `/api/community/posts/${pollPost.id}/like`,
      headers: voter.headers,
    });
    await read(pollPost.id, voter.headers);
    await flushPostViews(t.ctx);
    // Another author's post is not the company's.
    await makeForumPost(db, voter.user.id, { viewCount: 50 });

    const res = await dashboard(company.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { posts, totals } = res.json().data;
    expect(posts).toHaveLength(100);
    expect(posts[0]).toMatchObject({
      id: pollPost.id,
      viewCount: 1,
      likeCount: 1,
      hasPoll: true,
      poll: { totalVotes: 1, myVote: null, options: [{ voteCount: 0 }, { voteCount: 1 }] },
    });
    expect(posts[1]).toMatchObject({ id: hidden.id, moderation: "hidden", commentCount: 1, poll: null });
    expect(totals).toEqual({ posts: 103, views: 102, likes: 3, comments: 1 });
  });

  it("are the company's only: others 403, guests 401", async () => {
    for (const kind of ["student", "counselor", "admin"] as const) {
      const res = await dashboard((await person(kind)).headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: { code: "FORBIDDEN" } });
    }
    expect((await dashboard(await csrfHeaders(t.app))).statusCode).toBe(401);
    const fresh = await dashboard((await person("company")).headers);
    expect(fresh.json().data).toEqual({ posts: [], totals: { posts: 0, views: 0, likes: 0, comments: 0 } });
  });
});
