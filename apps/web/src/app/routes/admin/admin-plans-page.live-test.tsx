import { subscriptionPlanEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server and its SEED_DEMO plans: see src/test/live.ts. The plan made here is
// priced above every seeded one and active only between two clicks, so /plans keeps its order.
const name = `Voyager ${Math.random().toString(36).slice(2, 8)}`;

async function publicPlanNames(): Promise<string[]> {
  const response = await fetch(subscriptionPlanEndpoints.list.path, { cache: "no-store" });
  return ((await response.json()).data as { name: string }[]).map((plan) => plan.name);
}

describe("/dashboard/admin/plans on the real server", () => {
  it("lists the plans, creates one, refuses a taken name at its field, activates and deactivates it", async () => {
    const user = userEvent.setup();
    await signInAsNew("admin");
    renderApp("/dashboard/admin/plans", { queryClient: createQueryClient() });
    await screen.findByRole("heading", { level: 1, name: "Plans" });
    const table = await screen.findByRole("table");
    const row = (plan: string) => within(table).findByRole("row", { name: plan });
    const legend = await row("Legend");
    expect(within(legend).getAllByText("Unlimited").length).toBeGreaterThan(0);
    expect(within(legend).getByText("$1,188")).toBeTruthy();
    expect(within(legend).getByText("Sample")).toBeTruthy();
    expect(within(legend).getAllByText("Active").length).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "Create plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a plan" });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field("Name"), "Explorer");
    await user.type(field("Price per year"), "4999.505");
    await user.type(field("Universities"), "40");
    await user.click(within(dialog).getByLabelText("All countries"));
    await user.type(field("Support"), "video calls");
    await user.type(
      field("Features"),
      "Weekly video call{Enter}{Enter}Essay reviews{Enter}Visa interview practice",
    );
    await user.click(within(dialog).getByLabelText("Active: listed on /plans and open to purchase"));
    await user.click(within(dialog).getByRole("button", { name: "Create plan" }));

    // The browser's own check: the price has more decimals than dollars have.
    expect(
      await within(dialog).findByText("Enter the yearly price like 288.00, with at most 2 decimals"),
    ).toBeTruthy();
    expect(field("Price per year").getAttribute("aria-invalid")).toBe("true");
    await user.clear(field("Price per year"));
    await user.type(field("Price per year"), "4999.50");
    await user.click(within(dialog).getByRole("button", { name: "Create plan" }));

    // The server's: "Explorer" exists, whatever the case.
    expect(await within(dialog).findByText('A plan named "Explorer" already exists')).toBeTruthy();
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Name"));
    await user.clear(field("Name"));
    await user.type(field("Name"), name);
    await user.click(within(dialog).getByRole("button", { name: "Create plan" }));

    expect(await screen.findByText("Plan created")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const created = await row(name);
    expect(within(created).getByText("$4,999.50")).toBeTruthy();
    expect(within(created).getByText("3 features")).toBeTruthy();
    expect(within(created).getAllByText("Inactive").length).toBeGreaterThan(0);
    // A new plan is not "Most Popular" of itself: the mark stays on the plan an admin gave it.
    expect(within(created).queryByText("Most Popular")).toBeNull();
    expect(within(await row("Achiever")).getByText("Most Popular")).toBeTruthy();
    expect(await publicPlanNames()).not.toContain(name);

    await user.click(within(created).getByRole("button", { name: `Activate ${name}` }));
    expect(await screen.findByText(`${name} activated`)).toBeTruthy();
    await user.click(await within(await row(name)).findByRole("button", { name: `Deactivate ${name}` }));
    expect(await screen.findByText(`${name} deactivated`)).toBeTruthy();
    await waitFor(async () =>
      expect(within(await row(name)).getAllByText("Inactive").length).toBeGreaterThan(0),
    );
    expect(await publicPlanNames()).not.toContain(name);

    // Edited: the dialog opens with the stored values, the typed price in dollars.
    await user.click(within(await row(name)).getByRole("button", { name: `Edit ${name}` }));
    const edit = await screen.findByRole("dialog", { name: `Edit ${name}` });
    expect((within(edit).getByLabelText("Price per year") as HTMLInputElement).value).toBe("4999.50");
    expect((within(edit).getByLabelText("Features") as HTMLTextAreaElement).value).toBe(
      "Weekly video call\nEssay reviews\nVisa interview practice",
    );
    const popular = within(edit).getByLabelText(
      "Most Popular: /plans marks this plan; the plan marked before loses the mark",
    ) as HTMLInputElement;
    expect(popular.checked).toBe(false);
    await user.clear(within(edit).getByLabelText("Price per year"));
    await user.type(within(edit).getByLabelText("Price per year"), "5000");
    await user.click(within(edit).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Plan updated")).toBeTruthy();
    await waitFor(async () => expect(within(await row(name)).getByText("$5,000")).toBeTruthy());
  });
});
