import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createLiveUser, signInAsNew } from "@/test/live";
import { giveLivePlan, livePlan } from "@/test/live-plans";
import { renderApp } from "@/test/render";

// Against the real server and its SEED_DEMO seed: see src/test/live.ts.
const card = (name: string) =>
  within(screen.getByRole("heading", { name, level: 3 }).closest("li") as HTMLElement);

describe("/plans on the real server", () => {
  it("shows the four seeded sample plans by price, labelled as samples", async () => {
    renderApp("/plans");
    const explorer = await screen.findByRole("heading", { name: "Explorer", level: 3 });
    const grid = within(screen.getByRole("region", { name: "Available plans" }));
    const names = grid.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    // The admin plans test activates a plan priced above every sample for one click; it would come last.
    expect(names.slice(0, 4)).toEqual(["Explorer", "Achiever", "Champion", "Legend"]);
    expect(screen.queryByText("Plans are not available right now.")).toBeNull();

    expect(within(screen.getByRole("note")).getByText("Sample plans")).toBeTruthy();
    expect(screen.getAllByText("Sample price")).toHaveLength(4);

    const free = within(explorer.closest("li") as HTMLElement);
    expect(free.getByText("Free")).toBeTruthy();
    expect(await free.findByRole("link", { name: "Get Started Free" })).toBeTruthy();

    // Prices are the seed's integer cents with their currency: 28800 USD a year, 2400 a month.
    const achiever = card("Achiever");
    expect(achiever.getByText("Most Popular")).toBeTruthy();
    expect(achiever.getByText("$288", { exact: false })).toBeTruthy();
    expect(achiever.getByText("$24 per month, billed annually")).toBeTruthy();
    expect(achiever.getByRole("link", { name: "Choose Plan" })).toBeTruthy();

    const legend = card("Legend");
    expect(legend.getByText("Unlimited")).toBeTruthy();
    expect(legend.getByText("All")).toBeTruthy();
    expect(legend.getByText(/^\+ \d+ more amazing features$/)).toBeTruthy();
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
  });

  it("shows a plan's remaining features when its '+ N more' button is pressed, and hides them again", async () => {
    const user = userEvent.setup();
    const legendPlan = await livePlan("Legend");
    const rest = legendPlan.features.slice(6);
    expect(rest.length).toBeGreaterThan(0);
    renderApp("/plans");
    await screen.findByRole("heading", { name: "Legend", level: 3 });
    const legend = card("Legend");
    const more = legend.getByRole("button", { name: `+ ${rest.length} more amazing features` });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    const visibleFeatures = () => legend.getAllByRole("listitem").map((item) => item.textContent);
    expect(visibleFeatures()).toEqual(legendPlan.features.slice(0, 6));

    await user.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect(more.textContent).toBe("Show fewer features");
    const list = document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(rest);
    expect(visibleFeatures()).toEqual(legendPlan.features);

    await user.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(visibleFeatures()).toEqual(legendPlan.features.slice(0, 6));
  });

  it("sends a guest to sign in and brings them back to the plan they chose", async () => {
    const user = userEvent.setup();
    const achieverPlan = await livePlan("Achiever");
    const student = await createLiveUser("student", { firstName: "Ines" });
    const { router } = renderApp("/plans");
    await screen.findByRole("heading", { name: "Achiever", level: 3 });
    const choose = await card("Achiever").findByRole("link", { name: "Choose Plan" });
    expect(choose.getAttribute("href")).toBe(
      `/auth?type=student&next=${encodeURIComponent(`/checkout/${achieverPlan.id}`)}`,
    );

    await user.click(choose);
    await user.type(await screen.findByLabelText("Email"), student.email);
    await user.type(screen.getByLabelText("Password", { selector: "input" }), student.password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Checkout" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/checkout/${achieverPlan.id}`);
    expect(await screen.findByRole("heading", { level: 2, name: "Achiever" })).toBeTruthy();
  });

  it("shows a student the plan they hold: the free one at first, then the plan they paid for", async () => {
    const student = await signInAsNew("student");
    const first = renderApp("/plans");
    await screen.findByRole("heading", { name: "Explorer", level: 3 });
    const current = await card("Explorer").findByRole("button", { name: "Your current plan" });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    const achieverPlan = await livePlan("Achiever");
    expect(card("Achiever").getByRole("link", { name: "Choose Plan" }).getAttribute("href")).toBe(
      `/checkout/${achieverPlan.id}`,
    );
    first.unmount();

    await giveLivePlan(student, "Achiever");
    renderApp("/plans");
    await screen.findByRole("heading", { name: "Achiever", level: 3 });
    expect(await card("Achiever").findByRole("button", { name: "Your current plan" })).toBeTruthy();
    expect(card("Explorer").getByRole("link", { name: "Get Started Free" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Your current plan" })).toHaveLength(1);
  });

  it("tells staff that plans are bought by student accounts, with nothing to buy", async () => {
    await signInAsNew("counselor");
    renderApp("/plans");
    await screen.findByRole("heading", { name: "Explorer", level: 3 });
    expect(await screen.findAllByText("Plans are bought by student accounts.")).toHaveLength(4);
    expect(screen.queryByRole("link", { name: "Choose Plan" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Get Started Free" })).toBeNull();
  });
});
