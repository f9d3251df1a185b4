import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { notifyLive, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
describe("/notifications on the real server", () => {
  it("lists the signed-in user's notification, and marking it read is kept", async () => {
    const user = userEvent.setup();
    const student = await signInAsNew("student");
    await notifyLive(student, { title: "Welcome to Meridian", message: "Your profile is ready." });

    const first = renderApp("/notifications");
    const title = await screen.findByText("Welcome to Meridian");
    const item = within(title.closest("article") as HTMLElement);
    expect(item.getByText("Your profile is ready.")).toBeTruthy();
    expect(item.getByText("Unread:")).toBeTruthy();

    await user.click(item.getByRole("button", { name: "Mark as read: Welcome to Meridian" }));
    await within(title.closest("article") as HTMLElement).findByRole("button", {
      name: "Delete notification: Welcome to Meridian",
    });
    expect(item.queryByRole("button", { name: "Mark as read: Welcome to Meridian" })).toBeNull();
    first.unmount();

    // A fresh page (no cache) reads the server's state: the notification stays read.
    renderApp("/notifications");
    const again = within((await screen.findByText("Welcome to Meridian")).closest("article") as HTMLElement);
    expect(again.queryByText("Unread:")).toBeNull();
    expect(again.queryByRole("button", { name: "Mark as read: Welcome to Meridian" })).toBeNull();
  });

  it("shows another user's notifications to nobody else", async () => {
    const owner = await signInAsNew("student");
    await notifyLive(owner, { title: "Only for the owner", message: "Private." });
    const other = await signInAsNew("student");
    await notifyLive(other, { title: "For the other student", message: "Theirs." });
    renderApp("/notifications");
    // Once their own notification is on screen the list has loaded, so an absence means something.
    await screen.findByText("For the other student");
    expect(screen.queryByText("Only for the owner")).toBeNull();
  });
});
