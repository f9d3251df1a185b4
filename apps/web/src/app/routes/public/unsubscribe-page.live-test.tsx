import {
  applicationEndpoints,
  mailEndpoints,
  notificationEndpoints,
  notificationTypeLabels,
} from "@meridian/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { createQueryClient } from "@/lib/query-client";
import { createDraftLive, type LiveUser, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server (src/test/live.ts), whose job runner puts the mail in its outbox.
const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;

/** A student whose application staff moved on: the status mail waits in the outbox. Answers its unsubscribe token. */
async function studentWithStatusMail(): Promise<{ student: LiveUser; token: string }> {
  await signInAsNew("admin");
  const university = await createUniversity({
    name: `Lakeside ${uniqueWord()} University`,
    country: "Canada",
    countryCode: "CA",
    city: "Toronto",
    degreeTypes: ["Master's"],
  });
  const student = await signInAsNew("student", { firstName: "Amina" });
  const application = await createDraftLive(university.id, "Economics");
  await callEndpoint(applicationEndpoints.transition, {
    params: { id: application.id },
    body: { to: "submitted" },
  });
  await signInAsNew("admin");
  await callEndpoint(applicationEndpoints.transition, {
    params: { id: application.id },
    body: { to: "under_review" },
  });
  const mail = await waitFor(
    async () => {
      const { data } = await callEndpoint(mailEndpoints.list, { query: { status: "outbox", limit: 100 } });
      const found = data.find(
        (message) => message.to === student.email && message.kind === "application_status",
      );
      if (!found) throw new Error("the status mail is not in the outbox yet");
      return found;
    },
    { timeout: 15_000 },
  );
  const { html } = await callEndpoint(mailEndpoints.get, { params: { id: mail.id } });
  const token = /\/unsubscribe\?token=([^"&]+)/.exec(html ?? "")?.[1];
  if (!token) throw new Error("the mail carries no unsubscribe link");
  clearAuthToken();
  clearCsrfToken();
  return { student, token: decodeURIComponent(token) };
}

describe("/unsubscribe on the real server", () => {
  it("turns the mail off in one click, signed out, and the settings show its email switch off", async () => {
    const user = userEvent.setup();
    const { student, token } = await studentWithStatusMail();

    const page = renderApp(`/unsubscribe?token=${encodeURIComponent(token)}`, {
      queryClient: createQueryClient(),
    });
    await screen.findByRole("heading", { level: 1, name: "Unsubscribe from this mail?" });
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeTruthy();
    expect(screen.getByText(new RegExp(`"${notificationTypeLabels.application}" by email`))).toBeTruthy();
    page.unmount();

    // The student's settings: the email column has that type off, the app's switch still on.
    await signInAs(student);
    renderApp("/settings", { queryClient: createQueryClient() });
    const email = await screen.findByRole("switch", {
      name: `${notificationTypeLabels.application} by email`,
    });
    expect(email.getAttribute("aria-checked")).toBe("false");
    expect(
      screen
        .getByRole("switch", { name: `${notificationTypeLabels.application} in the app` })
        .getAttribute("aria-checked"),
    ).toBe("true");

    // Switching another type's email off, and the digest on, is saved on the server.
    await user.click(screen.getByRole("switch", { name: `${notificationTypeLabels.chat} by email` }));
    await waitFor(async () =>
      expect((await callEndpoint(notificationEndpoints.getPreferences)).emailDisabledTypes).toEqual([
        "application",
        "chat",
      ]),
    );
    await user.click(screen.getByRole("switch", { name: "Weekly digest by email" }));
    await waitFor(async () =>
      expect((await callEndpoint(notificationEndpoints.getPreferences)).weeklyDigest).toBe(true),
    );
  });

  it("says an altered link does not work, and changes nothing", async () => {
    const user = userEvent.setup();
    const { student, token } = await studentWithStatusMail();
    renderApp(`/unsubscribe?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`, {
      queryClient: createQueryClient(),
    });
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { level: 1, name: "This link does not work" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open your settings" }).getAttribute("href")).toBe("/settings");
    await signInAs(student);
    expect((await callEndpoint(notificationEndpoints.getPreferences)).emailDisabledTypes).toEqual([]);
  });

  it("says a link without its token does not work", async () => {
    renderApp("/unsubscribe", { queryClient: createQueryClient() });
    expect(await screen.findByRole("heading", { level: 1, name: "This link does not work" })).toBeTruthy();
  });
});
