import { communityTopics } from "@meridian/contract";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { communityMembers, forumPollVotes, forumPosts } from "../../db/schema/index.js";
import type { BusEvent } from "../../lib/bus.js";
import { type ForumMember, forumMember } from "../../test/community.js";
import { createUser, makeForumPost } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

const events: BusEvent[] = [];
const t = useTestApp();
beforeAll(async () => {
  t.ctx.bus.subscribe((event) => events.push(event));
});

type Signed = ForumMember;
const person = (kind: "student" | "admin" | "counselor" | "company" = "student") => forumMember(t, kind);

const req = (method: "GET" | "POST" | "PUT", url: string, headers: BrowserHeaders, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const pollPost = (options: unknown, overrides: object = {}) => ({
  category: "general",
  title: "Which intake are you aiming for?",
  body: "Tell us which intake you plan for.",
  poll: { options },
  ...overrides,
});
const votePath = (postId: string) => `/api/community/posts/${postId}/poll/vote`;
const postsBy = async (authorId: string) =>
  (await t.database.db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.authorId, authorId)))[0]
    ?.n ?? 0;

/** A company's post with a poll of three options; answers the post as written. */
async function companyPoll(company?: Signed) {
  const author = company ?? (await person("company"));
  const res = await req(
    "POST",
    "/api/community/posts",
    author.headers,
    pollPost(["Fall", "Spring", "Summer"]),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { author, post: res.json().data };
}

describe("a company's poll", () => {
  it("is written with its post, options in order, and read by everyone with their own vote", async () => {
    const { author, post } = await companyPoll();
    expect(post).toMatchObject({ hasPoll: true, photoCount: 0, photos: [] });
    expect(post.poll).toMatchObject({
      options: [
        { label: "Fall", voteCount: 0 },
        { label: "Spring", voteCount: 0 },
        { label: "Summer", voteCount: 0 },
      ],
      totalVotes: 0,
      myVote: null,
    });
    const guest = await req("GET", `/api/community/posts/${post.id}`, await csrfHeaders(t.app));
    expect(guest.json().data.poll).toEqual(post.poll);
    const list = await req("GET", "/api/community/posts?category=general&limit=50", author.headers);
    expect(list.json().data.posts.find((p: { id: string }) => p.id === post.id)).toMatchObject({
      hasPoll: true,
      photoCount: 0,
    });
  });

  it.each(["student", "counselor", "admin"] as const)(
    "is refused to a %s with 403, writing no post",
    async (kind) => {
      const who = await person(kind);
      const res = await req("POST", "/api/community/posts", who.headers, pollPost(["Yes", "No"]));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        error: { code: "FORBIDDEN", message: "Only company accounts can add a poll to a post." },
      });
      expect(await postsBy(who.user.id)).toBe(0);
    },
  );

  it.each([
    ["one option", ["Only"], "A poll needs at least 2 options"],
    ["seven options", ["1", "2", "3", "4", "5", "6", "7"], "A poll has at most 6 options"],
    ["options differing only in case", ["Fall", "fall"], "Each poll option must be different"],
    ["an empty option", ["Fall", "  "], "A poll option cannot be empty"],
    ["an option too long", ["Fall", "x".repeat(81)], "Keep each option to 80 characters"],
  ])("with %s is refused with 422 in the envelope, writing nothing", async (_what, options, message) => {
    const company = await person("company");
    const res = await req("POST", "/api/community/posts", company.headers, pollPost(options));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR", message } });
    expect(res.json().error.field).toMatch(/^poll\.options/);
    expect(await postsBy(company.user.id)).toBe(0);
  });
});

