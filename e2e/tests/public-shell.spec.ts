import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { accessibilityViolations, screenshotsDir, solveMathChallenge, watchForErrors } from "./support.js";

/** The header's tooltip code, loaded once the page is idle. */
const tooltipChunk = "**/assets/tooltip-*.js";

/** From now on, the code chunks `pattern` matches throw as they load, as after a broken deploy. */
function breakChunks(page: Page, pattern: string) {
  return page.route(pattern, (route) =>
    route.fulfill({ contentType: "text/javascript", body: 'throw new Error("broken chunk");' }),
  );
}

/**
 * Opens the landing page with its code held back, as on a slow connection: the painted HTML only,
 * until the returned function lets the code load.
 */
async function openLandingWithoutCode(page: Page): Promise<() => void> {
  let releaseCode!: () => void;
  const released = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not "load": the held script would hold the load event too.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  return releaseCode;
}

test.describe("public shell", () => {
  test("the landing page renders with no console errors and no accessibility violations", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
    // The figures are the catalogue's own: the shipped file's 10,393 universities (other specs may
    // import more into the shared server), as the server counts them.
    const facts = (await (await page.request.get("/api/site-facts")).json()).data;
    expect(facts.universities).toBeGreaterThanOrEqual(10_393);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    const figure = (label: string) =>
      hero
        .locator("dl > div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
        .locator("dd");
    await expect(figure("Universities")).toHaveText(facts.universities.toLocaleString("en-US"));
    await expect(figure("Countries")).toHaveText(String(facts.countries));
    await expect(hero.getByText(/500\+|50K\+|95%/)).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    // The landing page draws with the brand font's core face alone (scripts/brand-font.mjs).
    expect(fonts).toEqual([expect.stringMatching(/^\/assets\/inter-core-wght-[\w-]+\.woff2$/)]);
    const brandFaces = await page.evaluate(() => {
      const statuses: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.includes("Inter Variable")) statuses.push(face.status);
      });
      return statuses;
    });
    expect(brandFaces.sort()).toEqual(["loaded", "unloaded"]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await hero.locator("dl").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotsDir, "landing-figures-360.png") });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(figure("Universities")).toHaveText(facts.universities.toLocaleString("en-US"));
    await hero.locator("dl").scrollIntoViewIfNeeded();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "landing-figures-360-dark.png") });
  });

  test("Watch Demo steps through real screens of the product, by button and by arrow key", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Watch Demo" }).click();
    const dialog = page.getByRole("dialog", { name: "A tour of Meridian" });
    const picture = dialog.getByRole("img");
    await expect(dialog.getByText(/^Step 1 of \d+$/)).toBeVisible();
    // The picture is there, decoded, not a broken link.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const firstAlt = await picture.getAttribute("alt");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText(/^Step 2 of \d+$/)).toBeVisible();
    await expect(picture).not.toHaveAttribute("alt", firstAlt ?? "");
    await dialog.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(/^Step 1 of \d+$/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "landing-tour.png") });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Watch Demo" })).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("the landing page, About and the legal pages arrive as HTML, then hydrate without errors or CSP violations", async ({
    page,
  }) => {
    // Before any script runs: the server's answer already carries the page (decision 050).
    const landing = await (await page.request.get("/")).text();
    expect(landing).toMatch(/<h1[^>]*>Study abroad with a plan <span[^>]*>you can trust<\/span><\/h1>/);
    const about = await (await page.request.get("/about")).text();
    expect(about).toContain("<title>About · Meridian</title>");
    expect(about).toMatch(/<h1[^>]*>/);
    for (const [path, title, heading] of [
      ["/privacy", "Privacy notice", "How long it is kept"],
      ["/terms", "Terms of use", "Guidance, not a promise"],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(`<title>${title} · Meridian</title>`);
      expect(html).toContain(heading);
    }
    // Other pages start from the empty shell.
    expect(await (await page.request.get("/universities")).text()).toContain('<div id="root"></div>');

    const problems = watchForErrors(page);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      for (const path of ["/", "/about", "/privacy", "/terms"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The page paints first; its code is fetched after (decision 060), once the paint has been
        // seen, which on a busy machine can be after the network has gone quiet.
        const times = () =>
          page.evaluate(() => ({
            paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
            code: performance
              .getEntriesByType("resource")
              .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
          }));
        await expect.poll(async () => (await times()).code).toBeGreaterThan(0);
        const { paint, code } = await times();
        expect(paint).toBeGreaterThan(0);
        expect(code).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
        await page.waitForLoadState("networkidle");
      }
      // Hydrated: a client-side navigation works, and the page it opens (which loads Zod) reports no violation.
      await page.getByRole("contentinfo").getByRole("link", { name: "Universities" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Find Your Perfect University" }),
      ).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    // A dialog locks the page's scroll with styles made at run time, under the same policy.
    await page.goto("/");
    await page.getByRole("button", { name: "Book a Demo" }).click();
    await expect(page.getByRole("dialog", { name: "Book a Demo" })).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    expect(problems).toEqual([]);
  });

  test("Book a Demo opens the contact form, and the message reaches the admins", async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Book a Demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a Demo" });
    await expect(dialog.getByLabel("Topic")).toHaveValue("demo");
    await dialog.getByLabel("Your name").fill("Ada Registrar");
    await dialog.getByLabel("Email").fill("ada.registrar@example.org");
    await dialog
      .getByLabel("Message")
      .fill("We are a school of 400 students and would like a demo next month.");
    await solveMathChallenge(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "landing-book-a-demo.png") });
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Message sent").first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the footer's Support opens the same form (no mail to a placeholder address)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Support" }).click();
    await expect(page.getByRole("dialog", { name: "Contact Support" }).getByLabel("Topic")).toHaveValue("");
  });

  test("the theme toggle switches to dark and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle theme" }).first().click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Toggle theme" }).first().click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });

  test("the API reference lists the endpoints under the app's own security policy", async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto("/api/docs");
    // The reference renders the OpenAPI document in the browser, heading first, then the operations
    // in batches as the reader scrolls: the first ones are on screen, the rest are in the document.
    await expect(page.getByRole("heading", { name: /Meridian API/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("/api/health/live", { exact: true }).first()).toBeVisible({
      timeout: 15_000,
    });
    const document = await (await page.request.get("/api/docs/json")).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/universities", "/api/community/posts", "/api/subscription-plans"]),
    );
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });

  test("an unknown route shows the not-found page, with a 404, a university search and ways on", async ({
    page,
  }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
    const wayOn = page.getByRole("navigation", { name: "Pages to go on to" });
    for (const name of ["Home", "Browse universities", "Community", "Sign in"]) {
      await expect(wayOn.getByRole("link", { name })).toBeVisible();
    }
    await page.getByRole("searchbox", { name: "Search universities" }).fill("toronto");
    await page.getByRole("searchbox", { name: "Search universities" }).press("Enter");
    await expect(page).toHaveURL(/\/universities\?search=toronto$/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a button clicked on the painted landing page before its code has loaded is answered once it has", async ({
    page,
  }) => {
    const releaseCode = await openLandingWithoutCode(page);
    await page.getByRole("button", { name: "Book a Demo" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    releaseCode();
    const dialog = page.getByRole("dialog", { name: "Book a Demo" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Topic")).toHaveValue("demo");
  });

  test("a visitor who scrolled the painted page before its code loaded stays where they are", async ({
    page,
  }) => {
    const releaseCode = await openLandingWithoutCode(page);
    // Down to the footer and its Support button (the click is held until the code runs).
    const support = page.getByRole("contentinfo").getByRole("button", { name: "Support" });
    await support.click();
    await expect(support).toBeInViewport();
    releaseCode();
    await expect(page.getByRole("dialog", { name: "Contact Support" })).toBeVisible();
    // The page came to life where the visitor was, not back at the top (read past the open
    // dialog, which hides the page from the accessibility tree).
    await expect(page.locator("footer button", { hasText: "Support" })).toBeInViewport();
    await expect(page.locator("main h1")).not.toBeInViewport();
  });

  test("a tooltip whose code fails to load leaves the page working", async ({ page }) => {
    await breakChunks(page, tooltipChunk);
    // The header's tooltips load once the page is idle.
    const tooltipAsked = page.waitForRequest(tooltipChunk);
    await page.goto("/");
    await tooltipAsked;
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await page.getByRole("navigation").first().getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Making study abroad clear/ })).toBeVisible();
  });

  test("the crash screen appears when a page fails, and Refresh Page reloads it", async ({ page }) => {
    // The page first gets everything it loads, the header's idle-time tooltip included.
    const tooltipAsked = page.waitForRequest(tooltipChunk);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await tooltipAsked;
    await page.waitForLoadState("networkidle");
    await breakChunks(page, "**/assets/*.js");
    await page.getByRole("navigation").first().getByRole("link", { name: "About" }).click();
    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(
      page.getByText("The application encountered an error. Please refresh the page."),
    ).toBeVisible();
    await page.unroute("**/assets/*.js");
    await page.getByRole("button", { name: "Refresh Page" }).click();
    await expect(page.getByText("Something went wrong")).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the community, linked from the header, is open to guests", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation").first().getByRole("link", { name: "Community" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to join the discussion" })).toBeVisible();
  });

  test("landing screenshots at desktop and phone sizes", async ({ page }, testInfo) => {
    for (const [name, size] of [
      ["landing-1280x800", { width: 1280, height: 800 }],
      ["landing-390x844", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const path = join(screenshotsDir, `${name}.png`);
      await page.screenshot({ path, fullPage: false });
      await testInfo.attach(name, { path, contentType: "image/png" });
      // Nothing may overflow sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
