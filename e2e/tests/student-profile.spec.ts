import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  accessibilityViolations,
  expectNoSidewaysScroll,
  screenshotsDir,
  showScheme,
  signInAsTeam,
  watchForErrors,
} from "./support.js";

/** Signs the demo counselor in through the team screen: it leads to the team dashboard. */
async function signInAsCounselor(page: Page): Promise<void> {
  await signInAsTeam(page, "counselor@meridian.demo");
  await expect(page).toHaveURL(/\/dashboard\/team$/);
}

// A student's profile id reaches a counselor through their list of assigned students (the team
// dashboard); the full journey (edit two groups, save, reload, verify a document) is proven on
// the real server by student-profile-page.live-test.tsx. Here: the screen a counselor gets for a
// student they do not work, in a real browser, light, dark and at 360 px.
test.describe("the counselor's student profile screen", () => {
  test("a student the counselor does not work is not found, in light, dark and at 360 px, and leads back", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await signInAsCounselor(page);
    const unknown = "0190d3a0-0000-7000-8000-000000000000";
    await page.goto(`/dashboard/team/student/${unknown}?section=documents`);
    await expect(page.getByRole("heading", { level: 1, name: "Student not found" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "student-profile-not-found.png") });

    // The theme follows the system until one is chosen.
    await showScheme(page, "dark");
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "student-profile-not-found-360.png") });

    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard\/team$/);
    // The one refused call is the look-up of the student nobody here works (and the browser's
    // console line about it).
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^HTTP 404 .*\/api\/counselor\/student\//),
        "console: Failed to load resource: the server responded with a status of 404 (Not Found)",
      ]),
    );
  });

  test("a malformed id is not a student either", async ({ page }) => {
    await signInAsCounselor(page);
    await page.goto("/dashboard/team/student/not-an-id");
    await expect(page.getByRole("heading", { level: 1, name: "Student not found" })).toBeVisible();
  });
});
