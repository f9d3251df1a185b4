import {
  type CommunityStanding,
  communityMessages,
  type ForumCategorySummary,
  type ForumPost,
  type ForumPostSummary,
  forumCategories,
  forumCategoryLabels,
} from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { forumPost, forumStanding, forumSummary, uuid } from "@/test/community-fixtures";
import { FakeWebSocket } from "@/test/fake-web-socket";
import { renderApp } from "@/test/render";

// Component detail with a stubbed API; the pages against the real server are in *.live-test.tsx.

const now = new Date().toISOString();
const me = testUsers.student;

// Here a post's likes are its number, its body has markup, and the standing counts the day's posts.
const summary = (n: number, overrides: Partial<ForumPostSummary> = {}) =>
  forumSummary(n, { likeCount: n, ...overrides });

function fullPost(n: number, overrides: Partial<ForumPost> = {}): ForumPost {
  return forumPost(n, {
    ...summary(n),
    body: "Hello **there**",
    bodyHtml: "<p>Hello <strong>there</strong></p>",
    ...overrides,
  });
}

const standing = (overrides: Partial<CommunityStanding> = {}) =>
  forumStanding({ postsLeftToday: 4, commentsLeftToday: 50, ...overrides });

const categories: ForumCategorySummary[] = forumCategories.map((id, index) => ({
  id,
  name: forumCategoryLabels[id],
  postCount: index,
  latestActivityAt: index === 0 ? null : now,
  latestPost: index === 0 ? null : { id: uuid(500 + index), title: `Latest in ${id}` },
}));

