import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emptyAdminDashboard, signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

describe("route guard on the real route table", () => {
  it("shows a spinner while the session call is unanswered", async () => {
    window.localStorage.setItem("auth_token", "pending-token");
    stubApi({ "GET /api/auth/me": () => new Promise(() => {}) });
    renderApp("/dashboard/student");
    expect(await screen.findByText("Loading your session")).toBeTruthy();
  });

  it("sends a guest from a guarded page to /auth without calling the session endpoint", async () => {
    const api = stubApi();
    const { router } = renderApp("/dashboard/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to Meridian" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth");
    expect(router.state.location.search).toBe("?next=%2Fdashboard%2Fadmin");
    expect(api.callsTo("GET /api/auth/me")).toHaveLength(0);
  });

  it("forgets a token the server no longer knows (401) and treats the visitor as a guest", async () => {
    window.localStorage.setItem("auth_token", "expired-token");
    stubApi({
      "GET /api/auth/me": {
        status: 401,
        error: { code: "AUTH_SESSION_EXPIRED", message: "Session expired" },
      },
    });
    const { router } = renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Welcome to Meridian" });
    expect(router.state.location.pathname).toBe("/auth");
    expect(window.localStorage.getItem("auth_token")).toBeNull();
  });

  it("sends a student who opens the admin dashboard to the student dashboard", async () => {
    stubApi(signedInAs(testUsers.student));
    const { router } = renderApp("/dashboard/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Sofia" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/student");
  });

  it("sends a counselor who opens an admin page to /dashboard/team", async () => {
    stubApi(signedInAs(testUsers.counselor));
    const { router } = renderApp("/test/conversions");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Daniel" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/team");
  });

  it("shows companies the company dashboard on /dashboard", async () => {
    stubApi(signedInAs(testUsers.company));
    renderApp("/dashboard");
    expect(await screen.findByText("Company Dashboard")).toBeTruthy();
  });

  it("sends a team member away from /dashboard to their own dashboard", async () => {
    stubApi({
      ...signedInAs(testUsers.admin),
      ...emptyAdminDashboard,
    });
    const { router } = renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Amira" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/admin");
  });

  it("sends an account with a temporary password to /settings with an explanation", async () => {
    stubApi(signedInAs({ ...testUsers.company, mustChangePassword: true }));
    const { router } = renderApp("/dashboard/company");
    expect(await screen.findByText("Choose your own password to continue")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/settings");
  });
});
