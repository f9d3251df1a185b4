import { expect, type Locator, type Page, test } from "@playwright/test";
import { waitForPageCode, watchForErrors } from "./support.js";

const results = (page: Page) => page.getByRole("list", { name: "Universities" }).getByRole("article");
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `y` and waits until the page has taken the scroll in. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  return y;
}

/**
 * Scrolls a result card into view and opens its page; returns the card's university and where the
 * results page was left.
 */
async function openFromResults(page: Page, card: Locator): Promise<{ name: string; left: number }> {
  const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(0);
  await card.getByRole("link", { name: /^View Details/ }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return { name, left };
}

/** Marks the page's header outside React: the mark survives only while the header is the same element. */
async function markHeader(page: Page): Promise<void> {
  await page
    .locator("header")
    .first()
    .evaluate((element) => {
      element.dataset.probe = "first-load";
    });
}
const markedHeader = (page: Page) => page.locator('header[data-probe="first-load"]');

test.describe("moving around the site", () => {
  test("the first click from a prerendered page keeps the page's frame and puts focus on the new heading", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/");
    await expect(page.locator("header").first()).toBeVisible();
    await waitForPageCode(page);
    await markHeader(page);

    await page.getByRole("link", { name: "Explore Universities" }).first().click();
    const heading = page.getByRole("heading", { level: 1, name: "Find Your Perfect University" });
    await expect(heading).toBeFocused();
    await expect(results(page).first()).toBeVisible();
    await expect(markedHeader(page)).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test("a link followed before the page's code has run loads the next page from the server", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    // The page's code is held back until the click has been made.
    let clicked = () => {};
    const click = new Promise<void>((resolve) => {
      clicked = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await click;
      // The landing page's own request is cancelled by the navigation; the new page's is answered.
      await route.continue().catch(() => undefined);
    });
    // Not waiting for "load": the held script, added once the page has painted, may hold it back.
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("header").first()).toBeVisible();
    await markHeader(page);
    await page.getByRole("link", { name: "Explore Universities" }).first().click();
    clicked();
    await expect(page).toHaveURL(/\/universities$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Perfect University" })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    // A new document: the old page's header went with it.
    await expect(markedHeader(page)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("Back returns to the results as they were left: the pages loaded, the place on the page", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/universities");
    await expect(results(page)).toHaveCount(6);
    await page.getByRole("button", { name: "Load More Universities" }).click();
    await expect(results(page)).toHaveCount(12);

    const { left } = await openFromResults(page, results(page).nth(9));
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(results(page)).toHaveCount(12);
    await expect.poll(() => scrollY(page)).toBe(left);
    expect(problems).toEqual([]);
  });

  test("Back after a reload returns to the place once the results have come again", async ({ page }) => {
    await page.goto("/universities");
    await expect(results(page)).toHaveCount(6);
    const { name, left } = await openFromResults(page, results(page).last());

    // The reload empties the data cache: the results page comes back with its placeholders first,
    // shorter than the place it was left at.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(results(page)).toHaveCount(6);
    await expect.poll(() => scrollY(page)).toBe(left);
  });

  test("a search typed after scrolling comes back at the same place", async ({ page }) => {
    await page.goto("/universities?search=university");
    await expect(results(page)).toHaveCount(6);
    await scrollTo(page, 300);
    // Typed without moving the page, as after a click into the box and a scroll back down: each
    // letter replaces the history entry, and the page stays where it is (or where the new results
    // let it be).
    const search = page.getByLabel("Search universities");
    await search.evaluate((box: HTMLInputElement) => box.focus({ preventScroll: true }));
    await page.keyboard.type(" of");
    await expect(page).toHaveURL(/search=university\+of/);
    await expect(results(page)).toHaveCount(6);
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(0);

    const first = results(page).first();
    const name = (await first.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await first.getByRole("link", { name: /^View Details/ }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/search=university\+of/);
    await expect(results(page).first()).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(left);
  });

  test("an address loaded anew opens at its top, not where the last one was left", async ({ page }) => {
    await page.goto("/universities");
    await page.getByRole("button", { name: "Load More Universities" }).click();
    await expect(results(page)).toHaveCount(12);
    await scrollTo(page, 900);

    await page.goto("/universities?sort=ranking");
    await expect(results(page)).toHaveCount(6);
    expect(await scrollY(page)).toBe(0);
  });

  test("a page file's own name leads to its page, and a broken address to the not-found page", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/about/index.html");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/index.html");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Explore Universities" }).first()).toBeVisible();
    // React says so in the console when the HTML it hydrates is another page's.
    expect(problems).toEqual([]);

    await page.goto("/universities/%E0%A4%A");
    await expect(page.getByRole("heading", { level: 1, name: /not found/i })).toBeVisible();
  });
});
