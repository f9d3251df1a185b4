import type { ForumComment, ForumCommentList, ForumPost, ForumPostList } from "@meridian/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumBlockedWords, forumPosts, forumPostVersions, users } from "../../db/schema/index.js";
import { type ForumMember, forumMember, uploadCompanyLogo } from "../../test/community.js";
import { multipartFile } from "../../test/http.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/**
 * The forum's hot reads (a category's pages, a post, its comments) are answered from a per-node
 * cache of serialized answers, valid for one version the database moves (decision 053). Two apps
 * on one database stand for two nodes: every change made through one node (or straight in the
 * database) shows in the other's next read, and content not visible to everyone never reaches
 * another reader through a kept answer.
 */
let nodeA: TestApp;
let nodeB: TestApp;
beforeAll(async () => {
  nodeA = await createTestApp();
  // The second node shares the database; only the first closes it.
  nodeB = await createTestApp({ database: { ...nodeA.database, close: async () => {} } });
  await nodeA.database.db.insert(forumBlockedWords).values({ word: "cheapvisas" }).onConflictDoNothing();
});
afterAll(async () => {
  await nodeB.app.close();
  await nodeA.app.close();
});

type Signed = ForumMember;
const person = (kind: "student" | "company" | "admin", names?: { firstName: string; lastName: string }) =>
  forumMember(nodeA, kind, names);

/** A write through node A, answered 2xx. */
async function write(
  who: Signed,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) {
  const res = await nodeA.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}

