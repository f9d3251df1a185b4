import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { chooseRecommendation } from "@/features/recommendations/api/choose-recommendation";
import { createUniversity } from "@/features/universities/api/save-university";
import { addCatalogueUniversityLive, createLiveUser, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A word no real university has keeps this test's
// universities apart from any other test's.
const word = `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;

describe("/student/shortlist on the real server", () => {
  it("says a new student's shortlist is empty and leads to where universities are saved", async () => {
    await signInAsNew("student");
    renderApp("/student/shortlist");
    expect(await screen.findByRole("heading", { level: 1, name: "My shortlist" })).toBeTruthy();
    expect(await screen.findByText(/Your shortlist is empty/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search universities" }).getAttribute("href")).toBe(
      "/universities",
    );
    expect(screen.getByRole("link", { name: "See your recommendations" }).getAttribute("href")).toBe(
      "/dashboard/student",
    );
    // The student's navigation leads here.
    const nav = within(await screen.findByRole("navigation", { name: "Main" }));
    expect(nav.getByRole("link", { name: "Shortlist" }).getAttribute("aria-current")).toBe("page");
  });

  it("lists the saved universities with their sourced facts, adds one to the applications and removes one", async () => {
    const user = userEvent.setup();
    await signInAsNew("admin");
    const fjord = await createUniversity({
      name: `Fjord ${word} University`,
      country: "Iceland",
      countryCode: "IS",
      city: "Akureyri",
    });
    const mit = await addCatalogueUniversityLive("Massachusetts Institute of Technology");
    const student = await createLiveUser("student");
    await signInAs(student);
    await chooseRecommendation(fjord.id, "saved");
    await chooseRecommendation(mit, "saved");

    // From the dashboard's recommendations, "View All" leads to the shortlist.
    renderApp("/dashboard/student");
    const recommended = within(await screen.findByRole("region", { name: "Recommended for you" }));
    await user.click(recommended.getByRole("link", { name: "View All" }));
    expect(await screen.findByRole("heading", { level: 1, name: "My shortlist" })).toBeTruthy();

    const list = await screen.findByRole("list", { name: "Saved universities" });
    const cards = within(list).getAllByRole("article");
    // Newest save first.
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
      "Massachusetts Institute of Technology",
      fjord.name,
    ]);
    expect(screen.getByText("2 of 50 saved. Compare them, then add them to your applications.")).toBeTruthy();
    const mitCard = within(cards[0] as HTMLElement);
    // The College Scorecard's tuition, named as such: a sourced fact, not a generated one.
    expect(mitCard.getByText(/^Tuition \(out-of-state, /)).toBeTruthy();
    expect(mitCard.getByText("$55,878/year")).toBeTruthy();
    expect(
      mitCard
        .getByRole("link", { name: "View Details: Massachusetts Institute of Technology" })
        .getAttribute("href"),
    ).toBe(`/universities/${mit}`);

    // "Add to my applications" opens the application form for that university.
    await user.click(
      mitCard.getByRole("button", { name: "Add to my applications: Massachusetts Institute of Technology" }),
    );
    expect(await screen.findByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Removed: the card goes, the toast says so, and the focus moves to the next card's name.
    await user.click(
      mitCard.getByRole("button", { name: "Remove from shortlist: Massachusetts Institute of Technology" }),
    );
    expect(await screen.findByText("Removed from your shortlist")).toBeTruthy();
    await waitFor(() =>
      expect(
        within(list).queryByRole("article", { name: "Massachusetts Institute of Technology" }),
      ).toBeNull(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByRole("heading", { name: fjord.name })),
    );
    expect(screen.getByText("1 of 50 saved. Compare them, then add them to your applications.")).toBeTruthy();

    // The last one removed: the empty state, with the focus on the page's heading.
    await user.click(within(list).getByRole("button", { name: `Remove from shortlist: ${fjord.name}` }));
    expect(await screen.findByText(/Your shortlist is empty/)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "My shortlist" })),
    );
  });
});