describe("/community", () => {
  it("shows a guest the nine categories with counts and latest posts, and a way to sign in", async () => {
    stubApi({ "GET /api/community/categories": { data: { categories } } });
    renderApp("/community");
    expect(await screen.findByRole("heading", { level: 1, name: "Community" })).toBeTruthy();
    const visa = await screen.findByRole("link", { name: "Visa & Immigration" });
    expect(visa.getAttribute("href")).toBe("/community/visa_tips");
    const card = visa.closest("li") as HTMLElement;
    expect(within(card).getByText("6 posts")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Latest in visa_tips" }).getAttribute("href")).toBe(
      `/community/post/${uuid(506)}`,
    );
    expect(screen.getByText("No posts yet. Start the first discussion.")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(9);
    expect(screen.getByRole("link", { name: "Sign in to join the discussion" }).getAttribute("href")).toBe(
      "/auth?next=%2Fcommunity",
    );
    expect(screen.queryByRole("button", { name: "New post" })).toBeNull();
  });

  it("searches across posts while typing", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/community/categories": { data: { categories } },
      "GET /api/community/posts": { data: { featured: null, posts: [summary(1)], nextCursor: null } },
    });
    renderApp("/community");
    await user.type(await screen.findByRole("searchbox", { name: "Search posts" }), "visa");
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(within(results).getByRole("link", { name: "Visa question 1" })).toBeTruthy();
    expect(within(results).getByText("Visa & Immigration")).toBeTruthy();
    const url = api.fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes("q=visa"));
    expect(url).toBeTruthy();
  });

  it("counts down a cooling period (mm:ss) and keeps the new-post form disabled", async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(me),
      "GET /api/community/categories": { data: { categories } },
      "GET /api/community/standing": {
        data: standing({ canWrite: false, coolingSecondsLeft: 3_540, coolingUntil: now }),
      },
    });
    renderApp("/community");
    const timer = await screen.findByRole("timer");
    expect(timer.textContent).toMatch(/^5[89]:\d\d$/);
    await user.click(screen.getByRole("button", { name: "New post" }));
    const dialog = await screen.findByRole("dialog", { name: "New post" });
    expect((within(dialog).getByRole("button", { name: "Publish post" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((within(dialog).getByRole("textbox", { name: "Title" }) as HTMLInputElement).disabled).toBe(true);
  });

  it("asks for the standing again when the countdown reaches zero", async () => {
    let calls = 0;
    stubApi({
      ...signedInAs(me),
      "GET /api/community/categories": { data: { categories } },
      "GET /api/community/standing": () => {
        calls += 1;
        return { data: calls === 1 ? standing({ canWrite: false, coolingSecondsLeft: 1 }) : standing() };
      },
    });
    renderApp("/community");
    await screen.findByRole("timer");
    expect(await screen.findByText("4 posts left today", {}, { timeout: 4_000 })).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe("/community/:category", () => {
  it("answers an unknown category with a not-found state", async () => {
    renderApp("/community/astrology");
    expect(await screen.findByRole("heading", { level: 1, name: "Category not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the community" }).getAttribute("href")).toBe(
      "/community",
    );
  });

  it("lists posts with their details, sorts by the URL, and loads more by cursor", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(me),
      "GET /api/community/standing": { data: standing() },
      "GET /api/community/posts": (request) => {
        void request;
        const url = String(api.fetchMock.mock.calls.at(-1)?.[0]);
        if (url.includes("cursor=c2"))
          return { data: { featured: null, posts: [summary(3)], nextCursor: null } };
        if (url.includes("sort=top"))
          return { data: { featured: null, posts: [summary(9)], nextCursor: null } };
        return {
          data: {
            featured: null,
            posts: [
              summary(1, {
                author: { id: me.id, displayName: "Sofia M.", kind: "student", logoUrl: null },
                moderation: "pending",
              }),
              summary(2, {
                author: { id: uuid(901), displayName: "Acme Study", kind: "company", logoUrl: null },
                commentCount: 4,
              }),
            ],
            nextCursor: "c2",
          },
        };
      },
    });
    renderApp("/community/visa_tips");
    expect(await screen.findByRole("heading", { level: 1, name: "Visa & Immigration" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Posts in Visa & Immigration" });
    const own = within(list).getByRole("link", { name: "Visa question 1" }).closest("li") as HTMLElement;
    expect(within(own).getByText("Waiting for a moderator")).toBeTruthy();
    const company = within(list).getByRole("link", { name: "Visa question 2" }).closest("li") as HTMLElement;
    expect(within(company).getByText("Company")).toBeTruthy();
    expect(company.textContent).toContain("4 comments");
    expect(await screen.findByText("4 posts left today")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByRole("link", { name: "Visa question 3" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

    await user.click(screen.getByRole("link", { name: "Top" }));
    expect(await screen.findByRole("link", { name: "Visa question 9" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Top" }).getAttribute("aria-current")).toBe("page");
  });

  it("checks the new post with the contract, shows the server's refusal at the form, and toasts a held post", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = stubApi({
      ...signedInAs(me),
      "GET /api/community/standing": { data: standing() },
      "GET /api/community/posts": { data: { featured: null, posts: [], nextCursor: null } },
      "POST /api/community/posts": ({ body }) => {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 403,
            error: { code: "COOLING_PERIOD", message: communityMessages.coolingPeriod(600) },
          };
        }
        return {
          status: 201,
          data: fullPost(7, {
            ...(body as object),
            moderation: "pending",
            author: { id: me.id, displayName: "Sofia M.", kind: "student", logoUrl: null },
          }),
        };
      },
    });
    renderApp("/community/visa_tips");
    expect(
      await screen.findByText("No posts in Visa & Immigration yet. Start the first discussion."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "New post" }));
    const dialog = await screen.findByRole("dialog", { name: "New post" });
    expect((within(dialog).getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe(
      "visa_tips",
    );
    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    expect(await within(dialog).findByText("Title must be at least 5 characters")).toBeTruthy();
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(title);
    expect(api.callsTo("POST /api/community/posts")).toHaveLength(0);

    await user.type(title, "Student visa timeline");
    await user.type(within(dialog).getByRole("textbox", { name: "Post" }), "How long did yours take?");
    expect(within(dialog).getByText("24 / 10,000")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Try again in 10 minutes.");

    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New post" })).toBeNull());
    expect(api.callsTo("POST /api/community/posts")[1]?.body).toEqual({
      category: "visa_tips",
      title: "Student visa timeline",
      body: "How long did yours take?",
    });
    expect(getToastState().toasts[0]).toMatchObject({ description: communityMessages.held });
    const row = (await screen.findByRole("link", { name: "Student visa timeline" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(row).getByText("Waiting for a moderator")).toBeTruthy();
  });

  it("puts a post that arrives live at the top and announces it politely", async () => {
    stubApi({
      ...signedInAs(me),
      "GET /api/community/standing": { data: standing() },
      "GET /api/community/posts": { data: { featured: null, posts: [summary(1)], nextCursor: null } },
    });
    renderApp("/community/visa_tips");
    await screen.findByRole("link", { name: "Visa question 1" });
    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    await waitFor(() => expect(socket.sentOfType("authenticate")).toHaveLength(1));
    socket.receive({ type: "authenticated", timestamp: now, data: { userId: me.id, connectionId: "c1" } });
    await waitFor(() =>
      expect(socket.sentOfType("subscribe").map((m) => m.data?.topic)).toContain(
        "community:category:visa_tips",
      ),
    );
    socket.receive({
      type: "community_post",
      timestamp: now,
      data: summary(5, { title: "Fresh from the socket" }),
    });
    socket.receive({ type: "community_post", timestamp: now, data: summary(6, { category: "uk_study" }) });
    socket.receive({ type: "community_weird", timestamp: now, data: {} });
    const list = screen.getByRole("list", { name: "Posts in Visa & Immigration" });
    await within(list).findByRole("link", { name: "Fresh from the socket" });
    const titles = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(["Fresh from the socket", "Visa question 1"]);
    expect(screen.getByText("1 new post")).toBeTruthy();
  });
});

describe("/community/post/:postId", () => {
  const postId = uuid(101);
  const comment = (n: number, overrides = {}) => ({
    id: uuid(300 + n),
    postId,
    parentId: null,
    body: `Comment ${n}`,
    bodyHtml: `<p>Comment ${n}</p>`,
    author: { id: uuid(900), displayName: "Ana P.", kind: "student" as const, logoUrl: null },
    createdAt: now,
    editedAt: null,
    likeCount: 0,
    moderation: "visible" as const,
    likedByMe: false,
    ...overrides,
  });

  it("renders the server's HTML (not the Markdown), likes at once and rolls back a refusal", async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(me),
      "GET /api/community/standing": { data: standing() },
      [`GET /api/community/posts/${postId}`]: {
        data: fullPost(1, {
          body: "<b>raw</b>",
          bodyHtml: "<p>&lt;b&gt;raw&lt;/b&gt; <em>safe</em></p>",
          likeCount: 2,
        }),
      },
      [`GET /api/community/posts/${postId}/comments`]: {
        data: { comments: [comment(1), comment(2, { parentId: uuid(301) })], nextCursor: null },
      },
      [`PUT /api/community/posts/${postId}/like`]: {
        status: 500,
        error: { code: "INTERNAL_ERROR", message: "Something went wrong" },
      },
    });
    renderApp(`/community/post/${postId}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Visa question 1" })).toBeTruthy();
    const article = screen.getByRole("article", { name: "Visa question 1" });
    expect(article.querySelector(".prose em")?.textContent).toBe("safe");
    expect(article.querySelector("b")).toBeNull();
    const like = screen.getByRole("button", { name: "Like this post, 2 likes" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    await user.click(like);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /^Like this post/ }).getAttribute("aria-pressed")).toBe(
        "false",
      ),
    );
    expect(screen.getByRole("button", { name: "Like this post, 2 likes" })).toBeTruthy();
    // The reply sits under its comment; only top-level comments offer Reply.
    const replies = await screen.findByRole("list", { name: "Replies to Ana P." });
    expect(within(replies).getByText("Comment 2")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Reply to/ })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: /^Report/ })).toHaveLength(3);
  });

  it("takes a comment pushed live once, under its comment when it is a reply, and counts it", async () => {
    stubApi({
      ...signedInAs(me),
      "GET /api/community/standing": { data: standing() },
      [`GET /api/community/posts/${postId}`]: { data: fullPost(1, { commentCount: 1 }) },
      [`GET /api/community/posts/${postId}/comments`]: { data: { comments: [comment(1)], nextCursor: null } },
    });
    renderApp(`/community/post/${postId}`);
    await screen.findByText("Comment 1");
    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    await waitFor(() => expect(socket.sentOfType("authenticate")).toHaveLength(1));
    socket.receive({ type: "authenticated", timestamp: now, data: { userId: me.id, connectionId: "c1" } });
    await waitFor(() =>
      expect(socket.sentOfType("subscribe").map((m) => m.data?.topic)).toContain(`community:post:${postId}`),
    );
    // Already shown: ignored. New: at its place, a reply under its comment.
    socket.receive({ type: "community_comment", timestamp: now, data: comment(1) });
    socket.receive({ type: "community_comment", timestamp: now, data: comment(3, { parentId: uuid(301) }) });
    const replies = await screen.findByRole("list", { name: "Replies to Ana P." });
    expect(within(replies).getByText("Comment 3")).toBeTruthy();
    expect(screen.getAllByText("Comment 1")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "Comments (2)" })).toBeTruthy();
  });

  it("tells the author of a held comment it waits, beside the public count that leaves it out", async () => {
    stubApi({
      ...signedInAs(me),
      "GET /api/community/standing": { data: standing() },
      [`GET /api/community/posts/${postId}`]: { data: fullPost(1, { commentCount: 0 }) },
      [`GET /api/community/posts/${postId}/comments`]: {
        data: {
          comments: [
            comment(1, {
              author: { id: me.id, displayName: "Sofia M.", kind: "student", logoUrl: null },
              moderation: "pending",
            }),
          ],
          nextCursor: null,
        },
      },
    });
    renderApp(`/community/post/${postId}`);
    await screen.findByText("Comment 1");
    expect(
      screen.getByRole("heading", { level: 2, name: "Comments (0) · 1 waiting for a moderator" }),
    ).toBeTruthy();
  });

  it("answers an unknown post with a not-found state", async () => {
    stubApi({});
    renderApp(`/community/post/${uuid(999)}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Post not found" })).toBeTruthy();
  });
});
