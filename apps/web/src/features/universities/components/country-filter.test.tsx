import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render";
import { CountryFilter } from "./country-filter";

const catalogue = [
  { name: "Canada", count: 400 },
  { name: "Côte d'Ivoire", count: 12 },
  { name: "Ghana", count: 55 },
  { name: "Germany", count: 1_200 },
  { name: "United States", count: 2_300 },
  { name: "Zambia", count: 1 },
];

function renderFilter(initial: string[] = []) {
  const toggles: string[] = [];
  function Harness() {
    const [selected, setSelected] = useState(initial);
    return (
      <CountryFilter
        selected={selected}
        onToggle={(name) => {
          toggles.push(name);
          setSelected((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]));
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return toggles;
}

const group = (name: string) => screen.getByRole("group", { name });
/** Each country of a group as a sighted visitor reads it: name and count. */
const names = (name: string) =>
  within(group(name))
    .getAllByRole("checkbox")
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);

describe("the country filter", () => {
  it("offers the popular countries of the catalogue first, then every other country A to Z, with counts", async () => {
    stubApi({ "GET /api/universities/countries": { data: { countries: catalogue } } });
    renderFilter();
    expect(await screen.findByRole("group", { name: "All countries A–Z" })).toBeTruthy();
    // In the spec's order, and only those the catalogue holds.
    expect(names("Popular")).toEqual([
      "United States2,300 universities",
      "Canada400 universities",
      "Germany1,200 universities",
    ]);
    expect(names("All countries A–Z")).toEqual([
      "Côte d'Ivoire12 universities",
      "Ghana55 universities",
      "Zambia1 university",
    ]);
    // The name is the country; the count describes it.
    const canada = screen.getByRole("checkbox", { name: "Canada" });
    expect(canada).toHaveProperty("checked", false);
    const description = document.getElementById(canada.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("400 universities");
    expect(screen.getByRole("status").textContent).toBe("6 countries");
  });

  it("narrows the list as the visitor types, accents aside, and says when nothing matches", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/universities/countries": { data: { countries: catalogue } } });
    renderFilter();
    await screen.findByRole("group", { name: "All countries A–Z" });
    await user.type(screen.getByRole("searchbox", { name: "Search countries" }), "cote");
    expect(
      screen.getAllByRole("checkbox").map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(["Côte d'Ivoire12 universities"]);
    expect(screen.queryByRole("group", { name: "Popular" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("1 country matches");
    await user.clear(screen.getByRole("searchbox", { name: "Search countries" }));
    await user.type(screen.getByRole("searchbox", { name: "Search countries" }), "qq");
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("No country matches “qq”");
  });

  it("works from the keyboard: Enter ticks the first match, arrows move through the list and back", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/universities/countries": { data: { countries: catalogue } } });
    const toggles = renderFilter();
    await screen.findByRole("group", { name: "All countries A–Z" });
    const search = screen.getByRole("searchbox", { name: "Search countries" });
    await user.click(search);
    await user.keyboard("gha{Enter}");
    expect(toggles).toEqual(["Ghana"]);
    expect((screen.getByRole("checkbox", { name: "Ghana" }) as HTMLInputElement).checked).toBe(true);

    await user.clear(search);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "United States" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "Canada" }));
    await user.keyboard(" ");
    expect(toggles).toEqual(["Ghana", "Canada"]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(search);
  });

  it("falls back to the popular countries when the list cannot be loaded, and keeps a linked country", async () => {
    const api = stubApi({
      "GET /api/universities/countries": { status: 404, error: { code: "NOT_FOUND", message: "Gone" } },
    });
    renderFilter(["Atlantis"]);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Popular countries (the full list could not be loaded)",
      ),
    );
    expect(within(group("Popular")).getAllByRole("checkbox")).toHaveLength(15);
    expect(api.callsTo("GET /api/universities/countries").length).toBeGreaterThan(0);
    vi.unstubAllGlobals();
  });
});
