import type { SessionUser } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

async function renderHeaderFor(user: SessionUser, path = "/about") {
  const api = stubApi({ ...signedInAs(user), "POST /api/auth/logout": { data: { message: "Signed out" } } });
  const view = renderApp(path);
  // The guest header shows while the session is checked; the signed-in one replaces it.
  const menu = await screen.findByRole("button", { name: /Account menu for/ });
  const header = menu.closest("header") as HTMLElement;
  return { ...view, api, header };
}

function linkHrefs(container: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(
    within(container)
      .getAllByRole("link")
      .map((link) => [link.textContent ?? "", link.getAttribute("href")]),
  );
}

/** A student's navigation: their own pages, then the public ones. */
const studentNavLinks = {
  Dashboard: "/dashboard",
  Applications: "/applications",
  Documents: "/documents",
  Shortlist: "/student/shortlist",
  Chat: "/student/chat",
  Universities: "/universities",
  Community: "/community",
  Plans: "/plans",
  About: "/about",
};

describe("signed-in header", () => {
  it("routes the logo and shows the student's links, the public links and the bell", async () => {
    const { header } = await renderHeaderFor(testUsers.student);
    expect(within(header).getByRole("link", { name: "Meridian, your dashboard" }).getAttribute("href")).toBe(
      "/dashboard/student",
    );
    expect(linkHrefs(screen.getByRole("navigation", { name: "Main" }))).toEqual(studentNavLinks);
    expect(within(header).getByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(within(header).queryByRole("link", { name: "Get Started" })).toBeNull();
  });

  it.each([
    ["an admin", testUsers.admin, "/dashboard/admin", { "Admin Dashboard": "/dashboard/admin" }],
    ["a counselor", testUsers.counselor, "/dashboard/team", { "Counselor Dashboard": "/dashboard/team" }],
    ["another team member", testUsers.otherTeam, "/dashboard/team", { "My Dashboard": "/dashboard/team" }],
    ["a company", testUsers.company, "/dashboard/company", { Dashboard: "/dashboard" }],
  ] as const)("gives %s its own logo target and dashboard link", async (_kind, user, home, links) => {
    const { header } = await renderHeaderFor(user);
    expect(within(header).getByRole("link", { name: "Meridian, your dashboard" }).getAttribute("href")).toBe(
      home,
    );
    const nav = linkHrefs(screen.getByRole("navigation", { name: "Main" }));
    expect(nav).toMatchObject(links);
    expect(nav).not.toHaveProperty("Applications");
  });

  it.each([
    [
      "a counselor",
      testUsers.counselor,
      "/dashboard/team/student/0190d3a0-0000-7000-8000-000000000000",
      "Counselor Dashboard",
    ],
    ["an admin", testUsers.admin, "/dashboard/admin/students", "Admin Dashboard"],
    ["a student", testUsers.student, "/dashboard/student", "Dashboard"],
  ] as const)("marks %s's dashboard link current on the pages under it", async (_kind, user, path, label) => {
    await renderHeaderFor(user, path);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: label }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Universities" }).getAttribute("aria-current")).toBeNull();
  });

  it.each([
    ["a student", testUsers.student, "Student", null],
    ["an admin", testUsers.admin, "Administrator", ["Admin Profile", "/dashboard/admin/profile"]],
    [
      "a counselor",
      testUsers.counselor,
      "Team Member",
      ["Counselor Profile", "/dashboard/counselor/profile"],
    ],
    [
      "a company",
      testUsers.company,
      "Company Profile",
      ["Company Profile Settings", "/dashboard/company/profile"],
    ],
  ] as const)(
    "lists the name, role label and profile entries of %s in the user menu",
    async (_kind, user, role, entry) => {
      const { header } = await renderHeaderFor(user);
      await userEvent.setup().click(within(header).getByRole("button", { name: /Account menu for/ }));
      const menu = await screen.findByRole("menu");
      expect(within(menu).getByText(`${user.firstName} ${user.lastName}`)).toBeTruthy();
      expect(within(menu).getByText(role, { exact: true })).toBeTruthy();
      const items = within(menu).getAllByRole("menuitem");
      const labels = items.map((item) => item.textContent);
      // Students and company accounts reach their own chat from the menu; staff chat from a student's profile.
      const chat = {
        customer: ["Chat with your counselor"],
        company_profile: ["Chat with the Meridian team"],
      }[user.userType as "customer" | "company_profile"];
      expect(labels).toEqual([
        ...(entry ? [entry[0]] : []),
        "Profile",
        ...(chat ?? []),
        "Settings",
        "Sign Out",
      ]);
      if (entry)
        expect(within(menu).getByRole("menuitem", { name: entry[0] }).getAttribute("href")).toBe(entry[1]);
      expect(within(menu).getByRole("menuitem", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    },
  );

  it("signs out from the menu and returns to the public home page with the guest header", async () => {
    const user = userEvent.setup();
    const { header, api, router } = await renderHeaderFor(testUsers.student);
    await user.click(within(header).getByRole("button", { name: /Account menu for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign Out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await waitFor(() => within(screen.getByRole("banner")).getByRole("link", { name: "Get Started" }));
    expect(api.callsTo("POST /api/auth/logout")).toHaveLength(1);
    expect(window.localStorage.getItem("auth_token")).toBeNull();
  });

  it("signs out from a guarded page to the home page, not to the sign-in page its guard would pick", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "POST /api/auth/logout": { data: { message: "Signed out" } },
    });
    const { router } = renderApp("/dashboard/student");
    await screen.findByRole("heading", { level: 1, name: "Welcome back, Sofia" });
    await user.click(screen.getByRole("button", { name: /Account menu for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign Out" }));
    await waitFor(() => expect(api.callsTo("POST /api/auth/logout")).toHaveLength(1));
    await waitFor(() => within(screen.getByRole("banner")).getByRole("link", { name: "Get Started" }));
    // Settled: the sign-out's history state is gone and nothing moved the visitor on to /auth.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe("/");
  });

  it("has one menu button for phones, the avatar, opening the navigation and the account together", async () => {
    const user = userEvent.setup();
    const { header, api, router } = await renderHeaderFor(testUsers.student, "/applications");
    // No hamburger beside it: the avatar is the phone's only menu (the dropdown is for wide screens).
    expect(within(header).getAllByRole("button", { name: /^Open menu/ })).toHaveLength(1);
    const trigger = within(header).getByRole("button", { name: "Open menu, signed in as Sofia Martins" });

    trigger.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(menu.contains(document.activeElement)).toBe(true);
    const nav = within(menu).getByRole("navigation", { name: "Mobile" });
    expect(linkHrefs(nav)).toEqual(studentNavLinks);
    expect(within(nav).getByRole("link", { name: "Applications" }).getAttribute("aria-current")).toBe("page");
    expect(within(menu).getByText("Sofia Martins")).toBeTruthy();
    // Chat is in the navigation above, so the account links do not repeat it.
    expect(linkHrefs(within(menu).getByRole("navigation", { name: "Account" }))).toEqual({
      Profile: "/profile",
      Settings: "/settings",
    });

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Documents" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/documents"));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();

    await user.click(trigger);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("button", { name: "Sign Out" }),
    );
    await waitFor(() => expect(api.callsTo("POST /api/auth/logout")).toHaveLength(1));
  });

  it("shows the guest header to visitors", async () => {
    stubApi();
    renderApp("/about");
    const header = await screen.findByRole("banner");
    expect(await within(header).findByRole("link", { name: "Get Started" })).toBeTruthy();
    expect(within(header).queryByRole("link", { name: "Notifications" })).toBeNull();
  });
});
