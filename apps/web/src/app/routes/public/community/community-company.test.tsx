import type { CompanyForumPost, CompanyForumPosts, ForumPoll } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { firstThen, type StubAnswer, type StubRoutes, signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { dropFocusWhenDisabled } from "@/test/chromium-focus";
import { forumPost, forumStanding, forumSummary, uuid } from "@/test/community-fixtures";
import { FakeWebSocket } from "@/test/fake-web-socket";
import { renderApp } from "@/test/render";
import { stubXhr } from "@/test/xhr-stub";

// The company's privileges in the browser (decision 047), with a stubbed API; the pages against
// the real server are in *.live-test.tsx.

const now = new Date().toISOString();
const company = testUsers.company;
const student = testUsers.student;

const acme = {
  id: company.id,
  displayName: "Acme Study",
  kind: "company" as const,
  logoUrl: "/api/company-profiles/acme/logo?v=1",
};

function poll(counts: number[], myVote: string | null = null): ForumPoll {
  return {
    options: counts.map((voteCount, index) => ({
      id: uuid(700 + index),
      label: `Choice ${index + 1}`,
      voteCount,
    })),
    totalVotes: counts.reduce((sum, count) => sum + count, 0),
    myVote,
  };
}

/** Acme signed in on an empty category, writing a post: `created` is how the server answers it. */
function stubCompanyWriting(created: StubRoutes[string]) {
  return stubApi({
    ...signedInAs(company),
    "GET /api/community/standing": { data: forumStanding() },
    "GET /api/community/posts": { data: { featured: null, posts: [], nextCursor: null } },
    "POST /api/community/posts": created,
  });
}

/** Opens "New post" in a category and writes the post's title and text; returns the dialog. */
async function writeNewPost(user: UserEvent, title: string, body: string) {
  renderApp("/community/visa_tips");
  await user.click(await screen.findByRole("button", { name: "New post" }));
  const dialog = await screen.findByRole("dialog", { name: "New post" });
  await user.type(within(dialog).getByRole("textbox", { name: "Title" }), title);
  await user.type(within(dialog).getByRole("textbox", { name: "Post" }), body);
  return dialog;
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "image/png" });

