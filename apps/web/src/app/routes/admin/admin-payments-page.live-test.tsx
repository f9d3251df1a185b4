import { subscriptionEndpoints, subscriptionPlanEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { createQueryClient } from "@/lib/query-client";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server (PAYMENTS=manual, the default) and its SEED_DEMO plans: see src/test/live.ts.
const word = `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

/** A new student asks for a seeded plan, as the checkout page does, then signs out. */
async function requestPlan(firstName: string, planName: string): Promise<void> {
  await signInAsNew("student", { firstName });
  const plans = await callEndpoint(subscriptionPlanEndpoints.list);
  const plan = plans.find((candidate) => candidate.name === planName);
  if (!plan) throw new Error(`no plan ${planName}`);
  const result = await callEndpoint(subscriptionEndpoints.checkout, { body: { planId: plan.id } });
  expect(result.kind).toBe("manual");
  clearAuthToken();
  clearCsrfToken();
}

describe("/dashboard/admin/payments on the real server", () => {
  it("approves one waiting request with its evidence and rejects another with a reason", async () => {
    const user = userEvent.setup();
    const [payer, refused] = [`Ana${word}`, `Ben${word}`];
    await requestPlan(payer, "Achiever");
    await requestPlan(refused, "Champion");
    await signInAsNew("admin");

    renderApp("/dashboard/admin/payments", { queryClient: createQueryClient() });
    await screen.findByRole("heading", { level: 1, name: "Payments" });
    const waiting = await screen.findByRole("list", { name: "Waiting requests" });
    const item = (name: string, plan: string) =>
      within(waiting).findByRole("listitem", { name: `${name} User, ${plan}` });
    const first = await item(payer, "Achiever");
    expect(within(first).getByText("$288")).toBeTruthy();
    expect(within(first).getByText("Waiting for approval")).toBeTruthy();
    expect(
      within(first)
        .getByRole("link", { name: `${payer} User` })
        .getAttribute("href"),
    ).toMatch(/^\/dashboard\/team\/student\/[0-9a-f-]{36}$/);

    // Approve: the amount starts at the plan's price; the reference is required.
    await user.click(within(first).getByRole("button", { name: `Approve the request of ${payer} User` }));
    const approve = await screen.findByRole("dialog", { name: "Approve the payment" });
    expect((within(approve).getByLabelText("Amount paid") as HTMLInputElement).value).toBe("288.00");
    expect((within(approve).getByLabelText("Currency") as HTMLInputElement).value).toBe("USD");
    // A paid amount that is not the plan's price is pointed out, with by how much; at the price, nothing.
    const warning = "The amount is not the plan's price";
    expect(within(approve).queryByText(warning)).toBeNull();
    const amount = within(approve).getByLabelText("Amount paid");
    await user.clear(amount);
    await user.type(amount, "100");
    expect(await within(approve).findByText(warning)).toBeTruthy();
    expect(
      within(approve).getByText(
        "$100 is $188 less than the plan's price of $288. Approving starts the full plan.",
      ),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, "288.00");
    await waitFor(() => expect(within(approve).queryByText(warning)).toBeNull());
    await user.click(within(approve).getByRole("button", { name: "Approve" }));
    expect(await within(approve).findByText("Enter the payment's reference")).toBeTruthy();
    await user.type(within(approve).getByLabelText("Payment reference"), `TRX-${word}`);
    await user.click(within(approve).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Payment approved")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: `${payer} User, Achiever` })).toBeNull(),
    );

    // Reject: a reason is required, and the student reads it.
    const second = await screen.findByRole("listitem", { name: `${refused} User, Champion` });
    await user.click(within(second).getByRole("button", { name: `Reject the request of ${refused} User` }));
    const reject = await screen.findByRole("dialog", { name: "Reject the request" });
    await user.click(within(reject).getByRole("button", { name: "Reject request" }));
    expect(await within(reject).findByText("Say why the request is rejected")).toBeTruthy();
    await user.type(within(reject).getByLabelText("Reason"), "No transfer with this reference arrived.");
    await user.click(within(reject).getByRole("button", { name: "Reject request" }));
    expect(await screen.findByText("Request rejected")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: `${refused} User, Champion` })).toBeNull(),
    );

    // Each lands in its own tab, with what was decided.
    await user.click(screen.getByRole("tab", { name: "Approved" }));
    const approved = await screen.findByRole("listitem", { name: `${payer} User, Achiever` });
    expect(within(approved).getByText("Paid")).toBeTruthy();
    expect(within(approved).getByText(new RegExp(`reference TRX-${word}; receipt R-\\d{6}`))).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Rejected" }));
    const rejected = await screen.findByRole("listitem", { name: `${refused} User, Champion` });
    expect(within(rejected).getByText(/No transfer with this reference arrived\./)).toBeTruthy();
  });
});
