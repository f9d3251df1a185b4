import { authMessages } from "@meridian/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { emptyAdminDashboard, firstThen, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const TOKEN = "tok_abc123";
const invitePath = `/auth/staff-invite/${TOKEN}`;
const checkKey = `GET /api/staff-invite/${TOKEN}`;

function invitation(teamRole: "admin" | "counselor", email: string | null = null) {
  return { data: { valid: true, teamRole, email, expiresAt: "2099-03-04T15:05:00.000Z" } };
}

describe("/auth/staff-invite/{token}", () => {
  it("shows a validating state, then the invalid state with a way home", async () => {
    // The server holds its answer until the test releases it, then gives it to every check, asked
    // before or after (a slow CI run once missed the invalid state after releasing only the last).
    let released = false;
    const waiting: (() => void)[] = [];
    stubApi({
      [checkKey]: () =>
        new Promise<void>((resolve) => {
          if (released) resolve();
          else waiting.push(resolve);
        }).then(() => ({
          status: 404,
          error: { code: "AUTH_INVITATION_INVALID", message: authMessages.invitationInvalid },
        })),
    });
    renderApp(invitePath);
    expect(await screen.findByText("Checking your invitation")).toBeTruthy();
    released = true;
    for (const resolve of waiting) resolve();
    expect(await screen.findByRole("heading", { name: "Invalid or expired invitation link" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to home" }).getAttribute("href")).toBe("/");
  });

  it("fixes the invited email and role, and signs the new counselor in on /dashboard/team", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [checkKey]: invitation("counselor", "new.counselor@meridian.test"),
      "POST /api/auth/register-staff": {
        status: 201,
        data: {
          user: { ...testUsers.counselor, firstName: "Chidi", email: "new.counselor@meridian.test" },
          token: "staff-session",
        },
      },
    });
    const { router } = renderApp(invitePath);
    expect(await screen.findByRole("heading", { name: "Join the Meridian team" })).toBeTruthy();
    const email = screen.getByLabelText("Work email") as HTMLInputElement;
    expect(email.value).toBe("new.counselor@meridian.test");
    expect(email.readOnly).toBe(true);
    const role = screen.getByLabelText("Role") as HTMLInputElement;
    expect(role.value).toBe("Counselor");
    expect(role.readOnly).toBe(true);
    expect(screen.queryByRole("combobox")).toBeNull();

    await user.type(screen.getByLabelText("First name"), "Chidi");
    await user.type(screen.getByLabelText("Last name"), "Anagonye");
    const password = screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement;
    await user.type(password, "Counsel-2026");
    expect(password.type).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.type).toBe("text");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Chidi" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/team");
    expect(window.localStorage.getItem("auth_token")).toBe("staff-session");
    expect(api.callsTo("POST /api/auth/register-staff")[0]?.body).toEqual({
      email: "new.counselor@meridian.test",
      password: "Counsel-2026",
      firstName: "Chidi",
      lastName: "Anagonye",
      teamRole: "counselor",
      invitationToken: TOKEN,
    });
    // The invitation is not checked again behind the new member's back.
    expect(api.callsTo(checkKey)).toHaveLength(1);
  });

  it("sends a new admin to /dashboard/admin", async () => {
    const user = userEvent.setup();
    stubApi({
      [checkKey]: invitation("admin"),
      "POST /api/auth/register-staff": {
        status: 201,
        data: { user: testUsers.admin, token: "admin-session" },
      },
      ...emptyAdminDashboard,
    });
    const { router } = renderApp(invitePath);
    await screen.findByRole("heading", { name: "Join the Meridian team" });
    expect((screen.getByLabelText("Role") as HTMLInputElement).value).toBe("Administrator");
    expect((screen.getByLabelText("Work email") as HTMLInputElement).readOnly).toBe(false);
    await user.type(screen.getByLabelText("First name"), "Amira");
    await user.type(screen.getByLabelText("Last name"), "Haddad");
    await user.type(screen.getByLabelText("Work email"), "amira@meridian.test");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Admin-Pass-2026");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/admin"));
  });

  it("shows the server's message at its field, or 'Registration failed' when there is none", async () => {
    const user = userEvent.setup();
    stubApi({
      [checkKey]: invitation("counselor"),
      "POST /api/auth/register-staff": firstThen(
        { status: 409, error: { code: "CONFLICT", message: authMessages.emailTaken, field: "email" } },
        { status: 502, raw: "<html>Bad Gateway</html>" },
      ),
    });
    renderApp(invitePath);
    await screen.findByRole("heading", { name: "Join the Meridian team" });
    await user.type(screen.getByLabelText("First name"), "Chidi");
    await user.type(screen.getByLabelText("Last name"), "Anagonye");
    await user.type(screen.getByLabelText("Work email"), "taken@meridian.test");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Counsel-2026");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText(authMessages.emailTaken)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect((await screen.findByRole("alert")).textContent).toBe(authMessages.registrationFailed);
  });
});