/** A read through a node, as a guest or a signed-in reader. */
function read(node: TestApp, url: string, who?: Signed) {
  return node.app.inject({ method: "GET", url, ...(who ? { headers: who.headers } : {}) });
}
async function readData<T>(node: TestApp, url: string, who?: Signed): Promise<T> {
  const res = await read(node, url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const pageOf = (category: string, who?: Signed, extra = "") =>
  readData<ForumPostList>(nodeB, `/api/community/posts?category=${category}${extra}`, who);
const postOf = (id: string, who?: Signed) => readData<ForumPost>(nodeB, `/api/community/posts/${id}`, who);
const commentsOf = (id: string, who?: Signed, extra = "") =>
  readData<ForumCommentList>(nodeB, `/api/community/posts/${id}/comments?limit=50${extra}`, who);
const postVersionOf = async (postId: string) =>
  (
    await nodeA.database.db
      .select({ version: forumPostVersions.version })
      .from(forumPostVersions)
      .where(eq(forumPostVersions.postId, postId))
  )[0]?.version;
const ids = (list: { id: string }[]) => list.map((item) => item.id);

async function newPost(who: Signed, category: string, title: string, extra: object = {}): Promise<ForumPost> {
  return write(who, "POST", "/api/community/posts", {
    category,
    title,
    body: "What did you find?",
    ...extra,
  });
}
async function newComment(who: Signed, postId: string, body: string): Promise<ForumComment> {
  return write(who, "POST", `/api/community/posts/${postId}/comments`, { body });
}
const moderate = (admin: Signed, kind: "posts" | "comments", id: string, action: "hide" | "restore") =>
  write(admin, "POST", `/api/admin/community/${kind}/${id}/moderation`, { action });

describe("the forum's cached answers on another node", () => {
  it("show a new post, an edit, a like, a comment and a delete on the very next read", async () => {
    const author = await person("student", { firstName: "Ann", lastName: "Author" });
    const reader = await person("student", { firstName: "Rea", lastName: "Der" });
    const first = await newPost(author, "uk_study", "Halls near King's Cross");
    // Kept on B now, for a guest and for the reader.
    expect(ids((await pageOf("uk_study")).posts)).toEqual([first.id]);
    expect(ids((await pageOf("uk_study", reader)).posts)).toEqual([first.id]);
    expect((await postOf(first.id)).title).toBe("Halls near King's Cross");
    expect((await commentsOf(first.id)).comments).toEqual([]);

    const second = await newPost(author, "uk_study", "Council tax as a student");
    expect(ids((await pageOf("uk_study")).posts)).toEqual([second.id, first.id]);

    await write(author, "PATCH", `/api/community/posts/${first.id}`, {
      title: "Halls near St Pancras",
      body: "Edited **body**",
    });
    expect((await pageOf("uk_study", reader)).posts[1]?.title).toBe("Halls near St Pancras");
    expect(await postOf(first.id)).toMatchObject({ title: "Halls near St Pancras", body: "Edited **body**" });

    await write(reader, "PUT", `/api/community/posts/${first.id}/like`, { liked: true });
    expect((await pageOf("uk_study", reader)).posts[1]).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await pageOf("uk_study", author)).posts[1]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await pageOf("uk_study")).posts[1]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect(await postOf(first.id, reader)).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(await postOf(first.id)).toMatchObject({ likeCount: 1, likedByMe: false });

    const comment = await newComment(reader, first.id, "Try the ones by the canal.");
    expect(ids((await commentsOf(first.id)).comments)).toEqual([comment.id]);
    expect((await postOf(first.id)).commentCount).toBe(1);
    expect((await pageOf("uk_study")).posts[1]?.commentCount).toBe(1);

    await write(reader, "PATCH", `/api/community/comments/${comment.id}`, { body: "Or by the park." });
    expect((await commentsOf(first.id)).comments[0]?.body).toBe("Or by the park.");
    await write(author, "PUT", `/api/community/comments/${comment.id}/like`, { liked: true });
    expect((await commentsOf(first.id, author)).comments[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await commentsOf(first.id, reader)).comments[0]).toMatchObject({
      likeCount: 1,
      likedByMe: false,
    });
    await write(author, "DELETE", `/api/community/comments/${comment.id}/like`);
    expect((await commentsOf(first.id, author)).comments[0]).toMatchObject({
      likeCount: 0,
      likedByMe: false,
    });

    await write(reader, "DELETE", `/api/community/comments/${comment.id}`);
    expect((await commentsOf(first.id)).comments).toEqual([]);
    expect((await postOf(first.id)).commentCount).toBe(0);

    await write(author, "DELETE", `/api/community/posts/${first.id}`);
    expect(ids((await pageOf("uk_study")).posts)).toEqual([second.id]);
    expect((await read(nodeB, `/api/community/posts/${first.id}`)).statusCode).toBe(404);
    expect((await read(nodeB, `/api/community/posts/${first.id}/comments`, reader)).statusCode).toBe(404);
  });

  it("show a change on a later page (by cursor), in either order, and one made straight in the database", async () => {
    const author = await person("student");
    const posts: ForumPost[] = [];
    for (const title of ["Oldest question", "Middle question", "Newest question"]) {
      posts.push(await newPost(author, "canada_study", title));
    }
    const first = await pageOf("canada_study", undefined, "&limit=2");
    const cursor = encodeURIComponent(first.nextCursor ?? "");
    expect((await pageOf("canada_study", undefined, `&limit=2&cursor=${cursor}`)).posts[0]?.title).toBe(
      "Oldest question",
    );
    expect(ids((await pageOf("canada_study", undefined, "&sort=top")).posts)).toHaveLength(3);
    const oldest = posts[0]?.id ?? "";
    await nodeA.database.db
      .update(forumPosts)
      .set({ title: "Renamed in the database" })
      .where(eq(forumPosts.id, oldest));
    expect((await pageOf("canada_study", undefined, `&limit=2&cursor=${cursor}`)).posts[0]?.title).toBe(
      "Renamed in the database",
    );
    await nodeA.database.db.update(forumPosts).set({ likeCount: 5 }).where(eq(forumPosts.id, oldest));
    expect(ids((await pageOf("canada_study", undefined, "&sort=top")).posts)[0]).toBe(oldest);
    expect((await postOf(oldest)).likeCount).toBe(5);
  });

  it("show a vote, a photo, a company's new name and logo and an author's new name at once; not a view or a suspension", async () => {
    const company = await person("company");
    const voter = await person("student", { firstName: "Vo", lastName: "Ter" });
    const admin = await person("admin");
    const post = await newPost(company, "scholarships", "Which funding webinar?", {
      poll: { options: ["Monday", "Friday"] },
    });
    const [monday] = post.poll?.options ?? [];
    const comment = await newComment(voter, post.id, "Friday suits me.");
    expect((await postOf(post.id, voter)).poll).toMatchObject({ totalVotes: 0, myVote: null });

    await write(voter, "PUT", `/api/community/posts/${post.id}/poll/vote`, { optionId: monday?.id });
    expect((await postOf(post.id, voter)).poll).toMatchObject({ totalVotes: 1, myVote: monday?.id });
    expect((await postOf(post.id)).poll).toMatchObject({ totalVotes: 1, myVote: null });
    expect((await postOf(post.id, admin)).poll).toMatchObject({ totalVotes: 1, myVote: null });

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();
    const photo = multipartFile("photo.png", png, "image/png");
    const added = await nodeA.app.inject({
      method: "POST",
      url: `/api/community/posts/${post.id}/photos`,
      headers: { ...company.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await postOf(post.id)).photos.map((p) => p.id)).toEqual([added.json().data.id]);
    expect((await pageOf("scholarships")).posts[0]?.photoCount).toBe(1);

    await write(company, "PUT", "/api/company/profile", {
      name: "Globe Study Ltd",
      website: "",
      description: "",
    });
    expect((await pageOf("scholarships")).featured?.author.displayName).toBe("Globe Study Ltd");
    expect((await postOf(post.id)).author.displayName).toBe("Globe Study Ltd");
    const logoUrl = await uploadCompanyLogo(nodeA.app, company.headers, png);
    expect((await pageOf("scholarships")).posts[0]?.author.logoUrl).toBe(logoUrl);
    expect((await postOf(post.id)).author.logoUrl).toBe(logoUrl);

    await nodeA.database.db.update(users).set({ firstName: "Victor" }).where(eq(users.id, voter.user.id));
    expect((await commentsOf(post.id)).comments[0]?.author.displayName).toBe("Victor T.");

    // Views (counted per node, added in batches) and a suspension show nowhere in these answers.
    const before = (await read(nodeB, `/api/community/posts/${post.id}`)).body;
    const versionBefore = await postVersionOf(post.id);
    await nodeA.database.db.update(forumPosts).set({ viewCount: 42 }).where(eq(forumPosts.id, post.id));
    await write(admin, "PUT", `/api/admin/community/users/${voter.user.id}/suspension`, {
      days: 3,
      reason: "Cooling off",
    });
    expect(await postVersionOf(post.id)).toBe(versionBefore);
    expect((await read(nodeB, `/api/community/posts/${post.id}`)).body).toBe(before);
    expect((await commentsOf(post.id)).comments[0]?.id).toBe(comment.id);
  });

  it("drop a post and a comment a moderator hides, and bring them back on a restore", async () => {
    const author = await person("student", { firstName: "Ann", lastName: "Author" });
    const reader = await person("student", { firstName: "Rea", lastName: "Der" });
    const admin = await person("admin");
    const post = await newPost(author, "ielts_prep", "Band 8 in six weeks");
    const comment = await newComment(author, post.id, "My own notes follow.");
    const other = await newComment(reader, post.id, "Thanks for this.");
    for (const who of [undefined, reader]) {
      expect(ids((await pageOf("ielts_prep", who)).posts)).toEqual([post.id]);
      expect(ids((await commentsOf(post.id, who)).comments)).toEqual([comment.id, other.id]);
    }

    await moderate(admin, "comments", comment.id, "hide");
    expect(ids((await commentsOf(post.id)).comments)).toEqual([other.id]);
    expect(ids((await commentsOf(post.id, reader)).comments)).toEqual([other.id]);
    expect((await commentsOf(post.id, author)).comments.map((c) => c.moderation)).toEqual([
      "hidden",
      "visible",
    ]);
    await moderate(admin, "comments", comment.id, "restore");
    expect(ids((await commentsOf(post.id, reader)).comments)).toEqual([comment.id, other.id]);

    await moderate(admin, "posts", post.id, "hide");
    expect((await pageOf("ielts_prep")).posts).toEqual([]);
    expect((await pageOf("ielts_prep", reader)).posts).toEqual([]);
    for (const url of [`/api/community/posts/${post.id}`, `/api/community/posts/${post.id}/comments`]) {
      expect((await read(nodeB, url)).statusCode).toBe(404);
      expect((await read(nodeB, url, reader)).statusCode).toBe(404);
      expect((await read(nodeB, url, author)).statusCode).toBe(200);
    }
    expect((await postOf(post.id, author)).moderation).toBe("hidden");
    expect((await pageOf("ielts_prep", author)).posts.map((p) => p.moderation)).toEqual(["hidden"]);

    await moderate(admin, "posts", post.id, "restore");
    expect(ids((await pageOf("ielts_prep")).posts)).toEqual([post.id]);
    expect((await postOf(post.id, reader)).moderation).toBe("visible");
  });
});

describe("held and hidden content and the cache", () => {
  it("never reaches another reader through a kept answer, whoever read first", async () => {
    const author = await person("student", { firstName: "Ann", lastName: "Author" });
    const reader = await person("student", { firstName: "Rea", lastName: "Der" });
    const admin = await person("admin");
    const visible = await newPost(author, "europe_study", "Blocked accounts in Germany");
    // Held for a moderator: a blocked word.
    const held = await newPost(author, "europe_study", "Where to find cheapvisas");
    expect(held.moderation).toBe("pending");
    const heldComment = await newComment(author, visible.id, "Ask cheapvisas for help");
    expect(heldComment.moderation).toBe("pending");
    const comment = await newComment(reader, visible.id, "Fintiba worked for me.");

    // Those who may see more read first, on both sorts and pages, then everyone else.
    const urls = [
      "/api/community/posts?category=europe_study",
      "/api/community/posts?category=europe_study&sort=top",
      `/api/community/posts/${visible.id}/comments?limit=50`,
      `/api/community/posts/${held.id}`,
      `/api/community/posts/${held.id}/comments`,
    ];
    for (const who of [admin, author]) {
      for (const url of urls) expect((await read(nodeB, url, who)).statusCode).toBe(200);
    }
    expect(ids((await pageOf("europe_study", author)).posts)).toEqual([held.id, visible.id]);
    expect(ids((await pageOf("europe_study", admin)).posts)).toEqual([held.id, visible.id]);
    expect(ids((await commentsOf(visible.id, author)).comments)).toEqual([heldComment.id, comment.id]);
    for (let round = 0; round < 2; round++) {
      for (const who of [undefined, reader]) {
        expect(ids((await pageOf("europe_study", who)).posts)).toEqual([visible.id]);
        expect(ids((await pageOf("europe_study", who, "&sort=top")).posts)).toEqual([visible.id]);
        expect(ids((await commentsOf(visible.id, who)).comments)).toEqual([comment.id]);
        expect((await read(nodeB, `/api/community/posts/${held.id}`, who)).statusCode).toBe(404);
        expect((await read(nodeB, `/api/community/posts/${held.id}/comments`, who)).statusCode).toBe(404);
      }
      // And the author and the admin still see theirs after the others' reads were kept.
      expect(ids((await pageOf("europe_study", author)).posts)).toEqual([held.id, visible.id]);
      expect(ids((await commentsOf(visible.id, admin)).comments)).toEqual([heldComment.id, comment.id]);
    }
    for (const url of urls) {
      for (const who of [undefined, reader]) {
        const res = await read(nodeB, url, who);
        expect(res.body).not.toContain("cheapvisas");
      }
    }
  });

  it("answers many readers at once on a cold node, each with their own likes", async () => {
    const author = await person("student", { firstName: "Ann", lastName: "Author" });
    const liker = await person("student", { firstName: "Li", lastName: "Ker" });
    const post = await newPost(author, "general", "First week checklist");
    await write(liker, "PUT", `/api/community/posts/${post.id}/like`, { liked: true });
    const url = "/api/community/posts?category=general&limit=5";
    const readers = Array.from({ length: 12 }, (_, k) => [undefined, liker, author][k % 3]);
    const answers = await Promise.all(readers.map((who) => read(nodeB, url, who)));
    answers.forEach((res, k) => {
      expect(res.statusCode, res.body).toBe(200);
      const mine = (res.json().data as ForumPostList).posts.find((p) => p.id === post.id);
      expect(mine).toMatchObject({ likeCount: 1, likedByMe: readers[k] === liker });
    });
  });

  it("answers a kept answer byte for byte like a computed one, with the same headers", async () => {
    const author = await person("student");
    const reader = await person("student", { firstName: "Rea", lastName: "Der" });
    const post = await newPost(author, "australia_study", "Sydney rent this year");
    await newComment(reader, post.id, "Share houses in Newtown.");
    await write(reader, "PUT", `/api/community/posts/${post.id}/like`, { liked: true });
    for (const url of [
      "/api/community/posts?category=australia_study",
      `/api/community/posts/${post.id}`,
      `/api/community/posts/${post.id}/comments`,
    ]) {
      for (const who of [undefined, reader, author]) {
        // The first read on A computes (and keeps); B's second read is answered from its kept body.
        const computed = await read(nodeA, url, who);
        await read(nodeB, url, who);
        const kept = await read(nodeB, url, who);
        expect(kept.statusCode).toBe(200);
        expect(kept.body).toBe(computed.body);
        expect(kept.headers["content-type"]).toBe(computed.headers["content-type"]);
        expect(kept.headers["cache-control"]).toBe(computed.headers["cache-control"]);
      }
    }
  });
});
