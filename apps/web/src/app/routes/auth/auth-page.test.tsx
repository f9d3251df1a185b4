import { authMessages, type LoginResponse } from "@meridian/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { type StubRoutes, signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { blockStorageWrites } from "@/test/blocked-storage";
import { dropFocusWhenDisabled } from "@/test/chromium-focus";
import { renderApp } from "@/test/render";

function visibility(visible: boolean): StubRoutes {
  return { "GET /api/auth/team-login-visibility": { data: { visible, secretCodeEnabled: true } } };
}

function loginAnswer(user: LoginResponse["user"], extra: Partial<LoginResponse> = {}) {
  return { data: { user, token: "new-session-token", ...extra } };
}

describe("/auth sign-in landing", () => {
  it("shows Student Access, a back-to-home button, the company link and the search box while the flag is off", async () => {
    stubApi(visibility(false));
    renderApp("/auth");
    expect(await screen.findByRole("heading", { name: "Student Access" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth?type=student");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth?type=company");
    expect(await screen.findByRole("searchbox", { name: "Access code" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Team Access" })).toBeNull();
  });

  it("puts focus on the heading of the screen chosen, and of the choice again on the way back", async () => {
    const user = userEvent.setup();
    stubApi(visibility(false));
    renderApp("/auth");
    await user.click(await screen.findByRole("link", { name: "Sign In" }));
    const signIn = await screen.findByRole("heading", { name: "Student sign in" });
    await waitFor(() => expect(document.activeElement).toBe(signIn));
    await user.click(screen.getByRole("link", { name: "All sign-in options" }));
    const choice = await screen.findByRole("heading", { name: "Welcome to Meridian" });
    await waitFor(() => expect(document.activeElement).toBe(choice));
  });

  it("shows Team Access and no search box when the flag is on", async () => {
    stubApi(visibility(true));
    renderApp("/auth");
    expect(await screen.findByRole("heading", { name: "Team Access" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Team Login" }).getAttribute("href")).toBe("/auth?type=admin");
    expect(screen.queryByRole("searchbox", { name: "Access code" })).toBeNull();
  });

  it("opens the team login when the typed code matches, and offers Team Access after", async () => {
    const user = userEvent.setup();
    stubApi({ ...visibility(false), "POST /api/auth/team-access-code": { data: { match: true } } });
    const { router } = renderApp("/auth");
    await user.type(await screen.findByRole("searchbox", { name: "Access code" }), "meridian-team{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Team Access" })).toBeTruthy();
    expect(router.state.location.search).toBe("?type=admin");
    await user.click(screen.getByRole("link", { name: "All sign-in options" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Team Access" })).toBeTruthy();
    expect(screen.queryByRole("searchbox", { name: "Access code" })).toBeNull();
  });

  it("does nothing visible when the code does not match", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...visibility(false),
      "POST /api/auth/team-access-code": { data: { match: false } },
    });
    const { router } = renderApp("/auth");
    await user.type(await screen.findByRole("searchbox", { name: "Access code" }), "wrong-code{Enter}");
    await waitFor(() => expect(api.callsTo("POST /api/auth/team-access-code")).toHaveLength(1));
    expect(router.state.location.search).toBe("");
    expect(screen.queryByRole("heading", { name: "Team Access" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("signs a student in, stores the token and shows the cooling-period note on the student dashboard", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...visibility(false),
      "POST /api/auth/student-login": loginAnswer(testUsers.student, { coolingPeriod: true }),
    });
    const { router } = renderApp("/auth?type=student");
    await user.type(await screen.findByLabelText("Email"), "student@meridian.demo");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Demo-Meridian-2026");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Sofia" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/student");
    expect(window.localStorage.getItem("auth_token")).toBe("new-session-token");
    expect(api.callsTo("POST /api/auth/student-login")[0]?.body).toEqual({
      email: "student@meridian.demo",
      password: "Demo-Meridian-2026",
    });
    expect(getToastState().toasts[0]?.description).toBe(authMessages.coolingPeriod);
  });

  it("checks the fields before sending: each message at its field, the first invalid one focused", async () => {
    const user = userEvent.setup();
    const api = stubApi(visibility(false));
    renderApp("/auth?type=student");
    await user.type(await screen.findByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    const email = screen.getByLabelText("Email");
    const password = screen.getByLabelText("Password", { selector: "input" });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Please enter a valid email address",
    );
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(password.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Required",
    );
    expect(api.callsTo("POST /api/auth/student-login")).toHaveLength(0);

    // Fixed, the field's message goes away while the other stays until it is fixed too.
    await user.clear(email);
    await user.type(email, "student@meridian.demo");
    expect(email.getAttribute("aria-invalid")).toBeNull();
    expect(password.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the server's message when a sign-in is refused", async () => {
    const user = userEvent.setup();
    stubApi({
      ...visibility(false),
      "POST /api/auth/team-login": {
        status: 429,
        error: {
          code: "RATE_LIMITED",
          message: "Too many attempts. Please wait before trying again.",
          hint: "Too many failed sign-ins for this account. Try again in 15 minutes.",
        },
      },
    });
    renderApp("/auth?type=admin");
    await user.type(await screen.findByLabelText("Work email"), "admin@meridian.demo");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many failed sign-ins for this account. Try again in 15 minutes.",
    );
    expect(window.localStorage.getItem("auth_token")).toBeNull();
  });

  it("keeps the focus on Sign In while it waits, then puts it on the refusal", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    const held: { answer?: () => void } = {};
    stubApi({
      ...visibility(false),
      "POST /api/auth/student-login": () =>
        new Promise((resolve) => {
          held.answer = () =>
            resolve({
              status: 401,
              error: { code: "AUTH_INVALID_CREDENTIALS", message: authMessages.invalidCredentials },
            });
        }),
    });
    renderApp("/auth?type=student");
    await user.type(await screen.findByLabelText("Email"), "student@meridian.demo");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "wrong-password");
    const submit = screen.getByRole("button", { name: "Sign In" });
    await user.click(submit);
    // Waiting: it reads as unavailable but keeps the focus (a disabled button drops it in Chromium).
    await waitFor(() => expect(submit.getAttribute("aria-disabled")).toBe("true"));
    expect(document.activeElement).toBe(submit);

    await waitFor(() => expect(held.answer).toBeDefined());
    held.answer?.();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(authMessages.invalidCredentials);
    // No field is to blame: the form's alert takes the focus, and the password is to be typed again.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement).value).toBe("");
    expect(submit.getAttribute("aria-disabled")).toBeNull();
  });

  it("sends an admin to the admin dashboard and another team member to the team dashboard", async () => {
    const user = userEvent.setup();
    stubApi({ ...visibility(false), "POST /api/auth/team-login": loginAnswer(testUsers.counselor) });
    const { router } = renderApp("/auth?type=admin");
    await user.type(await screen.findByLabelText("Work email"), "counselor@meridian.demo");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Demo-Meridian-2026");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByRole("heading", { level: 1, name: "Welcome back, Daniel" });
    expect(router.state.location.pathname).toBe("/dashboard/team");
  });

  it("signs a company in at /auth?type=company and sends a temporary password to /settings", async () => {
    const user = userEvent.setup();
    stubApi({
      ...visibility(false),
      "POST /api/auth/company-login": loginAnswer({ ...testUsers.company, mustChangePassword: true }),
    });
    const { router } = renderApp("/auth?type=company");
    expect(await screen.findByRole("heading", { level: 1, name: "Company Access" })).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "company@meridian.demo");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Temp-Pass-123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Choose your own password to continue")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/settings");
  });

  it("explains a secure-connection failure when no CSRF token can be had", async () => {
    const user = userEvent.setup();
    stubApi({
      ...visibility(false),
      "GET /api/auth/csrf-token": { status: 503, error: { code: "SERVICE_UNAVAILABLE", message: "Down" } },
    });
    renderApp("/auth?type=student");
    await user.type(await screen.findByLabelText("Email"), "student@meridian.demo");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Demo-Meridian-2026");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Unable to establish secure connection...");
    expect(alert.textContent).toContain("Refresh the page");
    expect(alert.textContent).toContain("Clear your browser cache");
    expect(alert.textContent).toContain("another browser");
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("fails the login with 'Login failed. Please try again.' when the token cannot be stored", async () => {
    const user = userEvent.setup();
    stubApi({ ...visibility(false), "POST /api/auth/student-login": loginAnswer(testUsers.student) });
    blockStorageWrites();
    const { router } = renderApp("/auth?type=student");
    await user.type(await screen.findByLabelText("Email"), "student@meridian.demo");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Demo-Meridian-2026");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toBe(authMessages.loginFailed);
    expect(router.state.location.pathname).toBe("/auth");
  });
  it("returns a student to the page of `next` after signing in, and keeps it across the switch to register", async () => {
    const user = userEvent.setup();
    stubApi({ ...visibility(false), "POST /api/auth/student-login": loginAnswer(testUsers.student) });
    const { router } = renderApp(`/auth?type=student&next=${encodeURIComponent("/plans?from=checkout")}`);
    await user.click(await screen.findByRole("button", { name: "Create an account" }));
    await waitFor(() => expect(router.state.location.search).toContain("mode=register"));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/plans?from=checkout");
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(router.state.location.search).not.toContain("mode=register"));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/plans?from=checkout");

    await user.type(await screen.findByLabelText("Email"), "student@meridian.demo");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Demo-Meridian-2026");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/plans"));
    expect(router.state.location.search).toBe("?from=checkout");
  });

  it("ignores a `next` that leaves the site, and goes to the dashboard as without it", async () => {
    const user = userEvent.setup();
    stubApi({ ...visibility(false), "POST /api/auth/student-login": loginAnswer(testUsers.student) });
    const { router } = renderApp(`/auth?type=student&next=${encodeURIComponent("//evil.example/checkout")}`);
    await user.type(await screen.findByLabelText("Email"), "student@meridian.demo");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Demo-Meridian-2026");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Sofia" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/student");
  });

  it("sends anyone who arrives signed in straight on to a safe `next`, else to their dashboard", async () => {
    stubApi({ ...visibility(false), ...signedInAs(testUsers.student) });
    const student = renderApp(`/auth?type=student&next=${encodeURIComponent("/plans")}`);
    await waitFor(() => expect(student.router.state.location.pathname).toBe("/plans"));
    student.unmount();

    // A page the company may see: it goes there (the guarded page the guest opened, decision 048).
    stubApi({ ...visibility(false), ...signedInAs(testUsers.company) });
    const company = renderApp(`/auth?next=${encodeURIComponent("/plans")}`);
    await waitFor(() => expect(company.router.state.location.pathname).toBe("/plans"));
    company.unmount();

    // Off-site: ignored, the dashboard instead.
    stubApi({ ...visibility(false), ...signedInAs(testUsers.company) });
    const offSite = renderApp(`/auth?next=${encodeURIComponent("//evil.example/x")}`);
    await waitFor(() => expect(offSite.router.state.location.pathname).toBe("/dashboard/company"));
  });

  it("keeps the page to come back to on every sign-in screen", async () => {
    stubApi(visibility(true));
    const next = "/applications?status=draft";
    renderApp(`/auth?next=${encodeURIComponent(next)}`);
    await screen.findByRole("heading", { level: 1, name: "Welcome to Meridian" });
    // The guest is told why they are here.
    expect(screen.getByText("Sign in to continue: you will come back to the page you were on.")).toBeTruthy();
    for (const [name, type] of [
      ["Sign In", "student"],
      ["Team Login", "admin"],
    ] as const) {
      const href = (await screen.findByRole("link", { name })).getAttribute("href") ?? "";
      const params = new URL(href, "http://localhost").searchParams;
      expect(params.get("type")).toBe(type);
      expect(params.get("next")).toBe(next);
    }
  });
});