describe("a company's new post", () => {
  it("adds a poll of 2 to 6 options checked by the contract, and sends it as poll.options", async () => {
    const user = userEvent.setup();
    const api = stubCompanyWriting(({ body }) => ({
      status: 201,
      data: forumPost(7, { ...(body as object), author: acme, hasPoll: true, poll: poll([0, 0, 0]) }),
    }));
    const dialog = await writeNewPost(user, "Which intake suits you?", "Tell us when you plan to start.");
    await user.click(within(dialog).getByRole("button", { name: "Add a poll" }));
    const pollGroup = within(dialog).getByRole("group", { name: "Poll" });
    expect(within(pollGroup).getAllByRole("textbox")).toHaveLength(2);
    // Two options at least: none can be removed yet.
    expect(within(pollGroup).queryByRole("button", { name: /^Remove option/ })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    expect(await within(pollGroup).findAllByText("A poll option cannot be empty")).toHaveLength(2);
    expect(document.activeElement).toBe(within(pollGroup).getByRole("textbox", { name: "Option 1" }));
    expect(api.callsTo("POST /api/community/posts")).toHaveLength(0);

    await user.type(within(pollGroup).getByRole("textbox", { name: "Option 1" }), "September");
    await user.type(within(pollGroup).getByRole("textbox", { name: "Option 2" }), "september");
    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    expect(await within(pollGroup).findByText("Each poll option must be different")).toBeTruthy();

    for (let index = 3; index <= 6; index += 1) {
      await user.click(within(pollGroup).getByRole("button", { name: "Add option" }));
    }
    expect(within(pollGroup).getAllByRole("textbox")).toHaveLength(6);
    expect(within(pollGroup).queryByRole("button", { name: "Add option" })).toBeNull();
    // Removing the second keeps what was typed in the others.
    await user.click(within(pollGroup).getByRole("button", { name: "Remove option 2" }));
    await user.click(within(pollGroup).getByRole("button", { name: "Remove option 5" }));
    await user.click(within(pollGroup).getByRole("button", { name: "Remove option 4" }));
    await user.click(within(pollGroup).getByRole("button", { name: "Remove option 3" }));
    const options = within(pollGroup).getAllByRole("textbox") as HTMLInputElement[];
    expect(options.map((input) => input.value)).toEqual(["September", ""]);
    await user.type(options[1] as HTMLInputElement, "January");
    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New post" })).toBeNull());
    expect(api.callsTo("POST /api/community/posts")[0]?.body).toEqual({
      category: "visa_tips",
      title: "Which intake suits you?",
      body: "Tell us when you plan to start.",
      poll: { options: ["September", "January"] },
    });
    const row = (await screen.findByRole("link", { name: "Which intake suits you?" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(row).getByText("Poll")).toBeTruthy();
  });

  it("sends no poll once it is removed, and offers students neither polls nor photos", async () => {
    const user = userEvent.setup();
    const api = stubCompanyWriting(({ body }) => ({
      status: 201,
      data: forumPost(8, { ...(body as object), author: acme }),
    }));
    const dialog = await writeNewPost(user, "Open day in March", "Come and see us.");
    await user.click(within(dialog).getByRole("button", { name: "Add a poll" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove poll" }));
    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(api.callsTo("POST /api/community/posts")).toHaveLength(1));
    expect(api.callsTo("POST /api/community/posts")[0]?.body).not.toHaveProperty("poll");
  });

  it("is a student's: no poll and no photos", async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(student),
      "GET /api/community/standing": { data: forumStanding({ postsLeftToday: 3, commentsLeftToday: 20 }) },
      "GET /api/community/posts": { data: { featured: null, posts: [], nextCursor: null } },
    });
    renderApp("/community/visa_tips");
    await user.click(await screen.findByRole("button", { name: "New post" }));
    const dialog = await screen.findByRole("dialog", { name: "New post" });
    expect(within(dialog).queryByRole("button", { name: "Add a poll" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Add photos" })).toBeNull();
  });

  it("checks photos before sending, holds the post until refused ones are removed, uploads them after the post, and keeps the post when one fails", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const created = forumPost(9, { author: acme, title: "Our campus tour" });
    const api = stubCompanyWriting({ status: 201, data: created });
    let uploads = 0;
    const sent = stubXhr({
      [`/api/community/posts/${created.id}/photos`]: () => {
        uploads += 1;
        return uploads === 2
          ? {
              status: 415,
              body: {
                success: false,
                error: {
                  code: "UNSUPPORTED_FILE_TYPE",
                  message: "This file is not a PNG, JPEG or WebP image.",
                },
              },
            }
          : {
              status: 201,
              body: {
                success: true,
                data: {
                  id: uuid(800 + uploads),
                  url: `/api/community/photos/${uuid(800 + uploads)}`,
                  width: 16,
                  height: 16,
                },
              },
            };
      },
    });
    const dialog = await writeNewPost(user, "Our campus tour", "Pictures from the day.");
    const input = within(dialog).getByLabelText("Photo files");
    await user.upload(input, [
      png("hall.png"),
      new File(["GIF89a"], "anim.gif", { type: "image/gif" }),
      png("huge.png", 10 * 1024 * 1024 + 1),
      png("library.png"),
    ]);
    const chosen = within(dialog).getByRole("list", { name: "Chosen photos" });
    expect(within(chosen).getByText("Choose a PNG, JPEG or WebP file.")).toBeTruthy();
    expect(within(chosen).getByText("The file is larger than 10 MB.")).toBeTruthy();
    await user.upload(input, [png("a.png"), png("b.png"), png("c.png")]);
    expect(within(chosen).getAllByText("A post has at most 4 photos.")).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Remove c.png" }));

    // Not published while a photo is refused: the author is taken to it, and nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Remove the photos that cannot be added, then publish again.",
    );
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Remove anim.gif" }));
    expect(api.callsTo("POST /api/community/posts")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Remove anim.gif" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove huge.png" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    expect(await within(dialog).findByText("This file is not a PNG, JPEG or WebP image.")).toBeTruthy();
    expect(
      await within(dialog).findByText(/1 photo could not be uploaded\. The post is published/),
    ).toBeTruthy();
    expect(sent.map((upload) => (upload.form.get("file") as File).name)).toEqual([
      "hall.png",
      "library.png",
      "a.png",
      "b.png",
    ]);
    expect(api.callsTo("POST /api/community/posts")).toHaveLength(1);
    // The failed one is tried again, alone.
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New post" })).toBeNull());
    expect(sent).toHaveLength(5);
    expect((sent[4]?.form.get("file") as File | undefined)?.name).toBe("library.png");
    const row = (await screen.findByRole("link", { name: "Our campus tour" })).closest("li") as HTMLElement;
    expect(row.textContent).toContain("4 photos");
  });
});

describe("a post's poll", () => {
  const postId = uuid(101);

  it("lets a signed-in reader vote once, then shows the results, live, keeping their vote", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    let current = poll([3, 1]);
    const api = stubApi({
      ...signedInAs(student),
      "GET /api/community/standing": { data: forumStanding() },
      [`GET /api/community/posts/${postId}`]: () => ({
        data: forumPost(1, { author: acme, hasPoll: true, poll: current }),
      }),
      [`GET /api/community/posts/${postId}/comments`]: { data: { comments: [], nextCursor: null } },
      [`PUT /api/community/posts/${postId}/poll/vote`]: () => {
        current = poll([3, 2], uuid(701));
        return { data: current };
      },
    });
    renderApp(`/community/post/${postId}`);
    const card = await screen.findByRole("region", { name: "Poll" });
    const vote = within(card).getByRole("button", { name: "Vote" }) as HTMLButtonElement;
    expect(vote.disabled).toBe(true);
    await user.click(within(card).getByRole("radio", { name: "Choice 2" }));
    await user.click(vote);
    const results = await within(card).findByRole("list", { name: "Poll results" });
    // The form and its Vote button are gone: the focus goes to the poll's heading, above the results.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card).getByRole("heading", { level: 2, name: "Poll" })),
    );
    expect(api.callsTo(`PUT /api/community/posts/${postId}/poll/vote`)[0]?.body).toEqual({
      optionId: uuid(701),
    });
    const items = within(results).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("60%");
    expect(items[1]?.textContent).toContain("40%");
    expect(within(items[1] as HTMLElement).getByText("Your vote")).toBeTruthy();
    expect(within(card).getByText("5 votes")).toBeTruthy();
    expect(within(card).queryByRole("radio")).toBeNull();

    // Someone else votes: the counts change, the reader's own vote stays marked.
    const socket = FakeWebSocket.latest();
    socket.acceptOpen();
    await waitFor(() => expect(socket.sentOfType("authenticate")).toHaveLength(1));
    socket.receive({
      type: "authenticated",
      timestamp: now,
      data: { userId: student.id, connectionId: "c1" },
    });
    await waitFor(() =>
      expect(socket.sentOfType("subscribe").map((m) => m.data?.topic)).toContain(`community:post:${postId}`),
    );
    socket.receive({ type: "community_poll", timestamp: now, data: { postId, poll: poll([6, 2]) } });
    expect(await within(card).findByText("8 votes")).toBeTruthy();
    const after = within(card).getAllByRole("listitem");
    expect(after[0]?.textContent).toContain("75%");
    expect(within(after[1] as HTMLElement).getByText("Your vote")).toBeTruthy();
  });

  it("refreshes the poll when the server says the reader voted already (409)", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    let reads = 0;
    stubApi({
      ...signedInAs(student),
      "GET /api/community/standing": { data: forumStanding() },
      [`GET /api/community/posts/${postId}`]: () => {
        reads += 1;
        return {
          data: forumPost(1, {
            author: acme,
            hasPoll: true,
            poll: reads === 1 ? poll([1, 1]) : poll([2, 1], uuid(700)),
          }),
        };
      },
      [`GET /api/community/posts/${postId}/comments`]: { data: { comments: [], nextCursor: null } },
      [`PUT /api/community/posts/${postId}/poll/vote`]: {
        status: 409,
        error: { code: "CONFLICT", message: "You have already voted in this poll." },
      },
    });
    renderApp(`/community/post/${postId}`);
    const card = await screen.findByRole("region", { name: "Poll" });
    await user.click(within(card).getByRole("radio", { name: "Choice 2" }));
    await user.click(within(card).getByRole("button", { name: "Vote" }));
    const results = await within(card).findByRole("list", { name: "Poll results" });
    expect(within(results).getAllByRole("listitem")[0]?.textContent).toContain("Your vote");
    expect(reads).toBe(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card).getByRole("heading", { level: 2, name: "Poll" })),
    );
  });

  it("shows a guest the results and a way to sign in to vote", async () => {
    stubApi({
      [`GET /api/community/posts/${postId}`]: {
        data: forumPost(1, { author: acme, hasPoll: true, poll: poll([0, 0]) }),
      },
      [`GET /api/community/posts/${postId}/comments`]: { data: { comments: [], nextCursor: null } },
    });
    renderApp(`/community/post/${postId}`);
    const card = await screen.findByRole("region", { name: "Poll" });
    expect(within(card).getByRole("list", { name: "Poll results" })).toBeTruthy();
    expect(within(card).getByText("0 votes")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Sign in to vote" }).getAttribute("href")).toBe(
      `/auth?next=${encodeURIComponent(`/community/post/${postId}`)}`,
    );
    expect(within(card).queryByRole("button", { name: "Vote" })).toBeNull();
  });
});

