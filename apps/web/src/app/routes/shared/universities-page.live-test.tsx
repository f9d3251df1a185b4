import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. The live server loads no catalogue file, and a
// word no real university has keeps this test's universities apart from any other test's.
const word = `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;

describe("/universities on the real server", () => {
  it("finds the universities an admin created, with their place and ranking", async () => {
    await signInAsNew("admin");
    for (const [name, city, worldRanking] of [
      [`Northgate ${word} University`, "Leeds", 120],
      [`Harbour ${word} Institute`, "Bristol", 45],
      [`Fenmoor ${word} College`, "Norwich", null],
    ] as const) {
      await createUniversity({ name, country: "United Kingdom", countryCode: "GB", city, worldRanking });
    }

    await signInAsNew("student");
    renderApp(`/universities?search=${word}&sort=ranking`);
    await screen.findByRole("heading", { level: 1, name: "Find Your Perfect University" });
    const list = await screen.findByRole("list", { name: "Universities" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([`Harbour ${word} Institute`, `Northgate ${word} University`, `Fenmoor ${word} College`]);
    const harbour = within(screen.getByRole("article", { name: `Harbour ${word} Institute` }));
    expect(harbour.getByText("Bristol", { exact: false })).toBeTruthy();
    expect(harbour.getByText("45", { exact: false })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Showing 3 of 3 universities");
  });

  it("is open to guests, whose cards lead to each university's page and ask them to sign in to apply", async () => {
    await signInAsNew("admin");
    const name = `Guestview ${word} University`;
    const created = await createUniversity({ name, country: "Norway", countryCode: "NO", city: "Bergen" });
    window.localStorage.clear();

    renderApp(`/universities?search=${word}%20guestview`);
    await screen.findByRole("heading", { level: 1, name: "Find Your Perfect University" });
    const card = within(await screen.findByRole("article", { name }));
    expect(card.getByRole("link", { name: `View Details: ${name}` }).getAttribute("href")).toBe(
      `/universities/${created.id}`,
    );
    const apply = await card.findByRole("link", { name: `Sign in to add to my applications: ${name}` });
    const next = new URL(apply.getAttribute("href") ?? "", "http://localhost").searchParams.get("next");
    expect(next).toBe(`/universities?search=${word}+guestview&apply=${created.id}`);
  });

  it("says how many universities a tuition filter left out for want of a published figure, and shows them on request", async () => {
    await signInAsNew("admin");
    const priced = `Pricedhall ${word} University`;
    const unpriced = `Quietmoor ${word} College`;
    await createUniversity({ name: priced, country: "Ireland", countryCode: "IE", tuitionMin: 8_000 });
    await createUniversity({ name: unpriced, country: "Ireland", countryCode: "IE" });
    window.localStorage.clear();

    // "Under $10,000": only the university that publishes a tuition under it.
    const { router } = renderApp(`/universities?search=${word}&country=Ireland&tuition=0-10000`);
    const list = await screen.findByRole("list", { name: "Universities" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("article")
          .map((a) => a.getAttribute("aria-label")),
      ).toEqual([priced]),
    );
    expect(await screen.findByText("1 university without a published tuition is not shown.")).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Show them" }));
    // One click: the one without a figure joins, after the published one, saying it is not published.
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Universities" }))
          .getAllByRole("article")
          .map((a) => a.getAttribute("aria-label")),
      ).toEqual([priced, unpriced]),
    );
    expect(await screen.findByText("Including 1 university that publishes no tuition.")).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: unpriced })).getByText("Not published yet"),
    ).toBeTruthy();
    expect(router.state.location.search).toContain("unpublished=shown");
  });
});
