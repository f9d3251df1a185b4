import { securityEventLabels } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";
import { cellValue } from "@/test/table-cells";

// Against the real server: see src/test/live.ts.
const suffix = Math.random().toString(36).slice(2, 8);

async function openDashboard(firstName: string) {
  const view = renderApp("/dashboard/admin", { queryClient: createQueryClient() });
  await screen.findByRole("heading", { level: 1, name: `Welcome back, ${firstName}` });
  return {
    view,
    invitations: screen.getByRole("region", { name: "Staff invitations" }),
    teamAccess: screen.getByRole("region", { name: "Team access" }),
    companies: screen.getByRole("region", { name: "Company accounts" }),
  };
}

describe("admin dashboard on the real server", () => {
  it("creates a staff invitation and a company account, and switches team-login visibility", async () => {
    const user = userEvent.setup();
    await signInAsNew("admin", { firstName: "Rania" });
    const { view, invitations, teamAccess, companies } = await openDashboard("Rania");

    const invitee = `counselor-${suffix}@meridian.test`;
    await user.type(within(invitations).getByLabelText(/Email/), invitee);
    await user.click(within(invitations).getByRole("button", { name: "Create invitation" }));
    const link = (await within(invitations).findByLabelText(
      "Invitation link (Counselor)",
    )) as HTMLInputElement;
    expect(link.value).toMatch(/\/auth\/staff-invite\/[\w-]+$/);
    expect(await within(invitations).findByText(invitee)).toBeTruthy();

    const company = `hello-${suffix}@acme.example`;
    await user.type(within(companies).getByLabelText("Company email"), company);
    await user.type(within(companies).getByLabelText("Contact first name"), "Ada");
    await user.type(within(companies).getByLabelText("Contact last name"), "Byron");
    await user.click(within(companies).getByRole("button", { name: "Create company account" }));
    const secret = (await within(companies).findByLabelText(
      `Temporary password for ${company}`,
    )) as HTMLInputElement;
    expect(secret.value.length).toBeGreaterThanOrEqual(8);
    expect(await within(companies).findByText(company)).toBeTruthy();

    const visibility = within(teamAccess).getByRole("switch", { name: "Show Team Access to everyone" });
    await waitFor(() => expect(visibility.hasAttribute("disabled")).toBe(false));
    const before = visibility.getAttribute("aria-checked");
    const after = before === "true" ? "false" : "true";
    await user.click(visibility);
    await waitFor(() =>
      expect(
        within(teamAccess)
          .getByRole("switch", { name: "Show Team Access to everyone" })
          .getAttribute("aria-checked"),
      ).toBe(after),
    );
    view.unmount();

    // A fresh page reads what the server kept.
    const again = await openDashboard("Rania");
    await within(again.invitations).findByText(invitee);
    await within(again.companies).findByText(company);
    await waitFor(() =>
      expect(
        within(again.teamAccess)
          .getByRole("switch", { name: "Show Team Access to everyone" })
          .getAttribute("aria-checked"),
      ).toBe(after),
    );
  });

  it("counts the server's refusals in the security events panel", async () => {
    await signInAsNew("admin", { firstName: "Sami" });
    // A write without a CSRF token: the server refuses it and counts it.
    const refused = await fetch("/api/auth/team-access-code", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: "guess" }),
    });
    expect(refused.status).toBe(403);

    const { view } = await openDashboard("Sami");
    const panel = screen.getByRole("region", { name: "Security events" });
    const row = await within(panel).findByRole("row", {
      name: new RegExp(securityEventLabels.csrf_rejected),
    });
    const [lastHour, last24Hours] = within(row)
      .getAllByRole("cell")
      .map((cell) => Number(cellValue(cell)));
    expect(lastHour).toBeGreaterThanOrEqual(1);
    expect(last24Hours).toBeGreaterThanOrEqual(lastHour ?? 1);
    view.unmount();
  });
  it("links the team dashboard, and Conversion testing where the server runs its test panel", async () => {
    const user = userEvent.setup();
    await signInAsNew("admin", { firstName: "Noa" });
    const { view } = await openDashboard("Noa");
    const areas = within(screen.getByRole("navigation", { name: "Admin areas" }));
    // This server has a webhook secret and is not production: the panel works, so the card is there.
    expect((await areas.findByRole("link", { name: /^Conversion testing/ })).getAttribute("href")).toBe(
      "/test/conversions",
    );
    await user.click(areas.getByRole("link", { name: /^Team dashboard/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/dashboard/team"));
    expect(
      (await screen.findAllByRole("link", { name: "Overview", current: "page" })).length,
    ).toBeGreaterThan(0);
    view.unmount();
  });
});
