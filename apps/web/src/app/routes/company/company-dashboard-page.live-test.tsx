import { communityEndpoints } from "@meridian/contract";
import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callEndpoint } from "@/lib/call-endpoint";
import { signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
const unique = () => Math.random().toString(36).slice(2, 8);

describe("/dashboard/company on the real server", () => {
  it("leads a new company to the community, then shows its post, figures and poll results", async () => {
    const company = await signInAsNew("company", { firstName: "Acme", lastName: "Live" });
    renderApp("/dashboard/company");
    expect(await screen.findByRole("heading", { level: 2, name: "Your community posts" })).toBeTruthy();
    const first = await screen.findByRole("link", { name: "Write your first post" });
    expect(first.getAttribute("href")).toBe("/community");
    cleanup();

    const title = `When do you start ${unique()}`;
    const post = await callEndpoint(communityEndpoints.createPost, {
      body: {
        category: "uk_study",
        title,
        body: "Tell us which intake you aim for.",
        poll: { options: ["September", "January"] },
      },
    });
    const january = post.poll?.options.find((option) => option.label === "January");
    expect(january).toBeTruthy();

    // A student votes.
    await signInAsNew("student");
    await callEndpoint(communityEndpoints.vote, {
      params: { postId: post.id },
      body: { optionId: january?.id ?? "" },
    });
    await signInAs(company);

    renderApp("/dashboard/company");
    const posts = await screen.findByRole("list", { name: "Your posts" });
    const link = within(posts).getByRole("link", { name: title });
    expect(link.getAttribute("href")).toBe(`/community/post/${post.id}`);
    expect((link.closest("li") as HTMLElement).textContent).toContain("UK Study");
    const totals = screen.getByLabelText("Totals");
    expect(within(totals).getByText("Posts").nextSibling?.textContent).toBe("1");
    const results = screen.getByRole("list", { name: `Results of ${title}` });
    const [september, januaryRow] = within(results).getAllByRole("listitem");
    expect(september?.textContent).toContain("0%");
    expect(januaryRow?.textContent).toContain("100%");
    expect(screen.getByText("1 vote")).toBeTruthy();
  });
});
