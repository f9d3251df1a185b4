import { landingTeaser } from "@meridian/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MemoryRouter, type RouteObject, useRoutes } from "@/lib/router";
import { type StubRoutes, stubApi } from "@/test/api-stub";
import { createRouterProbe, createTestQueryClient, LocationProbe } from "@/test/render";
import { makeUniversity } from "../test-universities";
import { UniversityTeaser } from "./university-teaser";

function UniversitiesStub() {
  return <h1>Universities</h1>;
}

const routes: RouteObject[] = [
  { path: "/", element: <UniversityTeaser /> },
  { path: "/universities", element: <UniversitiesStub /> },
];

function TeaserRoutes() {
  return useRoutes(routes);
}

const emptyFacts = {
  sources: [],
  ownership: null,
  students: null,
  tuition: null,
  livingCosts: null,
  fieldShares: null,
  degrees: null,
  status: null,
};

const featured = [
  makeUniversity({ name: "Alpha University", annualFee: null, offerLetterFee: null }),
  makeUniversity({ name: "Beta University", website: null }),
  makeUniversity({ name: "Gamma University" }),
];

function renderTeaser(routes: StubRoutes = { "GET /api/universities/featured": { data: featured } }) {
  stubApi(routes);
  const router = createRouterProbe();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={["/"]}>
        <LocationProbe probe={router} />
        <TeaserRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return router;
}

describe("UniversityTeaser", () => {
  it("shows three loading cards for a second, then three featured universities", async () => {
    renderTeaser();
    const startedAt = Date.now();
    expect(screen.getByText("Loading universities")).toBeTruthy();
    expect(screen.getByTestId("university-teaser-loading").children).toHaveLength(landingTeaser.count);

    const list = await screen.findByRole("list", { name: "Featured universities" });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(landingTeaser.loadingDelayMs - 50);
    expect(screen.queryByText("Loading universities")).toBeNull();
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(3);

    const alpha = within(list).getByRole("article", { name: "Alpha University" });
    expect(within(alpha).getByText("#23 · ARWU 2025")).toBeTruthy();
    // No fee is known but the tuition: it shows, rather than "Not published yet".
    expect(within(alpha).getByText("$25,000 – $40,000")).toBeTruthy();
    expect(within(alpha).queryByText("Not published yet")).toBeNull();
    // "Know More" opens the university's page on this site (its website is one click further).
    const knowMore = within(alpha).getByRole("link", { name: "Know More: Alpha University" });
    expect(knowMore.getAttribute("href")).toBe(`/universities/${featured[0]?.id}`);
    expect(knowMore.getAttribute("target")).toBeNull();

    const beta = within(list).getByRole("article", { name: "Beta University" });
    expect(within(beta).getByRole("link", { name: "Know More: Beta University" })).toBeTruthy();
  });

  it("shows a card's sourced tuition when it is the only fee known, not 'Not published yet'", async () => {
    const tuition = {
      year: "2021-22",
      sources: ["scorecard"],
      currency: "USD",
      outOfState: 55_878,
      inState: 55_878,
    };
    const mit = makeUniversity({
      name: "Massachusetts Institute of Technology",
      annualFee: null,
      offerLetterFee: null,
      facts: { ...emptyFacts, tuition },
    });
    renderTeaser({ "GET /api/universities/featured": { data: [mit] } });

    const card = await screen.findByRole("article", { name: "Massachusetts Institute of Technology" });
    expect(within(card).getByText("Tuition (out-of-state, 2021-22)")).toBeTruthy();
    expect(within(card).getByText("$55,878/year")).toBeTruthy();
    expect(within(card).queryByText("Not published yet")).toBeNull();
  });

  it("says so honestly when the featured call fails", async () => {
    renderTeaser({
      "GET /api/universities/featured": { status: 400, error: { code: "BAD_REQUEST", message: "no" } },
    });
    expect(await screen.findByText(/Featured universities could not be loaded right now/)).toBeTruthy();
  });

  it("links each filter chip to the university search with its filter to open, and Load More to the search", () => {
    renderTeaser();
    const opens = {
      Country: "country",
      "Field of Study": "fields",
      "Tuition Range": "tuition",
      Ranking: "ranking",
      "More Filters": "degree",
    };
    for (const [name, filter] of Object.entries(opens)) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(`/universities?filter=${filter}`);
    }
    expect(screen.getByRole("link", { name: "Load More Universities" }).getAttribute("href")).toBe(
      "/universities",
    );
  });

  /** Types `text` in the teaser's search box, then presses `control`: where that leads. */
  async function typeThenPress(text: string, control: () => HTMLElement) {
    const user = userEvent.setup();
    const router = renderTeaser();
    await user.type(screen.getByLabelText("Search universities"), text);
    await user.click(control());
    return router.state.location;
  }

  it("keeps the typed text when a filter chip is followed", async () => {
    const location = await typeThenPress(" munich ", () => screen.getByRole("link", { name: "Country" }));
    expect(location.pathname).toBe("/universities");
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({
      search: "munich",
      filter: "country",
    });
  });

  it("searches on /universities with the typed text", async () => {
    const location = await typeThenPress("  data science ", () =>
      screen.getByRole("button", { name: "Search" }),
    );
    expect(location.pathname).toBe("/universities");
    expect(new URLSearchParams(location.search).get("search")).toBe("data science");
  });
});
