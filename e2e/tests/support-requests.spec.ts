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
  test("a guest writes to support from the footer; an admin finds the message, replies by email and marks it handled", async ({
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
    await expect(item.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      `mailto:sam.okafor@example.org?subject=${encodeURIComponent("Re: Payments and receipts")}`,
    );
    for (const scheme of ["light", "dark"] as const) {
      await showScheme(page, scheme);
      expect(await accessibilityViolations(page), scheme).toEqual([]);
      await page.screenshot({ path: join(screenshotsDir, `admin-support-${scheme}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: join(screenshotsDir, "admin-support-360.png"), fullPage: true });

    await item.getByRole("button", { name: `Mark handled: the message from ${name}` }).click();
    await expect(page.getByText(`Marked handled: the message from ${name}.`)).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.getByRole("tab", { name: "Handled" }).click();
    await expect(
      page
        .getByRole("listitem", { name: `${name}, Payments and receipts` })
        .getByText(/^Handled by Amira Haddad on /),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });
});
