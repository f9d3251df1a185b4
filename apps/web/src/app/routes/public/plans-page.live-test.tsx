import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";

// Against the real server and its SEED_DEMO seed: see src/test/live.ts.
describe("/plans on the real server", () => {
  it("shows the four seeded sample plans by price, labelled as samples", async () => {
    renderApp("/plans");
    const explorer = await screen.findByRole("heading", { name: "explorer", level: 3 });
    const grid = within(screen.getByRole("region", { name: "Available plans" }));
    const names = grid.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(["explorer", "achiever", "champion", "legend"]);
    expect(screen.queryByText("Plans are not available right now.")).toBeNull();

    expect(within(screen.getByRole("note")).getByText("Sample plans")).toBeTruthy();
    expect(screen.getAllByText("Sample price")).toHaveLength(4);

    const card = (heading: HTMLElement) => within(heading.closest("li") as HTMLElement);
    expect(card(explorer).getByText("Free")).toBeTruthy();
    expect(card(explorer).getByRole("link", { name: "Get Started Free" })).toBeTruthy();

    const achiever = card(screen.getByRole("heading", { name: "achiever" }));
    expect(achiever.getByText("Most Popular")).toBeTruthy();
    expect(achiever.getByText("per month, billed annually", { exact: false })).toBeTruthy();
    expect(achiever.getByRole("link", { name: "Choose Plan" })).toBeTruthy();

    const legend = card(screen.getByRole("heading", { name: "legend" }));
    expect(legend.getByText("Unlimited")).toBeTruthy();
    expect(legend.getByText("All")).toBeTruthy();
    expect(legend.getByText(/^\+ \d+ more amazing features$/)).toBeTruthy();
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
  });
});
