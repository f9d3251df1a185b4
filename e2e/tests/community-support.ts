import { join } from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";
import {
  accessibilityViolations,
  DEMO_PASSWORD,
  expectNoSidewaysScroll,
  registerStudent,
  screenshotsDir,
  showScheme,
  watchForErrors,
  watchRealtime,
} from "./support.js";

// The community journeys' shared steps: people signed in in browsers of their own, the live topics
// their sockets joined, and the screenshots of a page in both schemes and at 360 px.

export type Door = "company" | "admin";

export async function signedInPage(browser: Browser, door: Door, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchForErrors(page);
  const realtime = watchRealtime(page);
  const topics = watchSubscriptions(page);
  await page.goto(`/auth?type=${door}`);
  await page.getByLabel(door === "admin" ? "Work email" : "Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await realtime.authenticated;
  return { page, problems, topics, close: () => context.close() };
}

/**
 * A student registered now, signed in in a browser of their own: a first sign-in is a flagged one,
 * so their cooling period (20 seconds in this run) starts with it. The demo student would not do:
 * its cooling period may already be running or over from an earlier journey's sign-in.
 */
export async function newStudentPage(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchForErrors(page);
  const realtime = watchRealtime(page);
  const topics = watchSubscriptions(page);
  await registerStudent(page, firstName);
  await realtime.authenticated;
  return { page, problems, topics, close: () => context.close() };
}

/** The topics the server confirmed to any of the page's sockets ("subscribed"). */
export function watchSubscriptions(page: Page): Set<string> {
  const topics = new Set<string>();
  page.on("websocket", (socket) => {
    socket.on("framereceived", ({ payload }) => {
      try {
        const message = JSON.parse(payload.toString()) as { type?: string; data?: { topic?: string } };
        if (message.type === "subscribed" && message.data?.topic) topics.add(message.data.topic);
      } catch {
        // Not a message of ours.
      }
    });
  });
  return topics;
}

/** Light and dark at 1280 px, then 360 px: no sideways scroll, no axe violation, a screenshot each. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const [scheme, width] of [
    ["light", 1280],
    ["dark", 1280],
    ["dark", 360],
    ["light", 360],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await showScheme(page, scheme);
    if (width === 360) await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page), `${name} ${scheme} ${width}`).toEqual([]);
    // From the top: a page scrolled by the last check would draw the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(screenshotsDir, `${name}-${scheme}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await showScheme(page, "light");
}