describe("a post's photos", () => {
  const postId = uuid(101);
  const photos = [1, 2, 3].map((n) => ({
    id: uuid(800 + n),
    url: `/api/community/photos/${uuid(800 + n)}`,
    width: 1600,
    height: 1200,
  }));

  it("shows them lazily with their sizes, opens one large, and lets the author remove one", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(company),
      "GET /api/community/standing": { data: forumStanding() },
      [`GET /api/community/posts/${postId}`]: { data: forumPost(1, { author: acme, photos, photoCount: 3 }) },
      [`GET /api/community/posts/${postId}/comments`]: { data: { comments: [], nextCursor: null } },
      [`DELETE /api/community/photos/${uuid(802)}`]: { data: { deleted: true } },
    });
    renderApp(`/community/post/${postId}`);
    const second = await screen.findByRole("img", { name: "Photo 2 of 3 from Acme Study" });
    expect(second.getAttribute("loading")).toBe("lazy");
    expect(second.getAttribute("width")).toBe("1600");
    expect(second.getAttribute("height")).toBe("1200");

    await user.click(screen.getByRole("button", { name: "Photo 2 of 3 from Acme Study" }));
    const viewer = await screen.findByRole("dialog", { name: "Photo 2 of 3 from Acme Study" });
    await user.click(within(viewer).getByRole("button", { name: "Next photo" }));
    expect(await screen.findByRole("dialog", { name: "Photo 3 of 3 from Acme Study" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Remove photo 2" }));
    await user.click(await screen.findByRole("button", { name: "Remove photo" }));
    await waitFor(() =>
      expect(screen.getAllByRole("img", { name: /^Photo \d of 2 from Acme Study$/ })).toHaveLength(2),
    );
    expect(api.callsTo(`DELETE /api/community/photos/${uuid(802)}`)).toHaveLength(1);
  });

  it("offers no removal to other readers", async () => {
    stubApi({
      ...signedInAs(student),
      "GET /api/community/standing": { data: forumStanding() },
      [`GET /api/community/posts/${postId}`]: { data: forumPost(1, { author: acme, photos, photoCount: 3 }) },
      [`GET /api/community/posts/${postId}/comments`]: { data: { comments: [], nextCursor: null } },
    });
    renderApp(`/community/post/${postId}`);
    expect(await screen.findAllByRole("img", { name: /from Acme Study$/ })).toHaveLength(3);
    expect(screen.queryByRole("button", { name: /^Remove photo/ })).toBeNull();
  });
});

