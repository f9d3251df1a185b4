import { authEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { readAuthToken } from "@/lib/auth-token";
import { getToastState } from "@/lib/use-toast";
import { createLiveUser, type LiveUser, signInAs } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.

/** Signs the user in `count` times (other browsers) and answers their tokens; the next sign-in is this browser's. */
async function signedInElsewhere(user: LiveUser, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    await signInAs(user);
    tokens.push(readAuthToken() ?? "");
  }
  return tokens;
}

/** What the server answers a request made with another browser's token. */
async function statusWith(token: string): Promise<number> {
  const res = await fetch(authEndpoints.me.path, { headers: { authorization: `Bearer ${token}` } });
  return res.status;
}

async function devicesSection() {
  renderApp("/settings");
  const section = within(await screen.findByRole("region", { name: "Signed-in devices" }));
  const table = within(
    await section.findByRole("table", { name: "Devices signed in to your account, this one first" }),
  );
  return { section, table };
}

/** The table's rows of devices (its header row left out). */
const deviceRows = (table: ReturnType<typeof within>) => table.getAllByRole("row").slice(1);

describe("Signed-in devices in /settings, on the real server", () => {
  it("lists this device first with its badge, and signs out another device after asking: its token is refused", async () => {
    const user = userEvent.setup();
    const student = await createLiveUser("student");
    const [other = ""] = await signedInElsewhere(student, 1);
    await signInAs(student);
    const { table } = await devicesSection();

    await waitFor(() => expect(deviceRows(table)).toHaveLength(2));
    const [mine, theirs] = deviceRows(table) as [HTMLElement, HTMLElement];
    expect(within(mine).getByText("This device")).toBeTruthy();
    expect(within(mine).getByText("Now")).toBeTruthy();
    expect(within(theirs).queryByText("This device")).toBeNull();
    // No geolocation data ships with the product: the place is unknown, never made up.
    expect(within(theirs).getAllByText("Unknown").length).toBeGreaterThan(0);

    await user.click(within(theirs).getByRole("button", { name: /^Sign out / }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Sign out this device?" }));
    await user.click(dialog.getByRole("button", { name: "Sign out" }));

    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("That device is signed out"));
    await waitFor(() => expect(deviceRows(table)).toHaveLength(1));
    // Focus stays in the section, on its heading, not lost to the page's top.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Signed-in devices" })),
    );
    expect(await statusWith(other)).toBe(401);
    expect(await statusWith(readAuthToken() ?? "")).toBe(200);
  });

  it("signs out all other devices after asking and says how many; this browser stays signed in", async () => {
    const user = userEvent.setup();
    const student = await createLiveUser("student");
    const others = await signedInElsewhere(student, 2);
    await signInAs(student);
    const { section, table } = await devicesSection();
    await waitFor(() => expect(deviceRows(table)).toHaveLength(3));

    await user.click(section.getByRole("button", { name: "Sign out all other devices" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Sign out all other devices?" }));
    expect(dialog.getByText(/\(2 devices\)/)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Sign out all others" }));

    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("2 other devices are signed out"));
    await waitFor(() => expect(deviceRows(table)).toHaveLength(1));
    expect(section.queryByRole("button", { name: "Sign out all other devices" })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(section.getByRole("heading", { name: "Signed-in devices" })),
    );
    for (const token of others) expect(await statusWith(token)).toBe(401);
    expect(await statusWith(readAuthToken() ?? "")).toBe(200);
  });

  it("signs this browser out when its own session is ended, and sends it to sign in", async () => {
    const user = userEvent.setup();
    const student = await createLiveUser("student");
    await signInAs(student);
    const token = readAuthToken() ?? "";
    const { table } = await devicesSection();
    await waitFor(() => expect(deviceRows(table)).toHaveLength(1));

    await user.click(table.getByRole("button", { name: "Sign out this device" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Sign out on this device?" }));
    await user.click(dialog.getByRole("button", { name: "Sign out" }));

    await waitFor(() => expect(readAuthToken()).toBeNull());
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to Meridian" })).toBeTruthy();
    expect(await statusWith(token)).toBe(401);
  });
});
