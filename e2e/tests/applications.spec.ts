import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  accessibilityViolations,
  daysFromNow,
  screenshotsDir,
  signInAsDemoStudent,
  watchForErrors,
} from "./support.js";

test.describe("applications", () => {
  test("a student adds a university to their applications, follows it and submits it", async ({ page }) => {
    const problems = watchForErrors(page);
    // The demo student is shared by the run: this test finds its own application by its program.
    const program = `Marine Biology ${randomUUID().slice(0, 6)}`;
    await signInAsDemoStudent(page);

    await page.goto("/universities?search=toronto");
    const card = page.getByRole("list", { name: "Universities" }).getByRole("article").first();
    const university = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
    await card.getByRole("button", { name: `Add to my applications: ${university}` }).click();
    const dialog = page.getByRole("dialog", { name: "Add to my applications" });
    await dialog.getByLabel("Program").fill(program);
    await dialog.getByLabel("Intake term").selectOption("spring");
    await dialog.getByLabel("Deadline").fill(daysFromNow(30));
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Add application" }).click();
    await expect(dialog).toBeHidden();

    // The toast leads to the new application.
    await page.getByRole("button", { name: "View application" }).click();
    await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: university })).toBeVisible();
    await expect(page.getByText(/^30 days left$/)).toBeVisible();
    const checklist = page.getByRole("region", { name: "Documents checklist" });
    await expect(checklist.getByText("Missing").first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Submit" }).click();
    const confirm = page.getByRole("dialog", { name: "Submit this application?" });
    // The demo student has a transcript and a score report, no essay: the dialog names what is
    // missing and submits without it when asked.
    await expect(confirm.getByText("Required documents are missing")).toBeVisible();
    await expect(confirm.getByRole("listitem").filter({ hasText: "Essays & Letters" })).toBeVisible();
    await expect(confirm.getByRole("listitem").filter({ hasText: "Academic Transcripts" })).toHaveCount(0);
    await confirm.getByRole("button", { name: "Submit without them" }).click();
    await expect(page.getByRole("button", { name: "Withdraw" })).toBeVisible();
    await expect(page.getByRole("region", { name: "History" }).getByText("Created as Draft")).toBeVisible();
    await page.screenshot({ path: join(screenshotsDir, "application-detail.png"), fullPage: true });

    await page.goto("/applications");
    const listed = page.getByRole("article").filter({ hasText: program });
    await expect(listed.getByText("Submitted", { exact: true })).toBeVisible();
    await expect(listed.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "applications.png"), fullPage: true });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(screenshotsDir, "applications-dark-360.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a guest is asked to sign in before applying from the landing page", async ({ page }) => {
    await page.goto("/");
    const featured = page.getByRole("list", { name: "Featured universities" });
    const apply = featured.getByRole("link", { name: /^Sign in to add to my applications/ }).first();
    // The teaser's picks are random: the student comes back to that university's page, form open.
    await expect(apply).toHaveAttribute(
      "href",
      /^\/auth\?type=student&next=%2Funiversities%2F[0-9a-f-]{36}%3Fapply%3D[0-9a-f-]{36}$/,
    );
  });
});
