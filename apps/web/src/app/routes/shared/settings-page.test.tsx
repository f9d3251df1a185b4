import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { fieldRefusal, firstThen, signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

type User = ReturnType<typeof userEvent.setup>;

async function fillPasswords(user: User, current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText("Current password", { selector: "input" }), current);
  await user.type(screen.getByLabelText("New password", { selector: "input" }), next);
  await user.type(screen.getByLabelText("Confirm new password", { selector: "input" }), confirm);
}

const submitButton = () => screen.getByRole("button", { name: "Change Password" }) as HTMLButtonElement;

describe("/settings change password", () => {
  it("keeps the button disabled until all three fields are filled, and checks match and length first", async () => {
    const user = userEvent.setup();
    const api = stubApi(signedInAs(testUsers.student));
    renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(submitButton().disabled).toBe(true);
    await user.type(screen.getByLabelText("Current password", { selector: "input" }), "Old-Pass-1");
    await user.type(screen.getByLabelText("New password", { selector: "input" }), "short");
    expect(submitButton().disabled).toBe(true);
    await user.type(screen.getByLabelText("Confirm new password", { selector: "input" }), "shorter");
    expect(submitButton().disabled).toBe(false);
    await user.click(submitButton());
    expect(await screen.findByText("New passwords do not match")).toBeTruthy();
    await user.clear(screen.getByLabelText("Confirm new password", { selector: "input" }));
    await user.type(screen.getByLabelText("Confirm new password", { selector: "input" }), "short");
    await user.click(submitButton());
    expect(await screen.findByText("Password must be at least 8 characters long")).toBeTruthy();
    expect(api.callsTo("POST /api/users/change-password")).toHaveLength(0);
  });

  it("sends oldPassword and newPassword, confirms success and clears the form", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "POST /api/users/change-password": { data: { message: "Password changed successfully" } },
    });
    renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    await fillPasswords(user, "Old-Pass-1", "New-Pass-2", "New-Pass-2");
    await user.click(submitButton());
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Password changed successfully"));
    expect(api.callsTo("POST /api/users/change-password")[0]?.body).toEqual({
      oldPassword: "Old-Pass-1",
      newPassword: "New-Pass-2",
    });
    expect((screen.getByLabelText("Current password", { selector: "input" }) as HTMLInputElement).value).toBe(
      "",
    );
  });

  it("shows the server's refusal at the current password, and the fallback when there is no answer", async () => {
    const user = userEvent.setup();
    stubApi({
      ...signedInAs(testUsers.student),
      "POST /api/users/change-password": firstThen(
        fieldRefusal("oldPassword", "The current password is not correct"),
        { status: 502, raw: "Bad gateway" },
      ),
    });
    renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    await fillPasswords(user, "Wrong-Pass-1", "New-Pass-2", "New-Pass-2");
    await user.click(submitButton());
    const current = screen.getByLabelText("Current password", { selector: "input" });
    expect(await screen.findByText("The current password is not correct")).toBeTruthy();
    expect(current.getAttribute("aria-invalid")).toBe("true");
    await user.type(current, "x");
    await user.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to change password. Please try again.",
    );
  });

  it("explains a temporary password, and sends the user on once it is replaced", async () => {
    const user = userEvent.setup();
    let changed = false;
    stubApi({
      "GET /api/auth/me": () => ({ data: { ...testUsers.company, mustChangePassword: !changed } }),
      "POST /api/users/change-password": () => {
        changed = true;
        return { data: { message: "Password changed successfully" } };
      },
    });
    window.localStorage.setItem("auth_token", "company-session");
    const { router } = renderApp("/dashboard/company/profile");
    expect(await screen.findByText("Choose your own password to continue")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/settings");
    await fillPasswords(user, "Temp-Pass-1", "Own-Pass-22", "Own-Pass-22");
    await user.click(submitButton());
    expect(await screen.findByText("Company Dashboard")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/company");
  });

  it("switches the theme from the Appearance card", async () => {
    const user = userEvent.setup();
    stubApi(signedInAs(testUsers.student));
    renderApp("/settings");
    await user.click(await screen.findByRole("radio", { name: "Dark" }));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(window.localStorage.getItem("meridian-theme")).toBe("dark");
  });
});
