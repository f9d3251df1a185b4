import { communityEndpoints, communityLimits } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callEndpoint } from "@/lib/call-endpoint";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
const unique = () => Math.random().toString(36).slice(2, 8);

describe("/community/:category on the real server", () => {
  it("lists a category's posts newest first, loads more by cursor, sorts by likes, and publishes a post from the form", async () => {
    const user = userEvent.setup();
    // A counselor: staff post without the students' cooling period and daily limit, and (unlike a
    // company, whose newest post is placed "From {company}" above the list) in the list's order.
    await signInAsNew("counselor");
    const tag = unique();
    const pageSize = communityLimits.pageSize.default;
    const titles: string[] = [];
    for (let index = 0; index <= pageSize; index += 1) {
      const title = `Europe thread ${tag} ${String(index).padStart(2, "0")}`;
      titles.push(title);
      await callEndpoint(communityEndpoints.createPost, {
        body: { category: "europe_study", title, body: `Body ${index}` },
      });
    }
    const liked = await callEndpoint(communityEndpoints.createPost, {
      body: { category: "europe_study", title: `Most liked ${tag}`, body: "Like me" },
    });
    await callEndpoint(communityEndpoints.likePost, { params: { postId: liked.id } });

    renderApp("/community/europe_study");
    expect(await screen.findByRole("heading", { level: 1, name: "Germany & Europe Study" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Posts in Germany & Europe Study" });
    const shown = () =>
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent);
    // Newest first: the liked post, then the thread backwards; the oldest is on the next page.
    await waitFor(() =>
      expect(shown().slice(0, 3)).toEqual([`Most liked ${tag}`, titles[pageSize], titles[pageSize - 1]]),
    );
    expect(shown()).toHaveLength(pageSize);
    expect(shown()).not.toContain(titles[0]);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByRole("heading", { level: 3, name: titles[0] })).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Top" }));
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Top" }).getAttribute("aria-current")).toBe("page"),
    );
    const top = await screen.findByRole("list", { name: "Posts in Germany & Europe Study" });
    await waitFor(() => {
      const first = within(top).getAllByRole("heading", { level: 3 })[0];
      const likes = Number.parseInt(first?.closest("li")?.textContent?.match(/(\d+) likes?/)?.[1] ?? "0", 10);
      expect(likes).toBeGreaterThanOrEqual(1);
    });

    await user.click(screen.getByRole("link", { name: "New" }));
    await user.click(await screen.findByRole("button", { name: "New post" }));
    const dialog = await screen.findByRole("dialog", { name: "New post" });
    expect((within(dialog).getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe(
      "europe_study",
    );
    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    expect(await within(dialog).findByText("Title must be at least 5 characters")).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), `Opening a bank account ${tag}`);
    await user.type(
      within(dialog).getByRole("textbox", { name: "Post" }),
      "Which bank opens a **blocked account** fastest?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New post" })).toBeNull());
    const fresh = await within(
      await screen.findByRole("list", { name: "Posts in Germany & Europe Study" }),
    ).findByRole("link", { name: `Opening a bank account ${tag}` });
    expect(fresh.getAttribute("href")).toMatch(/^\/community\/post\/[0-9a-f-]{36}$/);
  });

  it("places a company's new post \"From {company}\" above the list, once, with the company's name", async () => {
    await signInAsNew("company", { firstName: "Harbour", lastName: "Scholars" });
    const tag = unique();
    await callEndpoint(communityEndpoints.createPost, {
      body: { category: "ielts_prep", title: `Free IELTS mock test ${tag}`, body: "Saturdays at ten." },
    });
    renderApp("/community/ielts_prep");
    const featured = await screen.findByRole("region", { name: "From Harbour Scholars" });
    expect(within(featured).getByText(/From a company on Meridian/)).toBeTruthy();
    expect(within(featured).getByRole("link", { name: `Free IELTS mock test ${tag}` })).toBeTruthy();
    const list = screen.queryByRole("list", { name: "Posts in IELTS Preparation" });
    expect(
      list ? within(list).queryByRole("link", { name: `Free IELTS mock test ${tag}` }) : null,
    ).toBeNull();
  });

  it("holds a new student's forms during the cooling period, with a live countdown", async () => {
    await signInAsNew("student");
    renderApp("/community/ielts_prep");
    const timer = await screen.findByRole("timer");
    expect(timer.textContent).toMatch(/^[0-6]\d:[0-5]\d$/);
    expect(screen.getByText("Posting opens soon")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "New post" }));
    const dialog = await screen.findByRole("dialog", { name: "New post" });
    expect((within(dialog).getByRole("button", { name: "Publish post" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("answers an unknown category with a not-found state", async () => {
    renderApp("/community/astrology");
    expect(await screen.findByRole("heading", { level: 1, name: "Category not found" })).toBeTruthy();
  });
});
