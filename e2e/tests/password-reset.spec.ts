import { expect, test } from "@playwright/test";
import {
  NEW_STUDENT_PASSWORD,
  openBrowser,
  registerStudent,
  screenshots,
  signInAsTeam,
  studentOfThisRun,
  submitSignIn,
} from "./support.js";

const RECOVERED_PASSWORD = "Harbour-Lantern-Copper-64";

test.describe("password recovery", () => {
  test("a student who forgot their password resets it through the link in the admin outbox", async ({
    page: registering,
    browser,
  }) => {
    test.slow();
    let page = registering;
    const { firstName } = studentOfThisRun("Reset");
    const { email } = await registerStudent(page, firstName);
    // The session opened at registration is ended by the reset: that browser is signed out.
    const signedInElsewhere = page;
    const visitor = await openBrowser(browser);
    page = visitor.page;
    const problems = visitor.problems;

    // "Forgot password?" on the sign-in form, with the address typed so far.
    await page.goto("/auth?type=student");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await screenshots(page, "forgot-password");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();

    // Without SMTP_URL the mail waits in the outbox, which an admin reads.
    const admin = await openBrowser(browser);
    await signInAsTeam(admin.page, "admin@meridian.demo");
    await admin.page.getByRole("link", { name: /^Mail/ }).click();
    await expect(admin.page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
    // The student's registration mailed them too (the address to confirm): the reset's row.
    const read = admin.page
      .getByRole("row", { name: `Reset your Meridian password to ${email}` })
      .getByRole("button", { name: `Read the message to ${email}` });
    await expect(async () => {
      await admin.page.reload();
      await expect(read).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await screenshots(admin.page, "admin-mail");
    await read.click();
    const dialog = admin.page.getByRole("dialog", { name: "Reset your Meridian password" });
    const preview = dialog.frameLocator("iframe");
    await expect(preview.getByRole("link", { name: "Choose a new password" })).toBeVisible();
    await screenshots(admin.page, "admin-mail-message");
    const link = await preview.getByRole("link", { name: "Choose a new password" }).getAttribute("href");
    expect(link).toMatch(/\/auth\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    await admin.page.context().close();

    // The student opens the link.
    await page.goto(link ?? "");
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await screenshots(page, "reset-password");
    await page.getByLabel("New password", { exact: true }).fill(RECOVERED_PASSWORD);
    await page.getByLabel("Confirm new password").fill(RECOVERED_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Password changed" })).toBeVisible();

    // The old password no longer signs in; the new one does; the link is spent.
    await submitSignIn(page, "student", email, NEW_STUDENT_PASSWORD);
    await expect(page.getByRole("alert")).toBeVisible();
    await submitSignIn(page, "student", email, RECOVERED_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/student$/);
    await page.goto(link ?? "");
    await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
    await signedInElsewhere.reload();
    await expect(signedInElsewhere).toHaveURL(/\/auth/);
    expect(problems.filter((problem) => !problem.includes("401") && !problem.includes("404"))).toEqual([]);
  });
});
