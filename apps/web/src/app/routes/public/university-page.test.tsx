import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUniversity } from "@/features/universities/test-universities";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const ranked = makeUniversity({
  name: "University of Toronto",
  city: "Toronto",
  stateProvince: "Ontario",
  country: "Canada",
  website: "https://www.utoronto.ca",
  foundedYear: 1827,
  acronyms: ["UofT"],
  alternateNames: ["Université de Toronto"],
  ranking: {
    world: 23,
    band: null,
    source: "ARWU 2025 (Academic Ranking of World Universities), ShanghaiRanking Consultancy",
    license: "proprietary/unclear",
  },
  // No source publishes these figures: unknown, as the catalogue holds them (decision 073).
  specialization: null,
  description: null,
  fieldsOfStudy: [],
  degreeTypes: [],
  annualFee: null,
  offerLetterFee: null,
  tuitionFees: { international: { min: null, max: null } },
});
const neighbour = makeUniversity({ name: "McGill University", city: "Montreal" });

function universityRoutes(extra = {}) {
  return {
    [`GET /api/universities/${ranked.id}`]: { data: { ...ranked, livingCostEstimate: null } },
    [`GET /api/universities/${ranked.id}/similar`]: { data: [neighbour] },
    ...extra,
  };
}

describe("a university's page", () => {
  it("shows the sourced facts to a guest and says what is not published", async () => {
    stubApi(universityRoutes());
    renderApp(`/universities/${ranked.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "University of Toronto" })).toBeTruthy();
    const facts = screen.getByRole("region", { name: "At a glance" });
    expect(within(facts).getByText("#23")).toBeTruthy();
    expect(within(facts).getByText(/Source: ARWU 2025 .* · Licence: proprietary\/unclear/)).toBeTruthy();
    expect(within(facts).getAllByText("Toronto, Ontario, Canada").length).toBeGreaterThan(0);
    expect(within(facts).getByText("1827")).toBeTruthy();
    expect(within(facts).getByText("UofT · Université de Toronto")).toBeTruthy();
    expect(
      within(facts)
        .getByRole("link", { name: /www\.utoronto\.ca/ })
        .getAttribute("rel"),
    ).toBe("noopener noreferrer");

    const study = screen.getByRole("region", { name: "Study and fees" });
    expect(within(study).getAllByText(/Not published yet/)).toHaveLength(5);
    for (const link of within(study).getAllByRole("link", { name: /check the university's website/ })) {
      expect(link.getAttribute("href")).toBe("https://www.utoronto.ca");
    }

    const similar = screen.getByRole("region", { name: "Similar universities" });
    const link = await within(similar).findByRole("link", { name: "McGill University" });
    expect(link.getAttribute("href")).toBe(`/universities/${neighbour.id}`);

    // A guest is asked to sign in, and comes back to this page with the action.
    const apply = await screen.findByRole("link", {
      name: "Sign in to add to my applications: University of Toronto",
    });
    const next = new URL(apply.getAttribute("href") ?? "", "http://localhost").searchParams.get("next");
    expect(next).toBe(`/universities/${ranked.id}?apply=${ranked.id}`);

    await waitFor(() => expect(document.title).toBe("University of Toronto · Meridian"));
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description).toBe(
      "University of Toronto, in Toronto, Ontario, Canada. Founded in 1827. World rank #23 (ARWU 2025). Location, website and ranking on Meridian.",
    );
  });

  it("shows figures an admin entered, each saying who entered it and when", async () => {
    const at = "2026-11-20T10:00:00.000Z";
    const real = makeUniversity({
      name: "Real College",
      annualFee: 30_000,
      entered: { annualFee: { by: "admin", at }, tuitionFees: { by: "import", at } },
    });
    stubApi({
      [`GET /api/universities/${real.id}`]: { data: { ...real, livingCostEstimate: null } },
      [`GET /api/universities/${real.id}/similar`]: { data: [] },
    });
    renderApp(`/universities/${real.id}`);
    const study = await screen.findByRole("region", { name: "Study and fees" });
    expect(within(study).getByText("$30,000/year")).toBeTruthy();
    expect(within(study).getByText("$25,000 – $40,000")).toBeTruthy();
    expect(within(study).queryByText(/Not published yet/)).toBeNull();
    expect(within(study).getByText("Entered by an admin on Nov 20, 2026")).toBeTruthy();
    expect(within(study).getByText("Imported from a file by an admin on Nov 20, 2026")).toBeTruthy();
    expect(await screen.findByText("No other university in Canada is in the catalogue.")).toBeTruthy();
  });

  it("opens the application form for a student who asked for it before signing in, once", async () => {
    stubApi({ ...signedInAs(testUsers.student), ...universityRoutes() });
    const { router } = renderApp(`/universities/${ranked.id}?apply=${ranked.id}`);
    expect(await screen.findByRole("dialog", { name: "Add to my applications" })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await userEvent.setup().keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      screen.getByRole("button", { name: "Add to my applications: University of Toronto" }),
    ).toBeTruthy();
  });

  it("moves focus to the page's heading after following View Details", async () => {
    stubApi({
      ...universityRoutes(),
      "GET /api/universities": {
        data: {
          universities: [ranked],
          total: 1,
          hasMore: false,
          unpublished: { count: 0, figures: [], included: false },
        },
      },
    });
    renderApp("/universities");
    const link = await screen.findByRole("link", { name: "View Details: University of Toronto" });
    await userEvent.setup().click(link);
    const heading = await screen.findByRole("heading", { level: 1, name: "University of Toronto" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("says so when the university does not exist", async () => {
    stubApi();
    renderApp("/universities/00000000-0000-4000-8000-00000000ffff");
    expect(await screen.findByRole("heading", { level: 1, name: "University not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search universities" }).getAttribute("href")).toBe(
      "/universities",
    );
  });
});
