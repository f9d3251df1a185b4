import { communityTopics } from "@meridian/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { forumBlockedWords } from "../../db/schema/index.js";
import { uploadCompanyLogo } from "../../test/community.js";
import { createUser, endCoolingPeriod } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { signedInSocketUser, TestSocket, useSocketApp } from "../../test/ws-client.js";

const app = useSocketApp();

/** Writes a post as the browser behind `headers`. */
const writePost = (headers: BrowserHeaders, payload: object) =>
  app.t.app.inject({ method: "POST", url: "/api/community/posts", headers, payload });

/** Writes a comment on a post as the browser behind `headers`. */
const writeComment = (headers: BrowserHeaders, postId: string, body: string) =>
  app.t.app.inject({
    method: "POST",
    url: `/api/community/posts/${postId}/comments`,
    headers,
    payload: { body },
  });

/** A student past the cooling period of their sign-in, with their browser headers. */
async function writer() {
  const { t } = app;
  const user = await createUser(t.database.db, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
  const headers = await signIn(t.app, user);
  await endCoolingPeriod(t.database.db, user.id);
  return { user, headers };
}

/** A post by `author` holding `word`, put on the blocked list first, so the post is held for review. */
async function heldPost(author: { headers: BrowserHeaders }, word: string, payload: object) {
  await app.t.database.db.insert(forumBlockedWords).values({ word }).onConflictDoNothing();
  const held = await writePost(author.headers, payload);
  expect(held.json().data.moderation).toBe("pending");
  return held;
}

describe("the forum's live topics", () => {
  it("push a new visible post to its category's subscribers, and a comment to the post's, in public fields", async () => {
    const { t, wsUrl } = app;
    const { token } = await signedInSocketUser(t);
    const author = await writer();
    const client = await TestSocket.signedIn(wsUrl, token);
    const topic = communityTopics.category("canada_study");
    await client.subscribe(topic);

    await heldPost(author, "pyramidscheme", {
      category: "canada_study",
      title: "Join my pyramidscheme",
      body: "pyramidscheme",
    });
    const res = await writePost(author.headers, {
      category: "canada_study",
      title: "Study permit timing",
      body: "How long did yours take?",
    });
    expect(res.statusCode).toBe(201);
    const pushed = await client.next("community_post", (m) => m.data.id === res.json().data.id);
    expect(pushed.data).toMatchObject({
      title: "Study permit timing",
      author: { id: author.user.id, displayName: "Test U.", kind: "student" },
      likedByMe: false,
    });
    expect(JSON.stringify(pushed)).not.toContain(author.user.email);
    // The held post, published first if at all, would have arrived before the visible one.
    expect(
      client.messages
        .filter((m) => m.type === "community_post")
        .map((m) => m.type === "community_post" && m.data.id),
    ).toEqual([res.json().data.id]);

    const postTopic = communityTopics.post(res.json().data.id);
    await client.subscribe(postTopic);
    const comment = await writeComment(author.headers, res.json().data.id, "Mine took six weeks.");
    const pushedComment = await client.next("community_comment", (m) => m.data.id === comment.json().data.id);
    expect(pushedComment.data).toMatchObject({ postId: res.json().data.id, body: "Mine took six weeks." });
    client.close();
  });

  it("refuse topics that are not the forum's public ones", async () => {
    const { t, wsUrl } = app;
    const { token } = await signedInSocketUser(t);
    const other = await createUser(t.database.db);
    const client = await TestSocket.signedIn(wsUrl, token);
    for (const topic of ["community:post:not-a-uuid", `user:${other.id}`, "community:category:moon_study"]) {
      client.send({ type: "subscribe", data: { topic } });
    }
    await client.next("error", () => client.messages.filter((m) => m.type === "error").length >= 3);
    const errors = client.messages.filter((m) => m.type === "error");
    expect(errors.map((m) => m.type === "error" && m.data.code)).toEqual([
      "FORBIDDEN",
      "FORBIDDEN",
      "FORBIDDEN",
    ]);
    expect(client.messages.some((m) => m.type === "subscribed")).toBe(false);
    client.close();
  });

  it("show a company by its profile's name and logo", async () => {
    const { t, wsUrl } = app;
    const { token } = await signedInSocketUser(t);
    const company = await createUser(t.database.db, {
      userType: "company_profile",
      firstName: "Acme",
      lastName: "Corp",
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const headers = await signIn(t.app, company);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/company/profile",
      headers,
      payload: { name: "Globe Study Ltd", website: "", description: "" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#225" } })
      .png()
      .toBuffer();
    const logoUrl = await uploadCompanyLogo(t.app, headers, png);
    const client = await TestSocket.signedIn(wsUrl, token);
    const topic = communityTopics.category("scholarships");
    await client.subscribe(topic);
    const res = await writePost(headers, {
      category: "scholarships",
      title: "Our scholarship is open",
      body: "Apply by March.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const pushed = await client.next("community_post", (m) => m.data.id === res.json().data.id);
    expect(pushed.data.author).toEqual({
      id: company.id,
      displayName: "Globe Study Ltd",
      kind: "company",
      logoUrl,
    });
    expect(JSON.stringify(pushed)).not.toContain(company.email);
    client.close();
  });

  it("push content a moderator restores like new content, only when it becomes visible", async () => {
    const { t, wsUrl } = app;
    const { token } = await signedInSocketUser(t);
    const author = await writer();
    const admin = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
    const adminHeaders = await signIn(t.app, admin);
    const moderate = (kind: "posts" | "comments", id: string, action: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/community/${kind}/${id}/moderation`,
        headers: adminHeaders,
        payload: { action },
      });
    const client = await TestSocket.signedIn(wsUrl, token);
    const topic = communityTopics.category("usa_study");
    await client.subscribe(topic);

    const held = await heldPost(author, "cryptoscheme", {
      category: "usa_study",
      title: "A cryptoscheme question",
      body: "Is it legit?",
    });
    const heldId: string = held.json().data.id;
    // Hiding held content and restoring twice push it once: when it becomes visible.
    expect((await moderate("posts", heldId, "hide")).statusCode).toBe(200);
    expect((await moderate("posts", heldId, "restore")).statusCode).toBe(200);
    const restored = await client.next("community_post", (m) => m.data.id === heldId);
    expect(restored.data).toMatchObject({
      title: "A cryptoscheme question",
      moderation: "visible",
      author: { id: author.user.id, displayName: "Test U.", kind: "student", logoUrl: null },
      likedByMe: false,
    });
    expect((await moderate("posts", heldId, "restore")).statusCode).toBe(200);

    const postTopic = communityTopics.post(heldId);
    await client.subscribe(postTopic);
    const comment = await writeComment(author.headers, heldId, "It was not, in the end.");
    const commentId: string = comment.json().data.id;
    await client.next("community_comment", (m) => m.data.id === commentId);
    expect((await moderate("comments", commentId, "hide")).statusCode).toBe(200);
    expect((await moderate("comments", commentId, "restore")).statusCode).toBe(200);
    await client.next(
      "community_comment",
      () => client.messages.filter((m) => m.type === "community_comment").length === 2,
    );
    // A post that arrives after the second restore proves nothing else was pushed before it.
    const later = await writePost(author.headers, {
      category: "usa_study",
      title: "Another question",
      body: "About housing.",
    });
    await client.next("community_post", (m) => m.data.id === later.json().data.id);
    expect(
      client.messages
        .filter((m) => m.type === "community_post" || m.type === "community_comment")
        .map((m) => [m.type, (m.data as { id: string }).id]),
    ).toEqual([
      ["community_post", heldId],
      ["community_comment", commentId],
      ["community_comment", commentId],
      ["community_post", later.json().data.id],
    ]);
    client.close();
  });
});
