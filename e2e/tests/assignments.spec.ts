import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  accessibilityViolations,
  expectNoSidewaysScroll,
  reassignCounselor,
  registerStudent,
  screenshotsDir,
  showScheme,
  studentOfThisRun,
  submitSignIn,
  watchForErrors,
} from "./support.js";

const COUNSELOR = "Daniel Okafor";

test.describe("assignments", () => {
  test("the demo admin assigns a newly registered student to a counselor and sees the load change", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const { firstName, name } = studentOfThisRun("Nova");
    const { email } = await registerStudent(page, firstName);
    await page.close();

    // The admin, in a browser of their own.
    const context = await browser.newContext();
    const admin = await context.newPage();
    const problems = watchForErrors(admin);
    await submitSignIn(admin, "admin", "admin@meridian.demo");
    await expect(admin).toHaveURL(/\/dashboard\/admin$/);
    await admin.getByRole("link", { name: /Students and counselors/ }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Students and counselors" })).toBeVisible();

    const table = admin.getByRole("region", { name: "Students and their counselors" });
    await table.getByLabel("Search students").fill(email);
    const row = table.getByRole("row", { name });
    await expect(row).toBeVisible();
    await reassignCounselor(admin, row, name, COUNSELOR);

    await row.getByRole("button", { name: `Assignment history of ${name}` }).click();
    const history = admin.getByRole("dialog", { name: `Assignment history of ${name}` });
    await expect(history.getByRole("listitem").first()).toContainText(`Assigned to ${COUNSELOR}`);
    await expect(history.getByRole("listitem").nth(1)).toContainText("Unassigned");
    await expect(history.getByRole("listitem").last()).toContainText("Automatic at registration");
    expect(await accessibilityViolations(admin)).toEqual([]);
    await admin.keyboard.press("Escape");

    await table.getByRole("checkbox", { name: `Select ${name}` }).check();
    await expect(table.getByRole("region", { name: "Assign the selected students" })).toBeVisible();
    expect(await accessibilityViolations(admin)).toEqual([]);
    await admin.screenshot({ path: join(screenshotsDir, "assignments.png"), fullPage: true });
    await showScheme(admin, "dark");
    await admin.setViewportSize({ width: 360, height: 800 });
    await admin.screenshot({ path: join(screenshotsDir, "assignments-dark-360.png"), fullPage: true });
    await expectNoSidewaysScroll(admin);
    expect(await accessibilityViolations(admin)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