describe("voting", () => {
  it("counts one vote per user, across users, and sends the counts to the post's topic", async () => {
    const { post } = await companyPoll();
    const [fall, spring] = post.poll.options;
    const voters = await Promise.all([person(), person(), person("counselor")]);
    events.length = 0;
    const first = await req("PUT", votePath(post.id), voters[0].headers, { optionId: fall.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ totalVotes: 1, myVote: fall.id });
    await req("PUT", votePath(post.id), voters[1].headers, { optionId: spring.id });
    const third = await req("PUT", votePath(post.id), voters[2].headers, { optionId: fall.id });
    expect(third.json().data).toEqual({
      options: [
        { id: fall.id, label: "Fall", voteCount: 2 },
        { id: spring.id, label: "Spring", voteCount: 1 },
        { id: post.poll.options[2].id, label: "Summer", voteCount: 0 },
      ],
      totalVotes: 3,
      myVote: fall.id,
    });

    const read = await req("GET", `/api/community/posts/${post.id}`, voters[1].headers);
    expect(read.json().data.poll).toMatchObject({ totalVotes: 3, myVote: spring.id });

    const pushed = events.flatMap((event) =>
      event.kind === "topic-message" && event.message.type === "community_poll" ? [event] : [],
    );
    expect(pushed).toHaveLength(3);
    expect(pushed.every((event) => event.topic === communityTopics.post(post.id))).toBe(true);
    const last = pushed.at(-1)?.message;
    expect(last?.type === "community_poll" && last.data).toEqual({
      postId: post.id,
      poll: { ...third.json().data, myVote: null },
    });
  });

  it("is final: the same option again answers the results, another is 409, nothing changes", async () => {
    const { post } = await companyPoll();
    const [fall, spring] = post.poll.options;
    const voter = await person();
    await req("PUT", votePath(post.id), voter.headers, { optionId: fall.id });
    events.length = 0;
    const again = await req("PUT", votePath(post.id), voter.headers, { optionId: fall.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ totalVotes: 1, myVote: fall.id });
    const other = await req("PUT", votePath(post.id), voter.headers, { optionId: spring.id });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      success: false,
      error: { code: "CONFLICT", message: "You have already voted in this poll" },
    });
    const read = await req("GET", `/api/community/posts/${post.id}`, voter.headers);
    expect(read.json().data.poll).toMatchObject({ totalVotes: 1, myVote: fall.id });
    expect(events.filter((e) => e.kind === "topic-message")).toHaveLength(0);
  });

  it("holds one vote when one user sends 20 at once", async () => {
    const { post } = await companyPoll();
    const voter = await person();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        req("PUT", votePath(post.id), voter.headers, { optionId: post.poll.options[i % 2].id }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const read = await req("GET", `/api/community/posts/${post.id}`, voter.headers);
    expect(read.json().data.poll.totalVotes).toBe(1);
    const [votes] = await t.database.db
      .select({ n: count() })
      .from(forumPollVotes)
      .where(eq(forumPollVotes.postId, post.id));
    expect(votes?.n).toBe(1);
  });

  it("is not held by the cooling period or a suspension", async () => {
    const { post } = await companyPoll();
    const student = await createUser(t.database.db);
    // A fresh sign-in starts the cooling period; the vote goes through anyway.
    const headers = await signIn(t.app, student);
    const res = await req("PUT", votePath(post.id), headers, { optionId: post.poll.options[0].id });
    expect(res.statusCode, res.body).toBe(200);

    const suspended = await person();
    const until = new Date(Date.now() + 86_400_000);
    await t.database.db
      .insert(communityMembers)
      .values({ userId: suspended.user.id, suspendedUntil: until })
      .onConflictDoUpdate({ target: communityMembers.userId, set: { suspendedUntil: until } });
    const comment = await req("POST", `/api/community/posts/${post.id}/comments`, suspended.headers, {
      body: "Spring for me",
    });
    expect(comment.statusCode).toBe(403);
    const voted = await req("PUT", votePath(post.id), suspended.headers, {
      optionId: post.poll.options[1].id,
    });
    expect(voted.statusCode, voted.body).toBe(200);
    expect(voted.json().data).toMatchObject({ totalVotes: 2, myVote: post.poll.options[1].id });
  });

  it("refuses guests (401), a post without a poll (404), an option of another poll (422)", async () => {
    const { author, post } = await companyPoll();
    const { post: otherPost } = await companyPoll(author);
    const voter = await person();
    const guest = await req("PUT", votePath(post.id), await csrfHeaders(t.app), {
      optionId: post.poll.options[0].id,
    });
    expect(guest.statusCode).toBe(401);

    const plain = await makeForumPost(t.database.db, author.user.id);
    const noPoll = await req("PUT", votePath(plain.id), voter.headers, { optionId: post.poll.options[0].id });
    expect(noPoll.statusCode).toBe(404);
    expect(noPoll.json()).toMatchObject({
      success: false,
      error: { code: "NOT_FOUND", message: "Poll not found" },
    });

    const foreign = await req("PUT", votePath(post.id), voter.headers, {
      optionId: otherPost.poll.options[0].id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      success: false,
      error: {
        code: "VALIDATION_ERROR",
        field: "optionId",
        message: "optionId must be one of the poll's options",
      },
    });
    const bad = await req("PUT", votePath(post.id), voter.headers, { optionId: "fall" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("optionId");

    const read = await req("GET", `/api/community/posts/${post.id}`, voter.headers);
    expect(read.json().data.poll).toMatchObject({ totalVotes: 0, myVote: null });
    const other = await req("GET", `/api/community/posts/${otherPost.id}`, voter.headers);
    expect(other.json().data.poll).toMatchObject({ totalVotes: 0, myVote: null });
  });

  it("answers another user's held or hidden post like an unknown id, counting nothing", async () => {
    const { post } = await companyPoll();
    await t.database.db.update(forumPosts).set({ moderation: "hidden" }).where(eq(forumPosts.id, post.id));
    const voter = await person();
    const hidden = await req("PUT", votePath(post.id), voter.headers, { optionId: post.poll.options[0].id });
    const unknown = await req("PUT", votePath("0190d3a0-0000-7000-8000-000000000000"), voter.headers, {
      optionId: post.poll.options[0].id,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    const [votes] = await t.database.db
      .select({ n: count() })
      .from(forumPollVotes)
      .where(eq(forumPollVotes.postId, post.id));
    expect(votes?.n).toBe(0);
  });
});
