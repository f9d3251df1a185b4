import { communityEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { createQueryClient } from "@/lib/query-client";
import { createForumPostLive, createLiveUser, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. The post is written straight into its table (the
// forum's own pages are another feature); the report goes through the real endpoint.
const word = `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

describe("/dashboard/admin/community on the real server", () => {
  it("shows a reported post with its report, hides it, and saves the blocked words", async () => {
    const user = userEvent.setup();
    const author = await createLiveUser("student", { firstName: `Lina${word}`, lastName: "Park" });
    const title = `Cheap essays ${word}`;
    const postId = await createForumPostLive(author, { title, body: "Buy essays here, cheap and fast." });
    const reader = await createLiveUser("student", { firstName: `Omar${word}`, lastName: "Diaz" });
    await signInAs(reader);
    const receipt = await callEndpoint(communityEndpoints.report, {
      body: { targetKind: "post", targetId: postId, reason: "Selling essays is spam." },
    });
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    clearAuthToken();
    clearCsrfToken();
    await signInAsNew("admin");

    renderApp("/dashboard/admin/community", { queryClient: createQueryClient() });
    await screen.findByRole("heading", { level: 1, name: "Community moderation" });
    const label = `Post "${title}" by Lina${word} P.`;
    const item = await screen.findByRole("listitem", { name: label });
    expect(within(item).getByText("Reported (1)")).toBeTruthy();
    expect(within(item).getByText("Visible")).toBeTruthy();
    expect(within(item).getByText(`Omar${word} D.`)).toBeTruthy();
    expect(within(item).getByText("Selling essays is spam.")).toBeTruthy();
    expect(within(item).getByText("Buy essays here, cheap and fast.")).toBeTruthy();
    expect(within(item).getByRole("link", { name: title }).getAttribute("href")).toBe(
      `/community/post/${postId}`,
    );
    expect(within(item).getByRole("button", { name: `Warn author Lina${word} P.` })).toBeTruthy();
    expect(within(item).getByRole("button", { name: `Suspend author Lina${word} P.` })).toBeTruthy();

    // Hide, with a note: the post leaves the queue (its report is closed).
    await user.type(within(item).getByLabelText(/Note/), "Essay mill");
    await user.click(within(item).getByRole("button", { name: `Hide ${label}` }));
    expect(await screen.findByText("Hidden")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("listitem", { name: label })).toBeNull());

    // Blocked words: a word too short is named by its line; the list is saved trimmed, lower-cased, once.
    const words = await screen.findByLabelText("Words");
    await user.clear(words);
    await user.type(words, `Scam${word}{Enter}scam${word}{Enter}x`);
    await user.click(screen.getByRole("button", { name: "Save blocked words" }));
    expect(await screen.findByText("Line 3: A blocked word has at least 2 characters")).toBeTruthy();
    expect(words.getAttribute("aria-invalid")).toBe("true");
    await user.type(words, `{Backspace}Casino${word}`);
    await user.click(screen.getByRole("button", { name: "Save blocked words" }));
    expect(await screen.findByText("Blocked words saved")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText("Words") as HTMLTextAreaElement).value).toBe(
        `casino${word}\nscam${word}`,
      ),
    );
    expect(await callEndpoint(communityEndpoints.blockedWords)).toEqual({
      words: [`casino${word}`, `scam${word}`],
    });
  });
  it("shows a queued post as the community pages do: the server's safe Markdown rendering, never raw HTML", async () => {
    await signInAsNew("company");
    const title = `Markdown in the queue ${word}`;
    const post = await callEndpoint(communityEndpoints.createPost, {
      body: {
        category: "general",
        title,
        body: "Read **this** first <script>alert(1)</script>\n\n- one step\n- two steps",
      },
    });
    await signInAs(await createLiveUser("student"));
    await callEndpoint(communityEndpoints.report, {
      body: { targetKind: "post", targetId: post.id, reason: "Check the formatting." },
    });
    clearAuthToken();
    clearCsrfToken();
    await signInAsNew("admin");

    renderApp("/dashboard/admin/community", { queryClient: createQueryClient() });
    await screen.findByRole("heading", { level: 1, name: "Community moderation" });
    const item = await screen.findByRole("listitem", { name: new RegExp(`^Post "${title}" by `) });
    const quote = item.querySelector("blockquote") as HTMLElement;
    expect(quote.querySelector("strong")?.textContent).toBe("this");
    expect(
      within(quote)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["one step", "two steps"]);
    expect(quote.querySelector("script")).toBeNull();
    expect(within(quote).getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(within(quote).queryByText(/\*\*this\*\*/)).toBeNull();
  });
});
