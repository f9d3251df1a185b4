import { supportEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { createQueryClient } from "@/lib/query-client";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
const word = `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

describe("/dashboard/admin/support on the real server", () => {
  it("lists a student's message as open, marks it handled, shows who handled it and opens it again", async () => {
    const user = userEvent.setup();
    const sender = `Rin${word}`;
    const student = await signInAsNew("student", { firstName: sender });
    await callEndpoint(supportEndpoints.contact, {
      body: { topic: "account", message: `My passport upload fails.\nCode ${word}.` },
    });
    clearAuthToken();
    clearCsrfToken();
    await signInAsNew("admin", { firstName: `Ada${word}` });

    renderApp("/dashboard/admin/support", { queryClient: createQueryClient() });
    await screen.findByRole("heading", { level: 1, name: "Support requests" });
    const open = await screen.findByRole("list", { name: "Open messages" });
    const item = await within(open).findByRole("listitem", { name: `${sender} User, My account` });
    expect(
      within(item).getByText(`My passport upload fails.\nCode ${word}.`, { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(within(item).getByText(`${student.email} · Student`)).toBeTruthy();
    expect(within(item).getByRole("button", { name: `Answer by mail to ${sender} User` })).toBeTruthy();

    await user.click(
      within(item).getByRole("button", { name: `Mark handled: the message from ${sender} User` }),
    );
    expect(await screen.findByText(`Marked handled: the message from ${sender} User.`)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: `${sender} User, My account` })).toBeNull(),
    );
    // Focus is kept on the panel, not dropped to the page's top.
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { level: 2, name: "Messages to support" }),
    );

    await user.click(screen.getByRole("tab", { name: "Handled" }));
    const handled = await screen.findByRole("listitem", { name: `${sender} User, My account` });
    expect(within(handled).getByText(new RegExp(`^Handled by Ada${word} User on `))).toBeTruthy();
    await user.click(
      within(handled).getByRole("button", { name: `Open again: the message from ${sender} User` }),
    );
    expect(await screen.findByText(`Open again: the message from ${sender} User.`)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: `${sender} User, My account` })).toBeNull(),
    );
    await user.click(screen.getByRole("tab", { name: "Open" }));
    expect(await screen.findByRole("listitem", { name: `${sender} User, My account` })).toBeTruthy();
  });

  it("answers a message by mail: the answer shows with the message, which moves to Handled", async () => {
    const user = userEvent.setup();
    const sender = `Tao${word}`;
    await signInAsNew("student", { firstName: sender });
    await callEndpoint(supportEndpoints.contact, {
      body: { topic: "plans", message: `Which plan? ${word}` },
    });
    clearAuthToken();
    clearCsrfToken();
    await signInAsNew("admin", { firstName: `Bea${word}` });

    renderApp("/dashboard/admin/support", { queryClient: createQueryClient() });
    const item = await screen.findByRole("listitem", { name: `${sender} User, Plans and pricing` });
    await user.click(within(item).getByRole("button", { name: `Answer by mail to ${sender} User` }));
    const dialog = await screen.findByRole("dialog", { name: "Answer by mail" });
    // Nothing is sent while the answer is empty.
    await user.click(within(dialog).getByRole("button", { name: "Send answer" }));
    expect(await within(dialog).findByText("Write your answer")).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Your answer/), "Explorer covers that.");
    await user.click(within(dialog).getByRole("button", { name: "Send answer" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Answer by mail" })).toBeNull());
    await user.click(screen.getByRole("tab", { name: "Handled" }));
    const handled = await screen.findByRole("listitem", { name: `${sender} User, Plans and pricing` });
    const answers = within(handled).getByRole("list", { name: `Answers to ${sender} User` });
    expect(within(answers).getByText("Explorer covers that.")).toBeTruthy();
    expect(within(answers).getByText(new RegExp(`^Answered by mail by Bea${word} User on `))).toBeTruthy();
  });
});
