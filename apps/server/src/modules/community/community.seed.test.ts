import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forumComments, forumPosts } from "../../db/schema/index.js";
import { demoAccounts } from "../../seed/bootstrap.js";
import { createUser } from "../../test/factories.js";
import { useTestApp } from "../../test/test-app.js";
import { seedDemoForum } from "./community.seed.js";

const t = useTestApp();

describe("the demo forum", () => {
  it("is written once, by the demo accounts, across several categories", async () => {
    const db = t.database.db;
    for (const account of demoAccounts) {
      await createUser(db, {
        email: account.email,
        userType: account.userType,
        teamRole: (account.teamRole ?? null) as "admin" | "counselor" | null,
        firstName: account.firstName,
        lastName: account.lastName,
      });
    }
    await seedDemoForum(db, new Date());
    await seedDemoForum(db, new Date());
    const [posts] = await db.select({ n: count() }).from(forumPosts);
    expect(posts?.n).toBe(9);
    const [comments] = await db.select({ n: count() }).from(forumComments);
    expect(comments?.n).toBeGreaterThan(5);

    const categories = (await t.app.inject({ method: "GET", url: "/api/community/categories" })).json().data
      .categories as { postCount: number }[];
    expect(categories.filter((c) => c.postCount > 0).length).toBeGreaterThanOrEqual(6);
    const list = (await t.app.inject({ method: "GET", url: "/api/community/posts?limit=50" })).json().data
      .posts;
    expect(list.every((p: { author: { kind: string } }) => p.author.kind !== "former")).toBe(true);
    const welcome = list.find((p: { title: string }) => p.title === "Welcome to the Meridian community");
    expect(welcome).toMatchObject({ commentCount: 2, author: { displayName: "Amira H.", kind: "team" } });

    // The demo company's post carries a poll (decision 047), with no votes yet.
    const polled = list.filter((p: { hasPoll: boolean }) => p.hasPoll);
    expect(polled).toHaveLength(1);
    expect(polled[0].author.kind).toBe("company");
    const post = (await t.app.inject({ method: "GET", url: `/api/community/posts/${polled[0].id}` })).json()
      .data;
    expect(post.poll).toMatchObject({ totalVotes: 0, myVote: null });
    expect(post.poll.options.map((o: { label: string }) => o.label)).toEqual([
      "This autumn",
      "Next spring",
      "Next autumn",
      "Not decided yet",
    ]);
  });
});
