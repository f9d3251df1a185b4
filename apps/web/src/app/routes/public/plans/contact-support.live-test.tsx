import { notificationEndpoints, supportMessages } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { createQueryClient } from "@/lib/query-client";
import { createLiveUser, type LiveUser, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. Every active admin of the shared server gets the
// message; the test reads the notifications of an admin it made itself.
const word = `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

/** The admin's support notifications, as "title | message". */
async function supportNotificationsOf(admin: LiveUser): Promise<string[]> {
  clearAuthToken();
  clearCsrfToken();
  await signInAs(admin);
  const page = await callEndpoint(notificationEndpoints.list, { query: { limit: 100 } });
  return page.data
    .filter((notification) => notification.title.startsWith("Support request"))
    .map((notification) => `${notification.title} | ${notification.message}`);
}

/** The answer to the math problem in a text ("What is 7 + 3?"). */
function solve(question: string): string {
  const [, a, op, b] = /(\d+) ([+-]) (\d+)/.exec(question) ?? [];
  return String(op === "+" ? Number(a) + Number(b) : Number(a) - Number(b));
}

/**
 * How many math problems the server has handed out. After a refused answer the form asks for a new
 * one; on a loaded machine its label still shows the old problem for a moment, so the test waits
 * for the new problem's answer to arrive and for the field to be done refreshing before it reads it.
 */
function countMathProblems(): { count: number } {
  const seen = { count: 0 };
  const realFetch = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (...args) => {
    const response = await realFetch(...args);
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    if (url.includes("/api/auth/math-challenge")) seen.count += 1;
    return response;
  });
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function openDialog() {
  renderApp("/plans", { queryClient: createQueryClient() });
  await userEvent.click(await screen.findByRole("button", { name: "Contact Support" }));
  const dialog = await screen.findByRole("dialog", { name: "Contact Support" });
  // The form loads with the dialog (decision 050): "Loading the form" first, then its fields.
  await within(dialog).findByLabelText("Message", {}, { timeout: 10_000 });
  return dialog;
}

describe("Contact Support on /plans, on the real server", () => {
  it("a guest answers the math problem, and the message reaches an admin as a notification", async () => {
    const user = userEvent.setup();
    const admin = await createLiveUser("admin");
    const problems = countMathProblems();
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText("Your name"), `Maya ${word}`);
    await user.type(within(dialog).getByLabelText("Email"), `${word}@gmail.com`);
    await user.selectOptions(within(dialog).getByLabelText("Topic"), "Plans and pricing");
    await user.type(
      within(dialog).getByLabelText("Message"),
      "Which plan covers Canada?{Enter}I start in 2027.",
    );
    const answer = await within(dialog).findByLabelText(/^What is \d+ [+-] \d+\?$/);

    // A wrong answer: refused at the answer, a new problem, nothing sent.
    await user.type(answer, "99");
    const handedOut = problems.count;
    await user.click(within(dialog).getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message not sent")).toBeTruthy();
    expect(await within(dialog).findByText("The answer to the math problem is not correct")).toBeTruthy();

    await waitFor(() => expect(problems.count).toBeGreaterThan(handedOut));
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "New problem" })).toHaveProperty("disabled", false),
    );
    const renewed = await within(dialog).findByLabelText(/^What is \d+ [+-] \d+\?$/);
    expect((renewed as HTMLInputElement).value).toBe("");
    await user.type(renewed, solve(renewed.closest("div")?.textContent ?? ""));
    await user.click(within(dialog).getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message sent")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    expect(await supportNotificationsOf(admin)).toContain(
      `Support request: Plans and pricing | From Maya ${word} <${word}@gmail.com>, a guest (not signed in):\n\n` +
        `Which plan covers Canada?\nI start in 2027.\n\n${supportMessages.whereToFind}`,
    );
  });

  it("a signed-in student writes as their account, without the math problem", async () => {
    const user = userEvent.setup();
    const admin = await createLiveUser("admin");
    const student = await signInAsNew("student", { firstName: `Lina${word}` });
    const dialog = await openDialog();
    expect(within(dialog).getByText(`Lina${word} User`)).toBeTruthy();
    expect(within(dialog).queryByLabelText("Your name")).toBeNull();
    expect(within(dialog).queryByText("Security check")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Send message" }));
    expect(await within(dialog).findByText("Choose what your message is about")).toBeTruthy();
    expect(within(dialog).getByText("Write your message")).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText("Topic"), "Payments and receipts");
    await user.type(within(dialog).getByLabelText("Message"), "Where is my receipt?");
    await user.click(within(dialog).getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message sent")).toBeTruthy();

    expect(await supportNotificationsOf(admin)).toContain(
      `Support request: Payments and receipts | From Lina${word} User <${student.email}>, a signed-in student:\n\nWhere is my receipt?\n\n${supportMessages.whereToFind}`,
    );
  });
});
