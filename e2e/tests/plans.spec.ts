import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { accessibilityViolations, screenshotsDir, watchForErrors } from "./support.js";

const planNames = ["Explorer", "Achiever", "Champion", "Legend"];
const grid = (page: Page) => page.getByRole("region", { name: "Available plans" });
const card = (page: Page, name: string) =>
  grid(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("plans", () => {
  test("a fresh install lists the four sample plans, labelled as samples", async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto("/plans");
    await expect(grid(page).getByRole("heading", { level: 3 })).toHaveText(planNames);
    await expect(page.getByText("Plans are not available right now.")).toHaveCount(0);

    await expect(page.getByRole("note")).toContainText("Sample plans");
    await expect(page.getByText("Sample price", { exact: true })).toHaveCount(4);

    await expect(card(page, "Explorer").getByText("Free", { exact: true })).toBeVisible();
    await expect(card(page, "Explorer").getByRole("link", { name: "Get Started Free" })).toBeVisible();
    await expect(card(page, "Achiever").getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("Most Popular")).toHaveCount(1);
    await expect(card(page, "Achiever").getByText(/per month, billed annually/)).toBeVisible();
    await expect(card(page, "Legend").getByText("Unlimited", { exact: true })).toBeVisible();
    await expect(card(page, "Legend").getByText("All", { exact: true })).toBeVisible();
    await expect(card(page, "Legend").getByText(/^\+ \d+ more amazing features$/)).toBeVisible();

    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("plans screenshots at desktop and phone sizes, light and dark", async ({ page }, testInfo) => {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [width, height] of [
        [1280, 800],
        [360, 780],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto("/plans");
        await expect(grid(page).getByRole("heading", { level: 3 })).toHaveCount(4);
        const name = `plans-${width}-${scheme}`;
        const path = join(screenshotsDir, `${name}.png`);
        await page.screenshot({ path, fullPage: true });
        await testInfo.attach(name, { path, contentType: "image/png" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await accessibilityViolations(page)).toEqual([]);
      }
    }
  });
});
