import { authEndpoints, mailEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiRequest, clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { createQueryClient } from "@/lib/query-client";
import { createLiveUser, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server (src/test/live.ts), whose job runner puts the mail in its outbox.
const NEW_PASSWORD = "Copper-Kettle-Morning-58";

describe("recovering a password on the real server", () => {
  it("asks for a link, the admin finds the mail in the outbox, and the link sets a new password", async () => {
    const user = userEvent.setup();
    const student = await createLiveUser("student");

    // The student asks, signed out.
    const asking = renderApp(`/auth/forgot-password?email=${encodeURIComponent(student.email)}`, {
      queryClient: createQueryClient(),
    });
    await screen.findByRole("heading", { level: 1, name: "Reset your password" });
    expect(screen.getByLabelText(/^Email/)).toHaveProperty("value", student.email);
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(/a link to choose a new password is on its way/)).toBeTruthy();
    asking.unmount();

    // An admin reads the mail in the outbox, as the embedded default keeps it.
    await signInAsNew("admin");
    const mail = await waitFor(
      async () => {
        const { data } = await callEndpoint(mailEndpoints.list, { query: { status: "outbox", limit: 100 } });
        const found = data.find(
          (message) => message.to === student.email && message.kind === "password_reset",
        );
        if (!found) throw new Error("the reset mail is not in the outbox yet");
        return found;
      },
      { timeout: 15_000 },
    );
    const outbox = renderApp("/dashboard/admin/mail", { queryClient: createQueryClient() });
    await screen.findByRole("heading", { level: 1, name: "Mail" });
    const row = await screen.findByRole("row", {
      name: new RegExp(`to ${student.email.replace(/[.+]/g, "\\$&")}`),
    });
    await user.click(within(row).getByRole("button", { name: `Read the message to ${student.email}` }));
    const dialog = await screen.findByRole("dialog", { name: mail.subject ?? "" });
    await user.click(await within(dialog).findByRole("tab", { name: "Plain text" }));
    const text = await within(dialog).findByText(/reset-password#token=/);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(text.textContent ?? "")?.[1];
    expect(token).toBeDefined();
    outbox.unmount();
    clearAuthToken();
    clearCsrfToken();

    // The link sets the new password.
    renderApp(`/auth/reset-password#token=${token}`, { queryClient: createQueryClient() });
    await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Password changed" })).toBeTruthy();
    const signedIn = await apiRequest(authEndpoints.studentLogin.path, {
      method: "POST",
      body: { email: student.email, password: NEW_PASSWORD },
      schema: authEndpoints.studentLogin.response,
    });
    expect("user" in signedIn && signedIn.user.email).toBe(student.email);
  });

  it("says a used or unknown link no longer works, and offers a new one", async () => {
    renderApp(`/auth/reset-password#token=${"B".repeat(43)}`, { queryClient: createQueryClient() });
    expect(await screen.findByRole("heading", { level: 1, name: "This link no longer works" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/auth/forgot-password",
    );
  });
});
