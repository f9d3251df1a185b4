import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  accessibilityViolations,
  DEMO_PASSWORD,
  registerStudent,
  screenshotsDir,
  showScheme,
  watchForErrors,
} from "./support.js";

const COUNSELOR = "Daniel Okafor";

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** The number of students a counselor's line in the loads panel shows. */
async function loadOf(loads: Locator, name: string): Promise<number> {
  const text = await loads.getByRole("row", { name }).innerText();
  const match = text.match(/(\d+) students?/);
  if (!match) throw new Error(`no load in "${text}"`);
  return Number(match[1]);
}

test.describe("assignments", () => {
  test("the demo admin assigns a newly registered student to a counselor and sees the load change", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const run = Math.random().toString(36).slice(2, 8).replace(/\d/g, "x");
    const firstName = `Nova${run}`;
    const { email } = await registerStudent(page, firstName);
    await page.close();

    // The admin, in a browser of their own.
    const context = await browser.newContext();
    const admin = await context.newPage();
    const problems = watchForErrors(admin);
    await admin.goto("/auth?type=admin");
    await admin.getByLabel("Work email").fill("admin@meridian.demo");
    await admin.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await admin.getByRole("button", { name: "Sign In" }).click();
    await expect(admin).toHaveURL(/\/dashboard\/admin$/);
    await admin.getByRole("link", { name: /Students and counselors/ }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Students and counselors" })).toBeVisible();

    const table = admin.getByRole("region", { name: "Students and their counselors" });
    const loads = admin.getByRole("region", { name: "Counselors" });
    await table.getByLabel("Search students").fill(email);
    const name = `${firstName} Tester`;
    const row = table.getByRole("row", { name });
    await expect(row).toBeVisible();
    // Registration gave the student a counselor already (the automatic rule is on by default).
    await expect(row.getByRole("button", { name: `Change counselor of ${name}` })).toBeVisible();

    // Unassigned first, so the assignment below is the admin's own.
    await row.getByRole("button", { name: `Change counselor of ${name}` }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Unassign" }).click();
    await expect(admin.getByText(`${name} has no counselor now`, { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Assign a counselor to ${name}` })).toBeVisible();
    const before = await loadOf(loads, COUNSELOR);

    await row.getByRole("button", { name: `Assign a counselor to ${name}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Counselor for ${name}` });
    const picker = dialog.getByLabel("Counselor");
    const option = picker.getByRole("option", { name: new RegExp(`^${COUNSELOR} · ${before} student`) });
    await picker.selectOption({ label: (await option.textContent()) ?? "" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByText(`${name} is now with ${COUNSELOR}`, { exact: true })).toBeVisible();
    await expect.poll(() => loadOf(loads, COUNSELOR)).toBe(before + 1);
    await expect(row.getByText(COUNSELOR, { exact: true })).toBeVisible();

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
