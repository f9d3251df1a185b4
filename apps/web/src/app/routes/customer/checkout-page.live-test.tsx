import { subscriptionEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { purchaseReference } from "@/features/subscriptions/plan-status";
import { callEndpoint } from "@/lib/call-endpoint";
import { getToastState } from "@/lib/use-toast";
import { signInAsNew } from "@/test/live";
import { approveLiveRequestAside, liveAdminTokenAside, livePlan, requestLivePlan } from "@/test/live-plans";
import { renderApp } from "@/test/render";

// Against the real server (PAYMENTS=manual, its default): see src/test/live.ts.
const reference = (id: string) => purchaseReference({ id });

describe("/checkout/:planId on the real server", () => {
  it("shows the plan, sends a request that waits for approval, and shows it again on return", async () => {
    const user = userEvent.setup();
    await signInAsNew("student");
    const achiever = await livePlan("Achiever");
    const first = renderApp(`/checkout/${achiever.id}`);

    const summary = within(await screen.findByRole("region", { name: "Achiever" }));
    expect(summary.getByText("Sample price")).toBeTruthy();
    expect(summary.getByText("$288", { exact: false })).toBeTruthy();
    expect(summary.getByText("$24 per month, billed annually")).toBeTruthy();
    expect(summary.getByText("25")).toBeTruthy();
    const panel = within(screen.getByRole("region", { name: "Get the Achiever plan" }));
    expect(panel.getByText("You are on the free Explorer plan.")).toBeTruthy();

    await user.click(panel.getByRole("button", { name: "Request this plan" }));
    const request = within(await screen.findByRole("region", { name: "Your request" }));
    expect(request.getByText("Waiting for approval")).toBeTruthy();
    expect(request.getByText("How to pay")).toBeTruthy();
    expect(request.getByText(/Our team will contact you by email/)).toBeTruthy();
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Request sent"));

    const mine = await callEndpoint(subscriptionEndpoints.mine);
    expect(mine.openPurchase).toMatchObject({ state: "pending", status: "converted_offline" });
    const openId = mine.openPurchase?.id ?? "";
    expect(request.getByText(reference(openId))).toBeTruthy();
    first.unmount();

    // Coming back: the open request is shown, with nothing more to send.
    renderApp(`/checkout/${achiever.id}`);
    const again = within(await screen.findByRole("region", { name: "Your request" }));
    expect(again.getByText("Waiting for approval")).toBeTruthy();
    expect(again.getByText(reference(openId))).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request this plan" })).toBeNull();
  });

  it("asks for another plan instead: the older request is withdrawn", async () => {
    const user = userEvent.setup();
    const student = await signInAsNew("student");
    const [achiever, champion] = await Promise.all([livePlan("Achiever"), livePlan("Champion")]);
    const older = await requestLivePlan(student, achiever);
    renderApp(`/checkout/${champion.id}`);

    const panel = within(await screen.findByRole("region", { name: "Get the Champion plan" }));
    expect(panel.getByText("You have asked for the Achiever plan")).toBeTruthy();
    await user.click(panel.getByRole("button", { name: "Request this plan" }));
    expect(
      within(await screen.findByRole("region", { name: "Your request" })).getByText("Champion"),
    ).toBeTruthy();

    const mine = await callEndpoint(subscriptionEndpoints.mine);
    expect(mine.openPurchase?.plan.id).toBe(champion.id);
    await signInAsNew("admin");
    const { requests } = await callEndpoint(subscriptionEndpoints.requests, { query: { state: "all" } });
    expect(requests.find((row) => row.id === older.id)?.state).toBe("withdrawn");
  });

  it("says an unknown plan is not found and that the free plan needs no payment", async () => {
    await signInAsNew("student");
    const first = renderApp("/checkout/00000000-0000-4000-8000-00000000dead");
    expect(await screen.findByRole("heading", { name: "Plan not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the plans" }).getAttribute("href")).toBe("/plans");
    first.unmount();

    const explorer = await livePlan("Explorer");
    renderApp(`/checkout/${explorer.id}`);
    expect(await screen.findByText("The free plan needs no payment")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    expect(screen.queryByRole("button", { name: "Request this plan" })).toBeNull();
  });

  it("back from a payment, waits until the plan is active and then says so", async () => {
    const adminToken = await liveAdminTokenAside();
    const student = await signInAsNew("student");
    const achiever = await livePlan("Achiever");
    const purchase = await requestLivePlan(student, achiever);
    renderApp(`/checkout/${achiever.id}?payment=success`);
    expect(await screen.findByText("Payment received")).toBeTruthy();

    // The payment is accepted elsewhere (here an admin's approval, beside the student's session):
    // the billing notification, or the page's own polling, brings the news without a reload.
    await approveLiveRequestAside(adminToken, purchase.id, achiever, "BANK-RETURN-1");
    expect(await screen.findByText("Your Achiever plan is active")).toBeTruthy();
    expect(screen.getByText(/^Renews on /)).toBeTruthy();
  });

  it("back from a cancelled payment, says nothing was charged and offers the plan again", async () => {
    await signInAsNew("student");
    const champion = await livePlan("Champion");
    renderApp(`/checkout/${champion.id}?payment=cancelled`);
    expect(await screen.findByText("Payment cancelled")).toBeTruthy();
    expect(screen.getByText(/Nothing was charged/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Request this plan" })).toBeTruthy();
  });
});
