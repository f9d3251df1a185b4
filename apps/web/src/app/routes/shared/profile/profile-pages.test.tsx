import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

describe("profile pages", () => {
  it("tells a visitor who is not signed in to sign in", async () => {
    stubApi();
    renderApp("/profile");
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("You must be logged in to view your profile.")).toBeTruthy();
    // Signing in brings the visitor back to this page.
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth?next=%2Fprofile");
  });

  it.each([
    [
      "/dashboard/admin/profile",
      testUsers.counselor,
      "Admin Access Required",
      "This page is only accessible to admin users.",
    ],
    [
      "/dashboard/counselor/profile",
      testUsers.admin,
      "Counselor Access Required",
      "This page is only accessible to counselors.",
    ],
    [
      "/dashboard/company/profile",
      testUsers.student,
      "Company Access Required",
      "This page is only accessible to company accounts.",
    ],
  ] as const)("refuses %s to other users with its own message", async (path, user, title, message) => {
    stubApi(signedInAs(user));
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(router.state.location.pathname).toBe(path);
  });

  it("shows the counselor's summary, read-only details and the change-password dialog", async () => {
    const user = userEvent.setup();
    stubApi(signedInAs(testUsers.counselor));
    renderApp("/dashboard/counselor/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "Counselor Profile" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to counselor dashboard" }).getAttribute("href")).toBe(
      "/dashboard/team",
    );
    expect(screen.getByText("Daniel Okafor")).toBeTruthy();
    expect(screen.getByText("Team Member")).toBeTruthy();
    expect(screen.getByText("Member since Jan 5, 2026")).toBeTruthy();
    expect(screen.getByText("Email cannot be changed. Contact support if needed.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Edit/ })).toBeNull();

    await user.click(screen.getByRole("tab", { name: "Security" }));
    await user.click(await screen.findByRole("button", { name: "Change Password" }));
    const dialog = await screen.findByRole("dialog", { name: "Change password" });
    expect(within(dialog).getByLabelText("Current password", { selector: "input" })).toBeTruthy();
    expect(
      (within(dialog).getByRole("button", { name: "Change Password" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("labels a company's details as Company Information", async () => {
    stubApi(signedInAs(testUsers.company));
    renderApp("/dashboard/company/profile");
    expect(await screen.findByRole("tab", { name: "Company Information" })).toBeTruthy();
    expect(screen.getByText("Company Profile", { selector: "span" })).toBeTruthy();
  });
});
