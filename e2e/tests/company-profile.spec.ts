import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  accessibilityViolations,
  screenshots,
  screenshotsDir,
  submitSignIn,
  watchForErrors,
} from "./support.js";

// A real 16×16 PNG: the server decodes and re-encodes every logo.
const logoPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWOQ9btBEmIY1eA3GkqywzVpAAD880MQbV0bggAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("company profile", () => {
  test("the demo company edits its information and logo, and sees them on its dashboard", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await submitSignIn(page, "company", "company@meridian.demo");
    await expect(page).toHaveURL(/\/dashboard/);

    await page.goto("/dashboard/company/profile");
    const form = page.getByRole("form", { name: "Company information" });
    await form.getByLabel("Company name").fill("Northwind Study Partners");
    await form.getByLabel(/^Website/).fill("https://northwind.example");
    await form
      .getByLabel(/^Description/)
      .fill("We help students find scholarships and placements in 30 countries.\nAsk us in the community.");
    await form.getByRole("button", { name: "Save company information" }).click();
    await expect(page.getByText("Company information saved", { exact: true })).toBeVisible();

    await page
      .getByLabel("Logo file")
      .setInputFiles({ name: "northwind.png", mimeType: "image/png", buffer: logoPng });
    await expect(page.getByText("Logo updated", { exact: true })).toBeVisible();
    const logo = page.getByRole("img", { name: "Northwind Study Partners logo" });
    await expect(logo).toBeVisible();
    // Shown as soon as the new address is set; drawn once the image has loaded.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

    await page.reload();
    await expect(
      page.getByRole("form", { name: "Company information" }).getByLabel("Company name"),
    ).toHaveValue("Northwind Study Partners");
    await expect(page.getByRole("img", { name: "Northwind Study Partners logo" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await screenshots(page, "company-profile");
    await page.getByRole("link", { name: "Back to company dashboard" }).click();
    await expect(page.getByText("Northwind Study Partners", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: "Northwind Study Partners logo" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "company-dashboard-light-1280.png"), fullPage: true });
    expect(problems).toEqual([]);
  });
});
