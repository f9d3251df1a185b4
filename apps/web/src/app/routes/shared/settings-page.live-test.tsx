import { subscriptionEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callEndpoint } from "@/lib/call-endpoint";
import { getToastState } from "@/lib/use-toast";
import { signInAs, signInAsNew } from "@/test/live";
import { giveLivePlan, livePlan, requestLivePlan } from "@/test/live-plans";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
const field = (label: string) => screen.getByLabelText(label, { selector: "input" });

describe("/settings on the real server", () => {
  it("refuses a wrong current password, then changes it: the new one signs in, the old one no longer does", async () => {
    const user = userEvent.setup();
    const student = await signInAsNew("student");
    renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });

    await user.type(field("Current password"), "Not-The-Password-1");
    await user.type(field("New password"), "Brand-New-Pass-7");
    await user.type(field("Confirm new password"), "Brand-New-Pass-7");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("The current password is not correct")).toBeTruthy();

    await user.clear(field("Current password"));
    await user.type(field("Current password"), student.password);
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Password changed successfully"));

    await expect(signInAs({ ...student, password: "Brand-New-Pass-7" })).resolves.toBeUndefined();
    await expect(signInAs(student)).rejects.toMatchObject({ status: 401 });
  });
  it("shows a student's paid plan and receipt, cancels it at the end of the period and keeps it again", async () => {
    const user = userEvent.setup();
    const student = await signInAsNew("student");
    const { purchase } = await giveLivePlan(student, "Achiever", "BANK-SETTINGS-7");
    renderApp("/settings#plan");

    const section = within(await screen.findByRole("region", { name: "Plan and billing" }));
    // The plan's heading (the receipt's row names the plan too).
    expect(await section.findByRole("heading", { level: 3, name: "Achiever Active" })).toBeTruthy();
    expect(section.getByText(/^Renews on /)).toBeTruthy();
    expect(section.getByText("0 of 25 universities")).toBeTruthy();

    const receipts = within(await section.findByRole("table", { name: "Your receipts, newest first" }));
    const row = within(
      receipts.getByRole("rowheader", { name: purchase.receiptNumber ?? "" }).closest("tr") as HTMLElement,
    );
    expect(purchase.receiptNumber).toMatch(/^R-\d+$/);
    expect(row.getByText("$288")).toBeTruthy();
    expect(row.getByText("Offline")).toBeTruthy();
    expect(row.getByText("BANK-SETTINGS-7")).toBeTruthy();
    expect(row.getByText("Achiever")).toBeTruthy();

    await user.click(section.getByRole("button", { name: "Cancel at end of period" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Cancel your plan?" }));
    await user.click(dialog.getByRole("button", { name: "Cancel plan" }));
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Plan cancelled"));
    expect(await section.findByText(/^Ends on .+ \(cancelled\)\.? ?/)).toBeTruthy();
    expect(section.getByText("Cancelled")).toBeTruthy();
    expect((await callEndpoint(subscriptionEndpoints.mine)).subscription?.cancelAtPeriodEnd).toBe(true);

    await user.click(section.getByRole("button", { name: "Keep my plan" }));
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Your plan continues"));
    expect(await section.findByText(/^Renews on /)).toBeTruthy();
    expect((await callEndpoint(subscriptionEndpoints.mine)).subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it("cancels a student's plan request waiting for an admin: it is gone from the page and the admins' queue", async () => {
    const user = userEvent.setup();
    const student = await signInAsNew("student");
    const plan = await livePlan("Achiever");
    const purchase = await requestLivePlan(student, plan);
    renderApp("/settings#plan");

    const section = within(await screen.findByRole("region", { name: "Plan and billing" }));
    expect(await section.findByText(/Your request for the/)).toBeTruthy();
    await user.click(section.getByRole("button", { name: "Cancel request" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Cancel your plan request?" }));
    expect(dialog.getByText(/Your request for the Achiever plan is withdrawn/)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Cancel request" }));
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Request cancelled"));
    await waitFor(() => expect(section.queryByText(/Your request for the/)).toBeNull());
    expect(section.queryByRole("button", { name: "Cancel request" })).toBeNull();
    expect((await callEndpoint(subscriptionEndpoints.mine)).openPurchase).toBeNull();

    await signInAsNew("admin");
    const queue = await callEndpoint(subscriptionEndpoints.requests, {
      query: { state: "pending", limit: 100, offset: 0 },
    });
    expect(queue.requests.map((request) => request.id)).not.toContain(purchase.id);
  });

  it("shows a student on the free plan no receipts and the way to upgrade; staff have no plan section", async () => {
    await signInAsNew("student");
    const first = renderApp("/settings");
    const section = within(await screen.findByRole("region", { name: "Plan and billing" }));
    expect(await section.findByRole("heading", { level: 3, name: "Explorer Free" })).toBeTruthy();
    expect(section.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/plans");
    expect(await section.findByText(/^No receipts yet/)).toBeTruthy();
    expect(section.queryByRole("button", { name: "Cancel at end of period" })).toBeNull();
    first.unmount();

    await signInAsNew("counselor");
    renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(screen.queryByRole("region", { name: "Plan and billing" })).toBeNull();
  });
});
