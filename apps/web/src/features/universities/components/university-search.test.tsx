import type { University, UniversityList } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";
import { makeUniversity } from "../test-universities";

type Answer = Omit<UniversityList, "unpublished"> & Partial<Pick<UniversityList, "unpublished">>;
type Reply = Answer | string;

const nothingLeftOut: UniversityList["unpublished"] = { count: 0, figures: [], included: false };

/** A search endpoint answering `answer(query)`; returns the query of every search call. */
function searchServer(answer: (query: URLSearchParams) => Reply = () => page(6, 100)) {
  const api = stubApi({ ...signedInAs(testUsers.student) });
  const queries: URLSearchParams[] = [];
  const original = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname !== "/api/universities") return (original as NonNullable<typeof original>)(input, init);
    queries.push(url.searchParams);
    const reply = answer(url.searchParams);
    const data = typeof reply === "string" ? reply : { unpublished: nothingLeftOut, ...reply };
    return new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  return queries;
}

function page(size: number, total: number, hasMore = true, overrides: Partial<University> = {}) {
  return {
    universities: Array.from({ length: size }, () => makeUniversity(overrides)),
    total,
    hasMore,
  };
}

const cards = () => within(screen.getByRole("list", { name: "Universities" })).getAllByRole("article");

/** /universities at `path` on the search server, once its first page of six cards is shown. */
async function openSearch(path: string, answer?: (query: URLSearchParams) => Reply) {
  const queries = searchServer(answer);
  const { router } = renderApp(path);
  await waitFor(() => expect(cards()).toHaveLength(6));
  return { queries, router };
}

