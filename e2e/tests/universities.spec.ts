import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { accessibilityViolations, screenshotsDir, signInAsDemoStudent, watchForErrors } from "./support.js";

const DEMO_PASSWORD = "Demo-Meridian-2026";

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/auth?type=admin");
  await page.getByLabel("Work email").fill("admin@meridian.demo");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin/);
}

const results = (page: Page) => page.getByRole("list", { name: "Universities" }).getByRole("article");

test.describe("universities", () => {
  test("a guest sees three featured universities after the loading cards", async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto("/");
    const featured = page.getByRole("list", { name: "Featured universities" });
    await expect(featured.getByRole("article")).toHaveCount(3, { timeout: 15_000 });
    const first = featured.getByRole("article").first();
    // "Know More" opens the university's own page on this site (decision 048).
    await expect(first.getByRole("link", { name: /Know More/ })).toHaveAttribute(
      "href",
      /^\/universities\/[0-9a-f-]{36}$/,
    );
    await expect(first.getByText(/ARWU/)).toBeVisible();
    await page.getByRole("list", { name: "Featured universities" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotsDir, "universities-landing-teaser.png") });
    expect(problems).toEqual([]);
  });

  test("a guest's filter chip on the landing page keeps the typed text and opens that filter", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/");
    // The featured cards come with the page's code: the teaser answers from here on.
    await expect(page.getByRole("list", { name: "Featured universities" }).getByRole("article")).toHaveCount(
      3,
      { timeout: 15_000 },
    );
    await page.getByRole("searchbox", { name: "Search universities" }).fill("munich");
    await page.getByRole("list", { name: "Filters" }).getByRole("link", { name: "Country" }).click();
    await expect(page).toHaveURL(/\/universities\?search=munich&filter=country$/);
    const country = page.getByRole("dialog", { name: "Country" });
    await expect(country).toBeVisible();
    // The focus stays in the open filter (the page heading does not take it).
    await expect.poll(() => country.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(page.getByRole("searchbox", { name: "Search universities" })).toHaveValue("munich");
    await country.getByRole("checkbox", { name: "Germany" }).first().click();
    await expect(page).toHaveURL(/\/universities\?search=munich&country=Germany$/);
    await expect(results(page).first()).toContainText("Germany");
    expect(problems).toEqual([]);
  });

  test("a student searches, filters, sorts, loads more, clears and keeps the URL state", async ({ page }) => {
    const problems = watchForErrors(page);
    await signInAsDemoStudent(page);
    await page.goto("/universities");
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Perfect University" })).toBeVisible();
    await expect(results(page)).toHaveCount(6);

    await page.getByLabel("Search universities").fill("toronto");
    await expect(page).toHaveURL(/search=toronto/);
    await page.getByRole("button", { name: "Country" }).click();
    await page.getByRole("checkbox", { name: "Canada" }).click();
    await expect(page.getByRole("checkbox", { name: "Canada" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/country=Canada/);
    await page.getByLabel("Sort by").selectOption("ranking");
    await expect(page).toHaveURL(/sort=ranking/);
    await expect(page.getByRole("button", { name: "Remove filter Canada" })).toBeVisible();
    await expect(results(page).first()).toContainText("Canada");

    const loadMore = page.getByRole("button", { name: "Load More Universities" });
    for (let clicks = 0; clicks < 3 && (await loadMore.isVisible()); clicks += 1) {
      const before = await results(page).count();
      await loadMore.click();
      await expect.poll(() => results(page).count()).toBeGreaterThan(before);
    }
    await expect(loadMore).toBeHidden();
    const shown = await results(page).count();
    expect(shown).toBeLessThanOrEqual(18);
    await expect(page.getByRole("status").filter({ hasText: `Showing ${shown} of` })).toBeVisible();

    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page).not.toHaveURL(/country=|search=/);
    await expect(page.getByLabel("Search universities")).toHaveValue("");
    await expect(results(page)).toHaveCount(6);

    await page.getByRole("button", { name: "Ranking" }).click();
    await page.getByRole("radio", { name: "Top 100" }).click();
    await expect(page.getByRole("radio", { name: "Top 100" })).toBeChecked();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Country" }).click();
    await page.getByRole("checkbox", { name: "Germany" }).click();
    await expect(page.getByRole("checkbox", { name: "Germany" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/ranking=100/);
    await expect(results(page).first()).toContainText("Germany");
    await page.reload();
    await expect(page.getByRole("button", { name: "Remove filter Germany" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove filter Top 100" })).toBeVisible();
    await expect(results(page).first()).toContainText("Germany");
    await expect(results(page).first()).toContainText("ARWU");

    await page.getByRole("button", { name: "Field of Study" }).click();
    await page.screenshot({ path: join(screenshotsDir, "universities-filters-open.png") });
    await page.keyboard.press("Escape");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Every country of the catalogue is on offer, searchable, beyond the popular fifteen: typed,
    // then ticked from the keyboard.
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page).not.toHaveURL(/country=/);
    await page.getByRole("button", { name: "Country" }).click();
    const countrySearch = page.getByRole("searchbox", { name: "Search countries" });
    await expect(countrySearch).toBeFocused();
    await expect(page.getByRole("group", { name: "All countries A–Z" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Popular" }).getByRole("checkbox")).toHaveCount(15);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "universities-country-filter.png") });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    // Colours ease into the dark theme: checked once they have settled.
    await expect.poll(() => accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "universities-country-filter-dark.png") });
    await page.emulateMedia({ colorScheme: "light" });
    // On a 360 px phone the list stays inside the screen and usable.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    const list = page.getByRole("dialog", { name: "Country" });
    const box = await list.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await page.screenshot({ path: join(screenshotsDir, "universities-country-filter-360.png") });
    if (viewport) await page.setViewportSize(viewport);
    await countrySearch.fill("ghana");
    await expect(page.getByRole("checkbox")).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("checkbox", { name: "Ghana" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Ghana" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/country=Ghana/);
    await expect(results(page).first()).toContainText("Ghana");
    expect(problems).toEqual([]);
  });

  test("an admin imports a CSV through the dashboard, finds the new university and exports it", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const name = `E2E Institute ${randomUUID().slice(0, 8)}`;
    await signInAsAdmin(page);
    const catalogue = page.getByRole("region", { name: "University catalogue" });
    await catalogue.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import universities" });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "universities.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`name,country,countryCode,city\n"${name}",Canada,CA,Toronto\n`),
    });
    await expect(dialog.getByText("Rows in file")).toBeVisible();
    await expect(dialog.getByText(name)).toBeVisible();
    await page.screenshot({ path: join(screenshotsDir, "universities-admin-import-preview.png") });
    await dialog.getByRole("button", { name: "Import 1 university" }).click();
    // The import writes the row and rebuilds the search index before it answers: slow on a loaded machine.
    await expect(page.getByText("1 created, 0 updated.", { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();

    await catalogue.getByLabel("Search the catalogue").fill(name);
    await expect(catalogue.getByRole("rowheader", { name })).toBeVisible();

    // The export is a file saved by the browser, and it holds the imported university.
    const download = page.waitForEvent("download");
    await catalogue.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^meridian-universities-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    expect(await readFile(path, "utf8")).toContain(name);
    expect(problems).toEqual([]);
  });
});
