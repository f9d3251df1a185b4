import { communityTopics } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import { forumBlockedWords } from "../../db/schema/index.js";
import { createUser, endCoolingPeriod } from "../../test/factories.js";
import { signIn } from "../../test/http.js";
import { signedInSocketUser, TestSocket, useSocketApp } from "../../test/ws-client.js";

const app = useSocketApp();

/** A student past the cooling period of their sign-in, with their browser headers. */
async function writer() {
  const { t } = app;
  const user = await createUser(t.database.db, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
  const headers = await signIn(t.app, user);
  await endCoolingPeriod(t.database.db, user.id);
  return { user, headers };
}

describe("the forum's live topics", () => {
  it("push a new visible post to its category's subscribers, and a comment to the post's, in public fields", async () => {
    const { t, wsUrl } = app;
    const { token } = await signedInSocketUser(t);
    const author = await writer();
    const client = await TestSocket.signedIn(wsUrl, token);
    const topic = communityTopics.category("canada_study");
    client.send({ type: "subscribe", data: { topic } });
    await client.next("subscribed", (m) => m.data.topic === topic);

    await t.database.db.insert(forumBlockedWords).values({ word: "pyramidscheme" }).onConflictDoNothing();
    const held = await t.app.inject({
      method: "POST",
      url: "/api/community/posts",
      headers: author.headers,
      payload: { category: "canada_study", title: "Join my pyramidscheme", body: "pyramidscheme" },
    });
    expect(held.json().data.moderation).toBe("pending");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/community/posts",
      headers: author.headers,
      payload: { category: "canada_study", title: "Study permit timing", body: "How long did yours take?" },
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
    client.send({ type: "subscribe", data: { topic: postTopic } });
    await client.next("subscribed", (m) => m.data.topic === postTopic);
    const comment = await t.app.inject({
      method: "POST",
      url: `/api/community/posts/${res.json().data.id}/comments`,
      headers: author.headers,
      payload: { body: "Mine took six weeks." },
    });
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
});