describe("/universities", () => {
  it("reads the filters from the URL, shows them as chips and sends them per spec §5", async () => {
    const queries = searchServer();
    renderApp(
      "/universities?search=tor&country=Canada,Germany&fields=Law&tuition=0-10000&ranking=50&degree=PhD",
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Find Your Perfect University" }),
    ).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(6));
    for (const chip of ["“tor”", "Canada", "Germany", "Law", "Under $10,000", "Top 50", "PhD"]) {
      expect(screen.getByRole("button", { name: `Remove filter ${chip}` })).toBeTruthy();
    }
    expect((screen.getByLabelText("Search universities") as HTMLInputElement).value).toBe("tor");
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      limit: "6",
      offset: "0",
      search: "tor",
      country: "Canada,Germany",
      fields: "Law",
      degreeType: "PhD",
      maxTuition: "10000",
      maxRanking: "50",
    });
    expect(screen.getByRole("status").textContent).toContain("Showing 6 of 100 universities");
  });

  it("writes filter, sort and debounced search changes to the URL", async () => {
    const user = userEvent.setup();
    const { queries, router } = await openSearch("/universities");

    await user.click(screen.getByRole("button", { name: "Country" }));
    await user.click(await screen.findByRole("checkbox", { name: "Canada" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Tuition Range" }));
    await user.click(await screen.findByRole("radio", { name: "Over $75,000" }));
    await user.keyboard("{Escape}");
    await user.selectOptions(screen.getByLabelText("Sort by"), "ranking");
    await user.type(screen.getByLabelText("Search universities"), "toronto");
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        country: "Canada",
        tuition: "75000-999999",
        sort: "ranking",
        search: "toronto",
      }),
    );
    await waitFor(() => expect(queries.at(-1)?.get("search")).toBe("toronto"));
    const last = Object.fromEntries(queries.at(-1) ?? []);
    expect(last).toMatchObject({ country: "Canada", minTuition: "75000", sortBy: "ranking" });
    expect(last).not.toHaveProperty("maxTuition");
    // Typing does not search per keystroke: one request for the whole word.
    expect(queries.filter((q) => q.get("search")?.startsWith("t"))).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Remove filter Canada" }));
    await waitFor(() => expect(router.state.location.search).not.toContain("country"));
  });

  it("loads more up to 18 universities, then resets to one page on a filter change", async () => {
    const user = userEvent.setup();
    const { queries } = await openSearch("/universities", () => page(6, 500));

    await user.click(screen.getByRole("button", { name: "Load More Universities" }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(document.activeElement?.textContent).toBe(cards()[6]?.querySelector("h3")?.textContent);
    await user.click(screen.getByRole("button", { name: "Load More Universities" }));
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(screen.queryByRole("button", { name: "Load More Universities" })).toBeNull();
    expect(queries.map((q) => q.get("offset"))).toEqual(["0", "6", "12"]);
    expect(screen.getByText(/Showing the first 18 matches/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Ranking" }));
    await user.click(await screen.findByRole("radio", { name: "Top 10" }));
    await waitFor(() => expect(queries.at(-1)?.get("maxRanking")).toBe("10"));
    expect(queries.at(-1)?.get("offset")).toBe("0");
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.getByRole("button", { name: "Load More Universities" })).toBeTruthy();
  });

  it("shows the empty state and clears the filters from it", async () => {
    const user = userEvent.setup();
    searchServer((query) => (query.get("country") ? page(0, 0, false) : page(6, 100)));
    const { router } = renderApp("/universities?country=Japan&sort=alphabetical");
    expect(await screen.findByRole("heading", { name: "No universities found" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=alphabetical"));
    await waitFor(() => expect(cards()).toHaveLength(6));
  });

  it("shows sourced and entered figures only, and a rank band as a band with its source", async () => {
    searchServer(() => ({
      universities: [
        makeUniversity({
          name: "Sample U",
          annualFee: null,
          offerLetterFee: null,
          tuitionFees: { international: { min: null, max: null } },
          specialization: null,
          description: null,
          foundedYear: 1827,
        }),
        makeUniversity({
          name: "Real U",
          ranking: { world: 101, band: "101-150", source: "ARWU 2025", license: null },
        }),
      ],
      total: 2,
      hasMore: false,
    }));
    renderApp("/universities");
    const sample = await screen.findByRole("article", { name: "Sample U" });
    // Only sourced facts: the place, the rank with its source, the founded year.
    expect(within(sample).getByText("Toronto, Canada")).toBeTruthy();
    expect(within(sample).getByText("#23 · ARWU 2025")).toBeTruthy();
    expect(within(sample).getByText("Founded in 1827.")).toBeTruthy();
    expect(within(sample).getByText("Not published yet")).toBeTruthy();
    const real = screen.getByRole("article", { name: "Real U" });
    expect(within(real).getByText("Engineering")).toBeTruthy();
    expect(within(real).getByText("A research university.")).toBeTruthy();
    expect(within(real).getByText("101\u2013150 · ARWU 2025")).toBeTruthy();
    expect(within(real).queryByText(/#101/)).toBeNull();
    expect(within(real).getByText("$30,000/year")).toBeTruthy();
    expect(within(real).getByText("$25,000 – $40,000")).toBeTruthy();
    const link = within(real).getByRole("link", { name: "View Details: Real U" });
    expect(link.getAttribute("href")).toMatch(/^\/universities\/[0-9a-f-]{36}$/);
    expect(screen.queryByRole("button", { name: "Load More Universities" })).toBeNull();
  });

  it("reports an answer that is not an object and retries on request", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let broken = true;
    searchServer(() => (broken ? "not an object" : page(6, 6, false)));
    renderApp("/universities");
    await screen.findByRole("heading", { level: 1, name: "Find Your Perfect University" });
    // Two retries with back-off (1 s, 2 s) before the error shows.
    await vi.advanceTimersByTimeAsync(1_500);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(await screen.findByText("Invalid response format from server")).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(cards()).toHaveLength(6));
  });
});

describe("/universities on a phone: the Filters sheet", () => {
  it("opens a labelled dialog, keeps focus inside, applies a filter at once and returns focus", async () => {
    const user = userEvent.setup();
    const { queries, router } = await openSearch("/universities?country=Canada", (query) =>
      query.get("fields") ? page(6, 42) : page(6, 100),
    );
    const trigger = screen.getByRole("button", { name: "Filters 1 active" });

    await user.click(trigger);
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    expect(sheet.contains(document.activeElement)).toBe(true);
    // The trap: Shift+Tab from the first control goes round to the last, Tab from the last back.
    const close = within(sheet).getByRole("button", { name: "Close filters" });
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(sheet).getByRole("button", { name: "Show 100 results" }));
    await user.tab();
    expect(document.activeElement).toBe(close);

    // Each section says what is chosen; a choice applies at once, and the main button follows.
    expect(within(sheet).getByRole("button", { name: "Country Canada" })).toBeTruthy();
    await user.click(within(sheet).getByRole("button", { name: "Field of Study Any" }));
    await user.click(within(sheet).getByRole("checkbox", { name: "Law" }));
    await waitFor(() => expect(queries.at(-1)?.get("fields")).toBe("Law"));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      country: "Canada",
      fields: "Law",
    });
    // The sheet's first change is a new history entry, the next ones replace it: Back leaves the
    // sheet's choices in one step.
    expect(router.state.navigationType).toBe("PUSH");
    await user.click(within(sheet).getByRole("checkbox", { name: "Medicine" }));
    await waitFor(() => expect(router.state.location.search).toContain("Medicine"));
    expect(router.state.navigationType).toBe("REPLACE");
    await user.click(within(sheet).getByRole("checkbox", { name: "Medicine" }));
    await waitFor(() => expect(router.state.location.search).not.toContain("Medicine"));
    expect(router.state.navigationType).toBe("REPLACE");
    expect(await within(sheet).findByRole("button", { name: "Show 42 results" })).toBeTruthy();
    expect(within(sheet).getByRole("status").textContent).toBe("42 results match these filters");

    await user.click(within(sheet).getByRole("button", { name: "Show 42 results" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filters" })).toBeNull());
    const updated = screen.getByRole("button", { name: "Filters 2 active" });
    await waitFor(() => expect(document.activeElement).toBe(updated));
    expect(screen.getByRole("button", { name: "Remove filter Law" })).toBeTruthy();
  });

  it("opens the filter a link asked for (the landing page's chips), with the search it carried", async () => {
    const queries = searchServer();
    const { router } = renderApp("/universities?search=munich&filter=country");
    const popover = await screen.findByRole("dialog", { name: "Country" });
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    expect((screen.getByRole("searchbox", { name: /search universities/i }) as HTMLInputElement).value).toBe(
      "munich",
    );
    await waitFor(() => expect(queries.at(-1)?.get("search")).toBe("munich"));
    // A choice writes the filters; the request to open is not kept in the address.
    await userEvent
      .setup()
      .click((await within(popover).findAllByRole("checkbox", { name: "Canada" }))[0] as HTMLElement);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        search: "munich",
        country: "Canada",
      }),
    );
  });

  it("on a phone, opens the Filters sheet at the filter a link asked for", async () => {
    // A phone's width: the wide screens' query does not match.
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, "matchMedia").mockImplementation((query) => {
      const list = matchMedia(query);
      if (query === "(min-width: 48rem)") Object.defineProperty(list, "matches", { value: false });
      return list;
    });
    searchServer();
    renderApp("/universities?filter=tuition");
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    expect(
      within(sheet).getByRole("button", { name: "Tuition Range Any" }).getAttribute("aria-expanded"),
    ).toBe("true");
    expect(within(sheet).getByRole("button", { name: "Country Any" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    expect(screen.queryByRole("dialog", { name: "Tuition Range" })).toBeNull();
  });

  it("closes on Escape with focus back on the button, and sorts and clears from the sheet", async () => {
    const user = userEvent.setup();
    const { router } = await openSearch("/universities?ranking=50");
    await user.click(screen.getByRole("button", { name: "Filters 1 active" }));
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await user.selectOptions(within(sheet).getByLabelText("Sort by"), "alphabetical");
    await user.click(within(sheet).getByRole("button", { name: "Clear all" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=alphabetical"));

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filters" })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filters" }));
  });
});

describe("/universities: after a search", () => {
  it("keeps focus in the box while typing and announces the new count in the one status", async () => {
    const user = userEvent.setup();
    await openSearch("/universities", (query) => (query.get("search") ? page(3, 3, false) : page(6, 100)));
    const status = screen.getByRole("status");
    const box = screen.getByLabelText("Search universities");
    await user.type(box, "yale");
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(document.activeElement).toBe(box);
    // The same live region, updated in place: screen readers announce a change, not a new node.
    expect(screen.getByRole("status")).toBe(status);
    expect(status.textContent).toBe("Showing 3 of 3 universities");
  });

  it("moves focus to the page heading after a search submitted from the header on this page", async () => {
    const user = userEvent.setup();
    const { router } = await openSearch("/universities");
    await user.click(screen.getByRole("button", { name: "Toggle search" }));
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "oxford{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?search=oxford"));
    const heading = screen.getByRole("heading", { level: 1, name: "Find Your Perfect University" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect((screen.getByLabelText("Search universities") as HTMLInputElement).value).toBe("oxford");
  });
});
