import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  accessibilityViolations,
  expectNoSidewaysScroll,
  screenshotsDir,
  showScheme,
  signInAsTeam,
  solveMathChallenge,
  watchForErrors,
} from "./support.js";

test.describe("support requests", () => {
  test("a guest writes to support from the footer; an admin finds the message and answers it by mail, which waits in the outbox", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const name = `Sam Okafor ${Date.now().toString(36)}`;
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("button", { name: "Support" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Support" });
    await dialog.getByLabel("Topic").selectOption("payments");
    await dialog.getByLabel("Your name").fill(name);
    await dialog.getByLabel("Email").fill("sam.okafor@example.org");
    await dialog.getByLabel("Message").fill("I paid by bank transfer on Monday.\nWhen does my plan start?");
    await solveMathChallenge(page);
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(dialog).toBeHidden();

    await signInAsTeam(page, "admin@meridian.demo");
    await page.getByRole("link", { name: /^Support requests/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Support requests" })).toBeVisible();
    const item = page
      .getByRole("list", { name: "Open messages" })
      .getByRole("listitem", { name: `${name}, Payments and receipts` });
    await expect(item.getByText("When does my plan start?")).toBeVisible();
    await expect(item.getByText("sam.okafor@example.org · Guest, not signed in")).toBeVisible();
    for (const scheme of ["light", "dark"] as const) {
      await showScheme(page, scheme);
      expect(await accessibilityViolations(page), scheme).toEqual([]);
      await page.screenshot({ path: join(screenshotsDir, `admin-support-${scheme}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: join(screenshotsDir, "admin-support-360.png"), fullPage: true });

    // The answer goes by mail to the address the guest gave, and the message is handled.
    await page.setViewportSize({ width: 1280, height: 800 });
    await item.getByRole("button", { name: `Answer by mail to ${name}` }).click();
    const answer = page.getByRole("dialog", { name: "Answer by mail" });
    await answer.getByLabel("Your answer").fill("Your transfer arrived. Your plan starts today.");
    expect(await accessibilityViolations(page)).toEqual([]);
    await answer.getByRole("button", { name: "Send answer" }).click();
    await expect(answer).toBeHidden();
    await expect(item).toHaveCount(0);
    await page.getByRole("tab", { name: "Handled" }).click();
    const handled = page.getByRole("listitem", { name: `${name}, Payments and receipts` });
    await expect(handled.getByText(/^Handled by Amira Haddad on /)).toBeVisible();
    await expect(handled.getByText("Your transfer arrived. Your plan starts today.")).toBeVisible();
    // Without SMTP_URL the mail waits in the outbox.
    await page.goto("/dashboard/admin/mail");
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole("button", { name: "Read the message to sam.okafor@example.org" }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    expect(problems).toEqual([]);
  });
});
