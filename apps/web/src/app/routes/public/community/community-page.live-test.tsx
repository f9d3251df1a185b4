import { communityEndpoints } from "@meridian/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callEndpoint } from "@/lib/call-endpoint";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. Other files write posts too, so this one looks
// for its own rows and compares counts before and after, never against zero.
const unique = () => Math.random().toString(36).slice(2, 8);

async function postCountOf(name: string): Promise<number> {
  const link = await screen.findByRole("link", { name });
  const text = within(link.closest("li") as HTMLElement).getByText(/^\d+ posts?$/).textContent ?? "";
  return Number.parseInt(text, 10);
}

describe("/community on the real server", () => {
  it("shows a guest the nine categories with their counts and the latest post, and finds posts by search", async () => {
    const user = userEvent.setup();
    // A company account writes (no cooling period or daily limit: decision 044), then signs out.
    await signInAsNew("company");
    const before = (await callEndpoint(communityEndpoints.categories)).categories.find(
      (category) => category.id === "scholarships",
    );
    const title = `Scholarship deadlines ${unique()}`;
    await callEndpoint(communityEndpoints.createPost, {
      body: { category: "scholarships", title, body: "Which **funds** close in January?" },
    });
    window.localStorage.clear();

    renderApp("/community");
    expect(await screen.findByRole("heading", { level: 1, name: "Community" })).toBeTruthy();
    const categories = within(screen.getByRole("region", { name: "Categories" }));
    expect(await categories.findAllByRole("heading", { level: 3 })).toHaveLength(9);
    expect(await postCountOf("Scholarship & Funding")).toBe((before?.postCount ?? 0) + 1);
    const card = within(
      screen.getByRole("link", { name: "Scholarship & Funding" }).closest("li") as HTMLElement,
    );
    expect(card.getByRole("link", { name: title })).toBeTruthy();
    expect(card.getByText("just now")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in to join the discussion" })).toBeTruthy();

    await user.type(screen.getByRole("searchbox", { name: "Search posts" }), title.split(" ").at(-1) ?? "");
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(await within(results).findByRole("link", { name: title })).toBeTruthy();
  });
});
