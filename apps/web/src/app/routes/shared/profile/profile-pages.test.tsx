import type { SessionUser } from "@meridian/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fieldRefusal, signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const profile = (user: SessionUser) => ({ ...user, phone: null, location: "Lagos, Nigeria", bio: null });
const profileOf = (user: SessionUser) => ({ "GET /api/users/profile": { data: profile(user) } });

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
    expect(screen.getByRole("link", { name: "Sign in as another user" }).getAttribute("href")).toMatch(
      /^\/auth/,
    );
    expect(router.state.location.pathname).toBe(path);
  });

  it("shows the counselor's summary, their details and the change-password dialog", async () => {
    const user = userEvent.setup();
    stubApi({ ...signedInAs(testUsers.counselor), ...profileOf(testUsers.counselor) });
    renderApp("/dashboard/counselor/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "Counselor Profile" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to counselor dashboard" }).getAttribute("href")).toBe(
      "/dashboard/team",
    );
    expect(screen.getAllByText("Daniel Okafor").length).toBeGreaterThan(0);
    expect(screen.getByText("Team Member")).toBeTruthy();
    expect(screen.getByText("Member since Jan 5, 2026")).toBeTruthy();
    expect(await screen.findByText("Email cannot be changed. Contact support if needed.")).toBeTruthy();
    expect(screen.getByText("Lagos, Nigeria")).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Security" }));
    await user.click(await screen.findByRole("button", { name: "Change Password" }));
    const dialog = await screen.findByRole("dialog", { name: "Change password" });
    expect(within(dialog).getByLabelText("Current password", { selector: "input" })).toBeTruthy();
    expect(
      (within(dialog).getByRole("button", { name: "Change Password" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("edits the details: checks at the field first, sends the contract's body, then shows the saved values", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.student),
      ...profileOf(testUsers.student),
      "PUT /api/users/profile": ({ body }) => ({
        data: { ...profile(testUsers.student), ...(body as object), phone: "+442079460958" },
      }),
    });
    renderApp("/profile");
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const form = within(await screen.findByRole("form", { name: "Personal information" }));
    const email = form.getByLabelText("Email") as HTMLInputElement;
    expect(email.readOnly).toBe(true);

    await user.clear(form.getByLabelText("First name"));
    await user.type(form.getByLabelText(/^Phone/), "020 7946 0958");
    await user.click(form.getByRole("button", { name: "Save Changes" }));
    expect(await form.findByText("Enter your first name")).toBeTruthy();
    expect(form.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(form.getByLabelText("First name"));
    expect(form.getByText("Please include country code (e.g., +1, +44, +91)")).toBeTruthy();
    expect(api.callsTo("PUT /api/users/profile")).toHaveLength(0);

    await user.type(form.getByLabelText("First name"), "Asha");
    await user.clear(form.getByLabelText(/^Phone/));
    await user.type(form.getByLabelText(/^Phone/), "+44 20 7946 0958");
    await user.click(form.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Profile updated")).toBeTruthy();
    expect(api.callsTo("PUT /api/users/profile")[0]?.body).toEqual({
      firstName: "Asha",
      lastName: "Martins",
      phone: "+44 20 7946 0958",
      location: "Lagos, Nigeria",
      bio: null,
    });
    // Back in view mode, with what the server saved; the session is asked again for the header.
    expect(await screen.findByText("+442079460958")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Personal information" })).toBeNull();
    expect(api.callsTo("GET /api/auth/me").length).toBeGreaterThan(1);
  });

  it("shows the server's refusal at its field and the failure toast", async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(testUsers.student),
      ...profileOf(testUsers.student),
      "PUT /api/users/profile": fieldRefusal("phone", "Please enter a valid phone number with country code"),
    });
    renderApp("/profile");
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const form = within(await screen.findByRole("form", { name: "Personal information" }));
    await user.type(form.getByLabelText(/^Phone/), "+1 555");
    await user.click(form.getByRole("button", { name: "Save Changes" }));
    expect(await form.findByText("Please enter a valid phone number with country code")).toBeTruthy();
    expect(await screen.findByText("Failed to update profile. Please try again.")).toBeTruthy();

    // Cancel goes back to the saved values.
    await user.click(form.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("button", { name: "Edit Profile" })).toBeTruthy();
    expect(screen.queryByText("+1 555")).toBeNull();
  });

  it("gives a company its Company Information tab first, then Personal Information and Security", async () => {
    stubApi(signedInAs(testUsers.company));
    renderApp("/dashboard/company/profile");
    expect(await screen.findByRole("tab", { name: "Company Information" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Company Information",
      "Personal Information",
      "Security",
    ]);
    expect(screen.getByText("Company Profile", { selector: "span" })).toBeTruthy();
  });
});
