import type { SubscriptionPlan } from "@meridian/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { MemoryRouter } from "@/lib/router";
import { createTestQueryClient } from "@/test/render";
import { chooseLabel } from "../plan-display";
import { PlanGrid } from "./plan-grid";

// The page fills the action slot; a plain link stands in for it here.
function GridWithLinks() {
  return <PlanGrid action={(plan) => <a href={`/checkout/${plan.id}`}>{chooseLabel(plan)}</a>} />;
}

function renderGrid() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <GridWithLinks />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server's answer to the plan list, for every request. */
function servePlans(plans: SubscriptionPlan[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ success: true, data: plans })),
  );
}

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function plan(overrides: Partial<SubscriptionPlan>): SubscriptionPlan {
  return {
    id: uuid(0),
    name: "explorer",
    description: "Start here",
    priceMinor: 0,
    price: "0",
    currency: "USD",
    isActive: true,
    maxUniversities: 5,
    maxCountries: 2,
    supportType: "email",
    features: [],
    isSample: false,
    isPopular: false,
    ...overrides,
  };
}

beforeEach(() => {
  clearCsrfToken();
});

describe("PlanGrid", () => {
  it("shows four skeleton cards while loading", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderGrid();
    expect(screen.getByText("Loading plans")).toBeTruthy();
    expect(screen.getByTestId("plan-grid-loading").children).toHaveLength(4);
  });

  it("says plans are not available when the call fails, and retries on request", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ success: false, error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderGrid();
    expect(await screen.findByText("Plans are not available right now.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("lists active plans by price, with Most Popular on the plan an admin marked, not on the second", async () => {
    servePlans([
      plan({
        id: uuid(1),
        name: "champion",
        priceMinor: 120_000,
        price: "1200.00",
        maxUniversities: 999999,
        maxCountries: 999,
        isPopular: true,
      }),
      plan({ id: uuid(2), name: "retired", priceMinor: 5_000, price: "50.00", isActive: false }),
      plan({ id: uuid(3), name: "explorer", priceMinor: 0, price: "0.00" }),
      plan({
        id: uuid(4),
        name: "achiever",
        priceMinor: 60_050,
        price: "600.50",
        features: ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"],
      }),
    ]);
    renderGrid();
    await screen.findByRole("heading", { name: "explorer" });
    const headings = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["explorer", "achiever", "champion"]);

    expect(screen.getByText("Free")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get Started Free" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Choose Plan" })).toHaveLength(2);

    const achiever = screen.getByRole("heading", { name: "achiever" }).closest("li") as HTMLElement;
    expect(within(achiever).queryByText("Most Popular")).toBeNull();
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
    // Integer minor units: 60050 / 12 = 5004.17, rounded to the cent.
    expect(within(achiever).getByText("$600.50", { exact: false })).toBeTruthy();
    expect(within(achiever).getByText("$50.04 per month, billed annually")).toBeTruthy();
    expect(within(achiever).getByText("+ 2 more amazing features")).toBeTruthy();
    expect(within(achiever).getAllByRole("listitem")).toHaveLength(6);

    const champion = screen.getByRole("heading", { name: "champion" }).closest("li") as HTMLElement;
    expect(within(champion).getByText("Most Popular")).toBeTruthy();
    expect(within(champion).getByText("Unlimited")).toBeTruthy();
    expect(within(champion).getByText("All")).toBeTruthy();
    // Real plans carry no sample label.
    expect(screen.queryByText("Sample plans")).toBeNull();
    expect(screen.queryByText("Sample price")).toBeNull();
  });

  it("crowns no plan when none is marked, and shows names as written, a long one wrapping in its card", async () => {
    const long = "Postgraduate Scholarship Preparation Pro";
    servePlans([
      plan({ id: uuid(3), name: "explorer", priceMinor: 0, price: "0.00" }),
      // Just created, second in price order: no badge of its own making.
      plan({ id: uuid(4), name: "eLearning for MBA", priceMinor: 9_900, price: "99.00" }),
      plan({ id: uuid(5), name: long, priceMinor: 19_900, price: "199.00" }),
    ]);
    renderGrid();
    const created = await screen.findByRole("heading", { level: 3, name: "eLearning for MBA" });
    expect(screen.queryByText("Most Popular")).toBeNull();
    // No title case ("Elearning For Mba"): the heading is shown as its text is written.
    for (const heading of [created, screen.getByRole("heading", { level: 3, name: long })]) {
      const classes = (heading.getAttribute("class") ?? "").split(" ");
      expect(classes).not.toContain("capitalize");
      expect(classes).toContain("wrap-anywhere");
    }
  });

  it("says so when no plan is offered (an install without demo data)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: true, data: [] })),
    );
    renderGrid();
    expect(await screen.findByText("No plans are offered at the moment.")).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("labels sample plans: a note over the grid and a sample price on each sample card", async () => {
    servePlans([
      plan({ id: uuid(3), name: "explorer", priceMinor: 0, price: "0.00", isSample: true }),
      plan({
        id: uuid(4),
        name: "achiever",
        priceMinor: 28_800,
        price: "288.00",
        currency: "USD",
        isSample: true,
      }),
      plan({
        id: uuid(5),
        name: "champion",
        priceMinor: 150_000,
        price: "150000",
        currency: "JPY",
        isSample: true,
      }),
    ]);
    renderGrid();
    const note = await screen.findByRole("note");
    expect(note.textContent).toContain("Sample plans");
    expect(note.textContent).toContain("examples, not an offer");
    expect(screen.getAllByText("Sample price")).toHaveLength(3);
    const achiever = screen.getByRole("heading", { name: "achiever" }).closest("li") as HTMLElement;
    expect(within(achiever).getByText("$24 per month, billed annually")).toBeTruthy();
    // A currency without minor units: 150000 yen a year, 12500 a month.
    const champion = screen.getByRole("heading", { name: "champion" }).closest("li") as HTMLElement;
    expect(within(champion).getByText("¥150,000", { exact: false })).toBeTruthy();
    expect(within(champion).getByText("¥12,500 per month, billed annually")).toBeTruthy();
  });
});