describe('a category\'s "From {company}" post', () => {
  it("is shown once, at the top, with the company's logo and an honest label", async () => {
    const featured = forumSummary(5, {
      author: acme,
      title: "Scholarships we fund",
      hasPoll: true,
      photoCount: 2,
    });
    stubApi({
      "GET /api/community/posts": {
        data: { featured, posts: [forumSummary(1), featured, forumSummary(2)], nextCursor: null },
      },
    });
    renderApp("/community/visa_tips");
    const card = await screen.findByRole("region", { name: "From Acme Study" });
    expect(within(card).getByText(/From a company on Meridian/)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Scholarships we fund" })).toBeTruthy();
    expect(card.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(card.textContent).toContain("2 photos");
    const list = screen.getByRole("list", { name: "Posts in Visa & Immigration" });
    expect(within(list).queryByRole("link", { name: "Scholarships we fund" })).toBeNull();
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });

  it("puts a company's logo beside its name and badges on rows with a poll or photos", async () => {
    stubApi({
      "GET /api/community/posts": {
        data: {
          featured: null,
          posts: [forumSummary(1, { author: acme, hasPoll: true, photoCount: 1 }), forumSummary(2)],
          nextCursor: null,
        },
      },
    });
    renderApp("/community/visa_tips");
    const row = (await screen.findByRole("link", { name: "Visa question 1" })).closest("li") as HTMLElement;
    expect(within(row).getByText("Poll")).toBeTruthy();
    expect(row.textContent).toContain("1 photo");
    const logo = row.querySelector(`img[src="${acme.logoUrl}"]`);
    expect(logo?.getAttribute("alt")).toBe("");
    const other = screen.getByRole("link", { name: "Visa question 2" }).closest("li") as HTMLElement;
    expect(within(other).queryByText("Poll")).toBeNull();
    expect(other.querySelector("img")).toBeNull();
  });
});

describe("/dashboard/company", () => {
  const posts: CompanyForumPost[] = [
    {
      ...forumSummary(1, { author: acme, title: "Which intake suits you?", likeCount: 4, commentCount: 2 }),
      hasPoll: true,
      viewCount: 120,
      poll: poll([3, 1]),
    },
    {
      ...forumSummary(2, { author: acme, title: "Held for review", moderation: "pending" }),
      viewCount: 0,
      poll: null,
    },
    {
      ...forumSummary(3, { author: acme, title: "Hidden one", moderation: "hidden" }),
      viewCount: 7,
      poll: null,
    },
  ];

  /** The signed-in company, its profile (never saved) and its posts as the server would answer. */
  function stubDashboard(companyPosts: CompanyForumPosts | (() => StubAnswer)) {
    stubApi({
      ...signedInAs(company),
      "GET /api/company/profile": {
        data: {
          accountId: company.id,
          name: "Acme Study",
          website: null,
          description: null,
          logoUrl: null,
          updatedAt: null,
        },
      },
      "GET /api/company/community/posts":
        typeof companyPosts === "function" ? companyPosts : { data: companyPosts },
    });
  }

  it("shows the company's totals, posts with their figures and states, and its polls", async () => {
    stubDashboard({ posts, totals: { posts: 3, views: 127, likes: 4, comments: 2 } });
    renderApp("/dashboard/company");
    const totals = await screen.findByRole("list", { name: "Your posts" });
    const tiles = screen.getByLabelText("Totals");
    expect(within(tiles).getByText("Views").nextSibling?.textContent).toBe("127");
    const first = within(totals).getByRole("link", { name: "Which intake suits you?" });
    expect(first.getAttribute("href")).toBe(`/community/post/${uuid(101)}`);
    const row = first.closest("li") as HTMLElement;
    expect(row.textContent).toContain("Visa & Immigration");
    expect(row.textContent).toMatch(/Views\s*120/);
    expect(within(totals).getByText("Waiting for a moderator")).toBeTruthy();
    expect(within(totals).getByText("Hidden by a moderator")).toBeTruthy();
    const results = screen.getByRole("list", { name: "Results of Which intake suits you?" });
    expect(within(results).getAllByRole("listitem")[0]?.textContent).toContain("75%");
    expect(screen.getByRole("link", { name: "Edit company profile" }).getAttribute("href")).toBe(
      "/dashboard/company/profile",
    );
  });

  it("leads a company without posts to the community", async () => {
    stubDashboard({ posts: [], totals: { posts: 0, views: 0, likes: 0, comments: 0 } });
    renderApp("/dashboard/company");
    const link = await screen.findByRole("link", { name: "Write your first post" });
    expect(link.getAttribute("href")).toBe("/community");
  });

  it("says when the posts cannot be loaded, and asks again", async () => {
    const user = userEvent.setup();
    stubDashboard(
      firstThen(
        { status: 500, error: { code: "INTERNAL_ERROR", message: "Something went wrong" } },
        { data: { posts: [], totals: { posts: 0, views: 0, likes: 0, comments: 0 } } },
      ),
    );
    renderApp("/dashboard/company");
    expect(await screen.findByText("Your posts could not be loaded.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Write your first post" })).toBeTruthy();
  });
});
