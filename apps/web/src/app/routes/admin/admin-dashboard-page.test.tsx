import type { StaffInvitation } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { getToastState } from "@/lib/use-toast";
import { type StubRoutes, signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const pending: StaffInvitation = {
  id: "5b0c7a0e-2f5e-4a43-9b1e-6d2f8a1c0b11",
  teamRole: "counselor",
  email: "pending@meridian.test",
  createdAt: "2026-03-01T10:00:00.000Z",
  expiresAt: "2026-03-04T10:00:00.000Z",
  createdBy: testUsers.admin.id,
  status: "pending",
};

function adminServer(overrides: StubRoutes = {}) {
  let settings = {
    teamLoginVisible: false,
    secretCode: "meridian-team" as string | null,
    autoAssignStudents: true,
    counselorStudentCap: null,
    requireTeamSecondFactor: false,
    requireVerifiedEmailToApply: false,
    updatedAt: "2026-03-01T09:00:00.000Z",
  };
  return stubApi({
    ...signedInAs(testUsers.admin),
    "GET /api/admin/staff-invitations": { data: [pending] },
    "GET /api/admin/company-accounts": { data: [{ ...testUsers.company, mustChangePassword: true }] },
    "GET /api/admin/security-events/counts": {
      data: {
        generatedAt: "2026-03-01T10:00:00.000Z",
        counts: [{ kind: "csrf_rejected", lastHour: 1, last24Hours: 2 }],
      },
    },
    "GET /api/admin/security-settings": () => ({ data: settings }),
    "PUT /api/admin/security-settings": ({ body }) => {
      settings = { ...settings, ...(body as object) };
      return { data: settings };
    },
    ...overrides,
  });
}

async function openDashboard() {
  // The app's own query client: its mutation cache shows the default error toast.
  renderApp("/dashboard/admin", { queryClient: createQueryClient() });
  await screen.findByRole("heading", { level: 1, name: "Welcome back, Amira" });
  return {
    invitations: screen.getByRole("region", { name: "Staff invitations" }),
    teamAccess: screen.getByRole("region", { name: "Team access" }),
    companies: screen.getByRole("region", { name: "Company accounts" }),
  };
}

describe("admin dashboard", () => {
  it("links the team dashboard, and offers Conversion testing only where the server runs its panel", async () => {
    const status = { enabled: false, reason: "The test panel is off in production." as string | null };
    const api = adminServer({
      "GET /api/test/conversions": () => ({ data: { ...status, provider: "stripe" } }),
    });
    const first = renderApp("/dashboard/admin", { queryClient: createQueryClient() });
    const areas = within(await screen.findByRole("navigation", { name: "Admin areas" }));
    expect(areas.getByRole("link", { name: /^Team dashboard/ }).getAttribute("href")).toBe("/dashboard/team");
    await waitFor(() => expect(api.callsTo("GET /api/test/conversions")).toHaveLength(1));
    await screen.findByRole("region", { name: "Staff invitations" });
    expect(areas.queryByRole("link", { name: /^Conversion testing/ })).toBeNull();
    first.unmount();

    status.enabled = true;
    status.reason = null;
    renderApp("/dashboard/admin", { queryClient: createQueryClient() });
    const link = await screen.findByRole("link", { name: /^Conversion testing/ });
    expect(link.getAttribute("href")).toBe("/test/conversions");
  });

  it("creates an invitation and shows its link once, with a working Copy button", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, "clipboard", "get").mockReturnValue({ writeText } as unknown as Clipboard);
    const link = "http://localhost/auth/staff-invite/secret-token";
    const api = adminServer({
      "POST /api/admin/staff-invitations": ({ body }) => ({
        status: 201,
        data: {
          invitation: { ...pending, ...(body as object), id: "6b0c7a0e-2f5e-4a43-9b1e-6d2f8a1c0b12" },
          link,
        },
      }),
    });
    const { invitations } = await openDashboard();
    await user.selectOptions(within(invitations).getByLabelText("Role"), "admin");
    await user.selectOptions(within(invitations).getByLabelText("Link expires after"), "7 days");
    await user.type(within(invitations).getByLabelText(/Email/), "new.admin@meridian.test");
    await user.click(within(invitations).getByRole("button", { name: "Create invitation" }));

    const field = (await within(invitations).findByLabelText(
      "Invitation link (Administrator)",
    )) as HTMLInputElement;
    expect(field.value).toBe(link);
    expect(field.readOnly).toBe(true);
    expect(within(invitations).getByText(/shown only once/)).toBeTruthy();
    expect(api.callsTo("POST /api/admin/staff-invitations")[0]?.body).toEqual({
      teamRole: "admin",
      expiresInHours: 168,
      email: "new.admin@meridian.test",
    });
    await user.click(within(invitations).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await within(invitations).findByRole("button", { name: "Copied" })).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo("GET /api/admin/staff-invitations").length).toBeGreaterThanOrEqual(2),
    );

    await user.click(within(invitations).getByRole("button", { name: "Done" }));
    expect(within(invitations).queryByDisplayValue(link)).toBeNull();
    expect(within(invitations).getByRole("button", { name: "Create invitation" })).toBeTruthy();
  });

  it("lists pending invitations and revokes one after confirmation", async () => {
    const user = userEvent.setup();
    const api = adminServer({
      [`DELETE /api/admin/staff-invitations/${pending.id}`]: { data: { ...pending, status: "revoked" } },
    });
    const { invitations } = await openDashboard();
    expect(await within(invitations).findByText("pending@meridian.test")).toBeTruthy();
    expect(within(invitations).getByText("Counselor", { selector: "span" })).toBeTruthy();
    const row = within(invitations).getByRole("row", { name: /pending@meridian.test/ });
    const expires = within(invitations)
      .getAllByRole("columnheader")
      .findIndex((header) => header.textContent === "Expires");
    expect(within(row).getAllByRole("cell")[expires - 1]?.textContent).toMatch(/Mar 4, 2026/);

    await user.click(within(invitations).getByRole("button", { name: /Revoke Counselor invitation/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke this invitation?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() =>
      expect(api.callsTo(`DELETE /api/admin/staff-invitations/${pending.id}`)).toHaveLength(1),
    );
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Invitation revoked"));
  });

  it("switches team-login visibility and sets, validates and removes the code", async () => {
    const user = userEvent.setup();
    const api = adminServer();
    const { teamAccess } = await openDashboard();
    expect(await within(teamAccess).findByText("meridian-team")).toBeTruthy();

    await user.click(within(teamAccess).getByRole("switch", { name: "Show Team Access to everyone" }));
    await waitFor(() =>
      expect(api.callsTo("PUT /api/admin/security-settings")[0]?.body).toEqual({ teamLoginVisible: true }),
    );
    await waitFor(() =>
      expect(
        within(teamAccess)
          .getByRole("switch", { name: "Show Team Access to everyone" })
          .getAttribute("aria-checked"),
      ).toBe("true"),
    );

    const codeField = within(teamAccess).getByLabelText("Replace the code");
    await user.type(codeField, "abc");
    await user.click(within(teamAccess).getByRole("button", { name: "Save code" }));
    expect(await within(teamAccess).findByText("The code needs at least 4 characters")).toBeTruthy();
    await user.type(codeField, "d-new");
    await user.click(within(teamAccess).getByRole("button", { name: "Save code" }));
    expect(await within(teamAccess).findByText("abcd-new")).toBeTruthy();
    expect(api.callsTo("PUT /api/admin/security-settings")[1]?.body).toEqual({ secretCode: "abcd-new" });

    await user.click(within(teamAccess).getByRole("button", { name: "Remove code" }));
    expect(await within(teamAccess).findByText(/No code is set/)).toBeTruthy();
    expect(api.callsTo("PUT /api/admin/security-settings")[2]?.body).toEqual({ secretCode: null });
  });

  it("requires a second factor for team accounts from the team-access panel", async () => {
    const user = userEvent.setup();
    const api = adminServer();
    const { teamAccess } = await openDashboard();
    const toggle = await within(teamAccess).findByRole("switch", {
      name: "Require a second factor for team accounts",
    });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(toggle);
    await waitFor(() =>
      expect(api.callsTo("PUT /api/admin/security-settings")[0]?.body).toEqual({
        requireTeamSecondFactor: true,
      }),
    );
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
  });

  it("requires a verified email before applying from the team-access panel", async () => {
    const user = userEvent.setup();
    const api = adminServer();
    const { teamAccess } = await openDashboard();
    const toggle = await within(teamAccess).findByRole("switch", {
      name: "Require a verified email before applying",
    });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(toggle);
    await waitFor(() =>
      expect(api.callsTo("PUT /api/admin/security-settings")[0]?.body).toEqual({
        requireVerifiedEmailToApply: true,
      }),
    );
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    await waitFor(() =>
      expect(getToastState().toasts[0]?.title).toBe("A verified email is now required before applying"),
    );
  });

  it("creates a company account and shows its temporary password once", async () => {
    const user = userEvent.setup();
    const api = adminServer({
      "POST /api/admin/company-accounts": ({ body }) => ({
        status: 201,
        data: {
          user: { ...testUsers.company, ...(body as object), mustChangePassword: true },
          temporaryPassword: "Tmp-7fQ2-xY9k",
        },
      }),
    });
    const { companies } = await openDashboard();
    expect(await within(companies).findByText("company@meridian.demo")).toBeTruthy();
    expect(within(companies).getByText("Temporary password")).toBeTruthy();

    await user.type(within(companies).getByLabelText("Company email"), "hello@acme.example");
    await user.type(within(companies).getByLabelText("Contact first name"), "Ada");
    await user.type(within(companies).getByLabelText("Contact last name"), "Byron");
    await user.click(within(companies).getByRole("button", { name: "Create company account" }));
    const secret = (await within(companies).findByLabelText(
      "Temporary password for hello@acme.example",
    )) as HTMLInputElement;
    expect(secret.value).toBe("Tmp-7fQ2-xY9k");
    expect(within(companies).getByText(/shown only once/)).toBeTruthy();
    expect(api.callsTo("POST /api/admin/company-accounts")[0]?.body).toEqual({
      email: "hello@acme.example",
      firstName: "Ada",
      lastName: "Byron",
    });
  });

  it("reports a refused creation with the default error toast", async () => {
    const user = userEvent.setup();
    adminServer({
      "POST /api/admin/company-accounts": {
        status: 409,
        error: { code: "CONFLICT", message: "An account with this email already exists. Please sign in." },
      },
    });
    const { companies } = await openDashboard();
    await user.type(within(companies).getByLabelText("Company email"), "company@meridian.demo");
    await user.type(within(companies).getByLabelText("Contact first name"), "Lena");
    await user.type(within(companies).getByLabelText("Contact last name"), "Fischer");
    await user.click(within(companies).getByRole("button", { name: "Create company account" }));
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: "Error",
        description: "An account with this email already exists. Please sign in.",
        variant: "destructive",
      }),
    );
  });
});
