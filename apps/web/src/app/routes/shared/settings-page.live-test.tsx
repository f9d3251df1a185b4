import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
const field = (label: string) => screen.getByLabelText(label, { selector: "input" });

describe("/settings on the real server", () => {
  it("refuses a wrong current password, then changes it: the new one signs in, the old one no longer does", async () => {
    const user = userEvent.setup();
    const student = await signInAsNew("student");
    renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });

    await user.type(field("Current password"), "Not-The-Password-1");
    await user.type(field("New password"), "Brand-New-Pass-7");
    await user.type(field("Confirm new password"), "Brand-New-Pass-7");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("The current password is not correct")).toBeTruthy();

    await user.clear(field("Current password"));
    await user.type(field("Current password"), student.password);
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe("Password changed successfully"));

    await expect(signInAs({ ...student, password: "Brand-New-Pass-7" })).resolves.toBeUndefined();
    await expect(signInAs(student)).rejects.toMatchObject({ status: 401 });
  });
});
