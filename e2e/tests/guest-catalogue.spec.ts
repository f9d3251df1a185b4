import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  accessibilityViolations,
  DEMO_PASSWORD,
  daysFromNow,
  expectNoSidewaysScroll,
  screenshotsDir,
  showScheme,
  signInAsDemoStudent,
  watchForErrors,
} from "./support.js";

const results = (page: Page) => page.getByRole("list", { name: "Universities" }).getByRole("article");

test.describe("guests and the catalogue", () => {
  test("a guest searches, opens a university, asks to add it, signs in and finishes on the same university", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/universities?search=harvard");
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Perfect University" })).toBeVisible();
    const first = results(page).first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("Harvard University");
    expect(await accessibilityViolations(page)).toEqual([]);

    await first.getByRole("link", { name: "View Details: Harvard University" }).click();
    await expect(page).toHaveURL(/\/universities\/[0-9a-f-]{36}$/);
    const universityUrl = new URL(page.url()).pathname;
    const heading = page.getByRole("heading", { level: 1, name: "Harvard University" });
    await expect(heading).toBeVisible();
    // Focus moves to the new page's heading after the navigation.
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle("Harvard University · Meridian");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Harvard University, in .*United States\. .*World rank #1 \(ARWU 2025\)\./,
    );
    const facts = page.getByRole("region", { name: "At a glance" });
    await expect(facts.getByText(/Source: ARWU 2025.*Licence: proprietary\/unclear/)).toBeVisible();
    // Harvard's study facts come from the College Scorecard (decision 052), each with its source;
    // the fees no source gives say so, and no generated figure is shown as a real university's.
    const study = page.getByRole("region", { name: "Study and fees" });
    await expect(study.getByText(/College Scorecard \d{4}/).first()).toBeVisible();
    await expect(study.getByText(/Not published yet/)).toHaveCount(2);
    await expect(page.getByText(/known in this demo/)).toHaveCount(0);
    const similar = page.getByRole("region", { name: "Similar universities" });
    await expect(similar.getByRole("listitem")).toHaveCount(4);
    await expect(similar.getByRole("listitem").first()).toContainText("United States");

    await page.getByRole("link", { name: "Sign in to add to my applications: Harvard University" }).click();
    await expect(page).toHaveURL(/\/auth\?type=student&next=/);
    await page.getByLabel("Email").fill("student@meridian.demo");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();

    // Back on the same university, with the action asked for open, and the address clean again.
    await expect(page).toHaveURL((url) => url.pathname === universityUrl && url.search === "");
    const dialog = page.getByRole("dialog", { name: "Add to my applications" });
    await expect(dialog.getByText("A draft application to Harvard University.")).toBeVisible();
    const program = `Public Policy ${randomUUID().slice(0, 6)}`;
    await dialog.getByLabel("Program").fill(program);
    await dialog.getByLabel("Intake term").selectOption("spring");
    await dialog.getByLabel("Deadline").fill(daysFromNow(45));
    await dialog.getByRole("button", { name: "Add application" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      // The toast and its announcement for screen readers carry the same words.
      page.getByText(`${program} at Harvard University is in your applications as a draft.`).first(),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a guest who opens a signed-in page comes back to it, query included, after signing in", async ({
    page,
  }) => {
    await page.goto("/applications?status=draft");
    await expect(page).toHaveURL(/\/auth\?next=%2Fapplications%3Fstatus%3Ddraft$/);
    await page.getByRole("main").getByRole("link", { name: "Sign In", exact: true }).click();
    await page.getByLabel("Email").fill("student@meridian.demo");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/applications\?status=draft$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
  });

  test("an address off this site is never followed after sign-in", async ({ page }) => {
    await page.goto(`/auth?type=student&next=${encodeURIComponent("//evil.example/x")}`);
    await page.getByLabel("Email").fill("student@meridian.demo");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard\/student$/);
  });

  test("a university's page in light, dark and at 360 px passes axe", async ({ page }) => {
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/universities?search=toronto");
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(results(page).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "universities-guest-360.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await results(page)
      .first()
      .getByRole("link", { name: /^View Details/ })
      .click();
    const similar = page.getByRole("region", { name: "Similar universities" });
    await expect(similar.getByRole("listitem").first()).toBeVisible();
    for (const scheme of ["light", "dark"] as const) {
      await showScheme(page, scheme);
      expect(await accessibilityViolations(page), scheme).toEqual([]);
      await page.screenshot({ path: join(screenshotsDir, `university-page-${scheme}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await showScheme(page, "light");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "university-page-360.png"), fullPage: true });
    expect(problems).toEqual([]);
  });

  test("robots.txt is text and the sitemap is XML listing every university's page", async ({
    page,
    baseURL,
  }) => {
    const robots = await page.request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await robots.text();
    expect(text).not.toContain("<html");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    // Parsed by the browser's XML parser: well-formed, in the sitemap namespace, every university.
    await page.goto("/about");
    const parsed = await page.evaluate(
      async (xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        const found = doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc");
        const locs: string[] = [];
        for (let index = 0; index < found.length; index += 1) locs.push(found.item(index)?.textContent ?? "");
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          root: doc.documentElement.localName,
          locs,
        };
      },
      await sitemap.text(),
    );
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("urlset");
    const universityLocs = parsed.locs.filter((loc) => /\/universities\/[0-9a-f-]{36}$/.test(loc));
    expect(universityLocs).toHaveLength(10_393);
    expect(parsed.locs).toContain(`${baseURL}/universities`);
    // A listed page is a real university's page, named in its HTML before any script runs (what a
    // crawler that runs none reads), and the same once the page has rendered.
    const path = new URL(universityLocs[0] ?? "").pathname;
    const html = await (await page.request.get(path, { headers: { accept: "text/html" } })).text();
    const served = (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/&#(\d+);/g, (_match, code) =>
      String.fromCharCode(Number(code)),
    );
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).not.toHaveText("University not found");
    await expect(page.getByRole("region", { name: "At a glance" })).toBeVisible();
    expect(served).toBe(`${await heading.textContent()} · Meridian`);
    await expect(page).toHaveTitle(served);
    // An id no university has is a 404, with the app's not-found page.
    const missing = await page.request.get("/universities/00000000-0000-4000-8000-000000000000", {
      headers: { accept: "text/html" },
    });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });
});

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

test.describe("phones and the keyboard", () => {
  test("on a phone, one Filters button opens a sheet: a guest picks a country and sees its universities", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.setViewportSize(phone);
    await page.goto("/universities");
    const filters = page.getByRole("button", { name: "Filters", exact: true });
    await expect(filters).toBeVisible();
    // The wide screen's five popovers are not shown: the results start on the first screen.
    await expect(page.getByRole("button", { name: "Country", exact: true })).toBeHidden();
    // The first search of a fresh server builds its index.
    await expect(results(page).first()).toBeVisible({ timeout: 20_000 });
    expect((await results(page).first().boundingBox())?.y ?? phone.height).toBeLessThan(phone.height);
    await expectNoSidewaysScroll(page);

    await filters.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: /^Country/ }).click();
    await sheet.getByRole("searchbox", { name: "Search countries" }).fill("japan");
    // A click, not check(): the box shows its new state once the address has changed.
    const japan = sheet.getByRole("checkbox", { name: "Japan" });
    await japan.click();
    await expect(japan).toBeChecked();
    const show = sheet.getByRole("button", { name: /^Show [\d,]+ results?$/ });
    await expect(show).toBeVisible();
    for (const scheme of ["light", "dark"] as const) {
      await showScheme(page, scheme);
      expect(await accessibilityViolations(page), scheme).toEqual([]);
      await page.screenshot({ path: join(screenshotsDir, `filters-sheet-390-${scheme}.png`) });
    }
    await showScheme(page, "light");
    const shown = Number((await show.innerText()).replace(/\D/g, ""));
    await show.click();
    await expect(sheet).toBeHidden();
    const applied = page.getByRole("button", { name: "Filters 1 active" });
    await expect(applied).toBeFocused();
    await expect(page).toHaveURL(/[?&]country=Japan(&|$)/);
    await expect(results(page).first()).toContainText("Japan");
    await expect(page.getByRole("status").filter({ hasText: /^Showing/ })).toHaveText(
      new RegExp(`of ${shown.toLocaleString("en-US")} universit`),
    );
    await expect(page.getByRole("button", { name: "Remove filter Japan" })).toBeVisible();

    // The keyboard: Escape closes the sheet and focus is back on its button.
    await applied.press("Enter");
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(applied).toBeFocused();
    for (const scheme of ["light", "dark"] as const) {
      await showScheme(page, scheme);
      expect(await accessibilityViolations(page), scheme).toEqual([]);
      await page.screenshot({ path: join(screenshotsDir, `catalogue-390-${scheme}.png`) });
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);

    // Wide screens keep the five filters and have no Filters button.
    await page.setViewportSize(desktop);
    await expect(page.getByRole("button", { name: /^Country/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();
    for (const scheme of ["light", "dark"] as const) {
      await showScheme(page, scheme);
      await page.screenshot({ path: join(screenshotsDir, `catalogue-1280-${scheme}.png`) });
    }
    expect(problems).toEqual([]);
  });

  test("typing in the catalogue's box keeps focus there; a header search lands on the heading", async ({
    page,
  }) => {
    await page.goto("/universities");
    await expect(results(page).first()).toBeVisible();
    const box = page.getByRole("searchbox", { name: "Search universities" });
    await box.fill("sorbonne");
    await expect(results(page).first()).toContainText(/Sorbonne/i);
    await expect(box).toBeFocused();

    await page.getByRole("button", { name: "Toggle search" }).click();
    await page.getByRole("banner").getByRole("searchbox", { name: "Search" }).fill("toronto");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?search=toronto$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Perfect University" })).toBeFocused();
    await expect(box).toHaveValue("toronto");
  });

  test("the fixed header never covers the focused field", async ({ page }) => {
    // Short enough that moving through the form scrolls the page.
    await page.setViewportSize({ width: 390, height: 560 });
    await page.goto("/auth?type=student&mode=register");
    const controls = page.getByRole("main").locator("input:not([type=hidden]), select, button");
    // The whole form, its security question included, before walking it.
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    await expect(page.getByLabel(/What is/)).toBeVisible();
    const headerBottom = await page
      .getByRole("banner")
      .evaluate((header) => header.getBoundingClientRect().bottom);
    // From the bottom of the page back up with Shift+Tab: each control the browser scrolls to is
    // below the header, not under it.
    await controls.last().focus();
    const scrolls = new Set<number>();
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press("Shift+Tab");
      const focused = await page.evaluate(() => ({
        top: document.activeElement?.getBoundingClientRect().top ?? 0,
        inMain: Boolean(document.activeElement?.closest("main")),
        scrollY: window.scrollY,
      }));
      if (!focused.inMain) break;
      scrolls.add(focused.scrollY);
      expect(focused.top).toBeGreaterThanOrEqual(headerBottom);
    }
    expect(scrolls.size).toBeGreaterThan(1);
  });

  test("the guest header at phone and desktop sizes, light and dark", async ({ page }) => {
    const header = page.getByRole("banner");
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize(phone);
      await page.goto("/about");
      await showScheme(page, scheme);
      await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
      expect(await accessibilityViolations(page), scheme).toEqual([]);
      await page.screenshot({
        path: join(screenshotsDir, `header-guest-390-${scheme}.png`),
        clip: { x: 0, y: 0, ...phone, height: 200 },
      });
      await page.setViewportSize(desktop);
      await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
      await page.screenshot({
        path: join(screenshotsDir, `header-guest-1280-${scheme}.png`),
        clip: { x: 0, y: 0, ...desktop, height: 200 },
      });
    }
  });

  test("the signed-in header: on a phone the avatar is the one menu, keyboard and axe", async ({ page }) => {
    test.setTimeout(60_000);
    const header = page.getByRole("banner");
    await signInAsDemoStudent(page);
    // The sign-in toast covers a phone's header: the screenshots wait for it to time out.
    await expect(page.getByRole("button", { name: "Close notification" })).toHaveCount(0, {
      timeout: 15_000,
    });
    for (const scheme of ["light", "dark"] as const) {
      await showScheme(page, scheme);
      await page.setViewportSize(phone);
      // The avatar is the only menu button: no hamburger, no second account menu.
      const menuButtons = header.getByRole("button", { name: /^(Open menu|Account menu for)/ });
      await expect(menuButtons.filter({ visible: true })).toHaveCount(1);
      const avatar = header.getByRole("button", { name: /^Open menu, signed in as / });
      await expect(avatar).toBeVisible();
      await page.screenshot({
        path: join(screenshotsDir, `header-student-390-${scheme}.png`),
        clip: { x: 0, y: 0, ...phone, height: 200 },
      });
      await avatar.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(
        menu.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Applications" }),
      ).toBeVisible();
      await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
      expect(await accessibilityViolations(page), scheme).toEqual([]);
      await page.screenshot({ path: join(screenshotsDir, `header-student-menu-390-${scheme}.png`) });
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(avatar).toBeFocused();

      await page.setViewportSize(desktop);
      await expect(avatar).toBeHidden();
      await expect(header.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(header.getByRole("button", { name: /^Account menu for/ })).toBeVisible();
      expect(await accessibilityViolations(page), scheme).toEqual([]);
      await page.screenshot({
        path: join(screenshotsDir, `header-student-1280-${scheme}.png`),
        clip: { x: 0, y: 0, ...desktop, height: 200 },
      });
    }
  });
});
