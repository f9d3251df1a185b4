import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A real 16×16 PNG: the server decodes and
// re-encodes it, so bytes that only claim to be an image would be refused.
const pngBase64 =
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWOQ9btBEmIY1eA3GkqywzVpAAD880MQbV0bggAAAABJRU5ErkJggg==";
const photoFile = () =>
  new File([Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0))], "me.png", { type: "image/png" });
/** Every image on the page served from a user's photo address. */
const photosOn = () =>
  [...document.querySelectorAll<HTMLImageElement>("img")].filter((img) =>
    (img.getAttribute("src") ?? "").startsWith("/api/users/"),
  );
const pages = [
  ["student", "/profile", "My Profile"],
  ["counselor", "/dashboard/counselor/profile", "Counselor Profile"],
  ["admin", "/dashboard/admin/profile", "Admin Profile"],
  ["company", "/dashboard/company/profile", "Company Profile"],
] as const;

describe("the profile pages on the real server", () => {
  it.each(pages)("a %s edits their details on %s and sees them after a reload", async (kind, path, title) => {
    const user = userEvent.setup();
    const account = await signInAsNew(kind, { firstName: "Priya", lastName: "Sharma" });
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    await user.click(await screen.findByRole("tab", { name: "Personal Information" }));
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const form = within(await screen.findByRole("form", { name: "Personal information" }));
    expect((form.getByLabelText("Email") as HTMLInputElement).value).toBe(account.email);
    expect(form.getByText("Email cannot be changed. Contact support if needed.")).toBeTruthy();

    // The server's phone rule: a number that cannot exist is refused at its field, nothing saved.
    await user.type(form.getByLabelText(/^Phone/), "+1 555");
    await user.click(form.getByRole("button", { name: "Save Changes" }));
    expect(await form.findByText("Please enter a valid phone number with country code")).toBeTruthy();
    expect(form.getByLabelText(/^Phone/).getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Failed to update profile. Please try again.")).toBeTruthy();

    await user.clear(form.getByLabelText("First name"));
    await user.type(form.getByLabelText("First name"), "Asha");
    await user.clear(form.getByLabelText(/^Phone/));
    await user.type(form.getByLabelText(/^Phone/), "+44 20 7946 0958");
    await user.type(form.getByLabelText(/^Location/), "Pune, India");
    await user.type(form.getByLabelText(/^Bio/), "Robotics, then a master's.");
    await user.click(form.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Your profile has been successfully updated.")).toBeTruthy();
    // The header asks the session again: it goes by the new name at once.
    expect(await screen.findByRole("button", { name: /Account menu for Asha/ })).toBeTruthy();

    // A reload reads it back from the server, the phone as the server keeps it.
    cleanup();
    renderApp(path);
    await user.click(await screen.findByRole("tab", { name: "Personal Information" }));
    const details = within(await screen.findByRole("tabpanel", { name: "Personal Information" }));
    expect(await details.findByText("Asha")).toBeTruthy();
    expect(details.getByText("+442079460958")).toBeTruthy();
    expect(details.getByText("Pune, India")).toBeTruthy();
    expect(details.getByText("Robotics, then a master's.")).toBeTruthy();
    expect(screen.getAllByText("Asha Sharma").length).toBeGreaterThan(0);
  });

  it("a student uploads a photo, shown instead of their initials in the header and the summary, then removes it", async () => {
    const user = userEvent.setup();
    const account = await signInAsNew("student", { firstName: "Ravi", lastName: "Menon" });
    renderApp("/profile");
    await user.upload(await screen.findByLabelText("Photo file"), photoFile());
    expect(await screen.findByText("Photo updated")).toBeTruthy();
    // The summary card and the header's account menu both show it, at the address the server gave.
    await screen.findByRole("button", { name: "Replace photo" });
    await waitForPhotos((shown) => shown >= 2);
    const src = photosOn()[0]?.getAttribute("src") ?? "";
    expect(src).toMatch(new RegExp(`^/api/users/${account.id}/photo\\?v=[0-9a-f]{16}$`));
    expect(photosOn().every((img) => img.getAttribute("src") === src)).toBe(true);
    const served = await fetch(src);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    // After a reload the session carries it.
    cleanup();
    renderApp("/profile");
    await user.click(await screen.findByRole("button", { name: "Remove photo" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Remove the photo?" }));
    await user.click(confirm.getByRole("button", { name: "Remove photo" }));
    expect(await screen.findByText("Photo removed")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Upload photo" })).toBeTruthy();
    await waitForPhotos((shown) => shown === 0);
    expect((await fetch(src)).status).toBe(404);
  });
});

/** Waits until the photos on the page pass `check` (the session is asked again after a change). */
async function waitForPhotos(check: (shown: number) => boolean) {
  await vi.waitFor(() => expect(check(photosOn().length)).toBe(true));
}
