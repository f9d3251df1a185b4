import { communityEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callEndpoint } from "@/lib/call-endpoint";
import { dropFocusWhenDisabled } from "@/test/chromium-focus";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
const unique = () => Math.random().toString(36).slice(2, 8);

describe("/community/post/:postId on the real server", () => {
  it("shows the post's safe HTML, likes it, comments, replies, edits and deletes its own, then deletes the post", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    await signInAsNew("company");
    const title = `Canada study permit ${unique()}`;
    const post = await callEndpoint(communityEndpoints.createPost, {
      body: { category: "canada_study", title, body: "Read **this** <script>alert(1)</script>" },
    });
    const { router } = renderApp(`/community/post/${post.id}`);

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} · Community · Meridian`));
    const article = screen.getByRole("article", { name: title });
    expect(article.querySelector(".prose strong")?.textContent).toBe("this");
    expect(article.querySelector("script")).toBeNull();
    expect(within(article).getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();

    const like = screen.getByRole("button", { name: "Like this post, 0 likes" });
    await user.click(like);
    const liked = await screen.findByRole("button", { name: "Like this post, 1 like" });
    expect(liked.getAttribute("aria-pressed")).toBe("true");
    await waitFor(async () =>
      expect(
        (await callEndpoint(communityEndpoints.getPost, { params: { postId: post.id } })).likedByMe,
      ).toBe(true),
    );

    expect(await screen.findByText("No comments yet. Be the first to answer.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Write something before commenting")).toBeTruthy();
    const commentBox = screen.getByRole("textbox", { name: "Your comment" }) as HTMLTextAreaElement;
    await user.type(commentBox, "First, apply **early**.");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    const comments = await screen.findByRole("list", { name: "Comments" });
    expect(await within(comments).findByText("early")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Comments (1)" })).toBeTruthy();
    // Posted: the emptied box has the focus again, for the next comment.
    await waitFor(() => expect(document.activeElement).toBe(commentBox));
    expect(commentBox.value).toBe("");

    const replyButton = within(comments).getByRole("button", { name: /^Reply to comment by/ });
    await user.click(replyButton);
    const replyBox = await screen.findByRole("textbox", { name: /^Reply to / });
    await user.type(replyBox, "And keep copies of everything.");
    await user.click(screen.getByRole("button", { name: "Post reply" }));
    const replies = await screen.findByRole("list", { name: /^Replies to / });
    expect(await within(replies).findByText("And keep copies of everything.")).toBeTruthy();
    // The reply form is gone: the focus is back on the Reply button that opened it.
    await waitFor(() => expect(document.activeElement).toBe(replyButton));
    // Replies are one level deep: a reply offers no Reply of its own.
    expect(within(replies).queryByRole("button", { name: /^Reply to/ })).toBeNull();

    const reply = within(replies).getByRole("article");
    await user.click(within(reply).getByRole("button", { name: /^Like comment by/ }));
    await waitFor(() =>
      expect(
        within(reply)
          .getByRole("button", { name: /^Like comment by/ })
          .getAttribute("aria-pressed"),
      ).toBe("true"),
    );
    await user.click(within(reply).getByRole("button", { name: /^Edit comment by/ }));
    const edit = await within(reply).findByRole("textbox", { name: "Edit your comment" });
    await user.clear(edit);
    await user.type(edit, "And keep two copies of everything.");
    await user.click(within(reply).getByRole("button", { name: "Save changes" }));
    expect(await within(replies).findByText("And keep two copies of everything.")).toBeTruthy();
    expect(within(replies).getByText("edited")).toBeTruthy();
    // Likewise the edit form: the focus is back on Edit.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(reply).getByRole("button", { name: /^Edit comment by/ })),
    );

    await user.click(within(replies).getByRole("button", { name: /^Delete comment by/ }));
    await user.click(await screen.findByRole("button", { name: "Delete comment" }));
    await waitFor(() => expect(screen.queryByText("And keep two copies of everything.")).toBeNull());
    expect(screen.getByRole("heading", { level: 2, name: "Comments (1)" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(await screen.findByRole("button", { name: "Delete post" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/community/canada_study"));
    expect(await screen.findByRole("heading", { level: 1, name: "Canada Study" })).toBeTruthy();
    await expect(
      callEndpoint(communityEndpoints.getPost, { params: { postId: post.id } }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("lets a guest read and asks them to sign in to comment", async () => {
    await signInAsNew("company");
    const title = `UK visa interview ${unique()}`;
    const post = await callEndpoint(communityEndpoints.createPost, {
      body: { category: "uk_study", title, body: "What did they ask you?" },
    });
    window.localStorage.clear();
    renderApp(`/community/post/${post.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Like this post/ })).toBeNull();
    expect(screen.getByText("0 likes")).toBeTruthy();
    const signIn = await screen.findByRole("link", { name: "Sign in to join the discussion" });
    expect(signIn.getAttribute("href")).toBe(
      `/auth?next=${encodeURIComponent(`/community/post/${post.id}`)}`,
    );
    expect(screen.queryByRole("textbox", { name: "Your comment" })).toBeNull();
  });

  it("answers an unknown post with a not-found state", async () => {
    renderApp("/community/post/0190f5a4-0000-7000-8000-000000000000");
    expect(await screen.findByRole("heading", { level: 1, name: "Post not found" })).toBeTruthy();
  });
});
