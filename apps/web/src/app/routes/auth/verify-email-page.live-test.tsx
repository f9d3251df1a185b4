import { authEndpoints, mailEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { createQueryClient } from "@/lib/query-client";
import { createLiveUser, type LiveUser, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server (src/test/live.ts), whose job runner puts the mail in its outbox.

/** The token of the newest confirmation link mailed to `student`, read by an admin in the outbox. */
async function linkTokenMailedTo(student: LiveUser): Promise<string> {
  await signInAsNew("admin");
  const mail = await waitFor(
    async () => {
      const { data } = await callEndpoint(mailEndpoints.list, { query: { status: "outbox", limit: 100 } });
      const found = data.find(
        (message) => message.to === student.email && message.kind === "email_verification",
      );
      if (!found) throw new Error("the confirmation mail is not in the outbox yet");
      return found;
    },
    { timeout: 15_000 },
  );
  const { text } = await callEndpoint(mailEndpoints.get, { params: { id: mail.id } });
  const token = /\/auth\/verify-email#token=([A-Za-z0-9_-]{43})/.exec(text ?? "")?.[1];
  if (!token) throw new Error("no confirmation link in the mail");
  clearAuthToken();
  clearCsrfToken();
  return token;
}

describe("confirming an email address on the real server", () => {
  it("reminds an unconfirmed student, mails a link on request, and the link confirms the address", async () => {
    const user = userEvent.setup();
    const student = await createLiveUser("student", { firstName: "Noa" });
    await signInAs(student);
    const dashboard = renderApp("/dashboard", { queryClient: createQueryClient() });
    const banner = await screen.findByRole("region", { name: "Confirm your email address" });
    await user.click(within(banner).getByRole("button", { name: "Resend the link" }));
    expect(await screen.findByText(/a new link is on its way/)).toBeTruthy();
    dashboard.unmount();

    const token = await linkTokenMailedTo(student);

    // The student opens the link, signed in: the page confirms it and the reminder goes.
    await signInAs(student);
    renderApp(`/auth/verify-email#token=${token}`, { queryClient: createQueryClient() });
    expect(await screen.findByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Confirm your email address" })).toBeNull(),
    );
    const me = await callEndpoint(authEndpoints.me, {});
    expect(me.emailVerified).toBe(true);
  });

  it("says a used or unknown link no longer works", async () => {
    renderApp(`/auth/verify-email#token=${"C".repeat(43)}`, { queryClient: createQueryClient() });
    expect(await screen.findByRole("heading", { level: 1, name: "This link no longer works" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth");
  });
});
