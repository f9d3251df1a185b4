import { expect, test } from "@playwright/test";
import {
  accessibilityViolations,
  NEW_STUDENT_PASSWORD,
  openBrowser,
  registerStudent,
  screenshots,
  studentOfThisRun,
  submitSignIn,
  watchForErrors,
} from "./support.js";

// A phone's browser, as the other device: the list names it by what its user agent says.
const iphoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

test.describe("signed-in devices", () => {
  test("a user ends another session from /settings and that browser is signed out", async ({ browser }) => {
    const { page, problems } = await openBrowser(browser);
    const student = studentOfThisRun("Devices");
    const { email } = await registerStudent(page, student.firstName);

    // The same account in a second browser: a phone.
    const phoneContext = await browser.newContext({ userAgent: iphoneSafari });
    const phone = await phoneContext.newPage();
    // Its own problems are expected (it is signed out underfoot): watched only so none is thrown.
    watchForErrors(phone);
    await submitSignIn(phone, "student", email, NEW_STUDENT_PASSWORD);
    await expect(phone).toHaveURL(/\/dashboard\/student$/);

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Signed-in devices" });
    const table = section.getByRole("table", { name: "Devices signed in to your account, this one first" });
    const rows = table.getByRole("row");
    // A header row and one row per device.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByText("This device")).toBeVisible();
    const phoneRow = table.getByRole("row", { name: "Safari 17 on iOS 17.1" });
    await expect(phoneRow).toBeVisible();
    await expect(phoneRow.getByText("This device")).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await screenshots(page, "settings-signed-in-devices");

    await phoneRow.getByRole("button", { name: "Sign out Safari 17 on iOS 17.1" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out this device?" });
    await expect(dialog).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("That device is signed out").first()).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(phoneRow).toHaveCount(0);
    // Focus stays in the section, on its heading, not lost to the page's top.
    await expect(section.getByRole("heading", { name: "Signed-in devices" })).toBeFocused();

    // The phone's next action finds itself signed out and is sent to sign in again.
    await phone.goto("/settings");
    await expect(phone).toHaveURL(/\/auth/);
    await expect(phone.getByRole("heading", { level: 1, name: "Welcome to Meridian" })).toBeVisible();
    expect(await phone.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();

    // This browser is still signed in.
    await page.reload();
    await expect(rows).toHaveCount(2);
    expect(problems).toEqual([]);
    await phoneContext.close();
    await page.context().close();
  });
});
