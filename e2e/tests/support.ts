import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: an injected <script> would be refused by our CSP.
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const screenshotsDir = join(import.meta.dirname, "..", "..", ".artifacts", "screenshots");

/** Collects what a user would never want to see: console errors, page errors and failed requests. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    // A request cancelled because the page moved on is not a failure anyone sees.
    const reason = request.failure()?.errorText ?? "";
    if (reason !== "net::ERR_ABORTED") problems.push(`failed: ${request.url()} ${reason}`);
  });
  return problems;
}

/**
 * Waits until a prerendered page's code has taken the page over (decision 060): until then its links
 * are plain HTML, and a click on one loads the next page from the server, as on any site. The mark
 * read is the one React leaves on the element it hydrates.
 */
export async function waitForPageCode(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
  });
}

/** Runs axe-core on the page and returns the violations as readable lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Half a megabyte of script: parsed once per page, not once per check (light, dark, phone…).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Contrast is judged on the page at rest: a toast fading in is half transparent for a moment.
    // Endless animations (spinners, skeletons) are left running.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const result = await (
      window as unknown as {
        axe: {
          run: (
            context?: unknown,
            options?: unknown,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
  });
}

/**
 * Watches the page's realtime socket: `authenticated` resolves when the server answers the
 * handshake, and `types` lists every message type the server sent. Call it before the page signs
 * in, so the socket is seen from its first frame.
 */
export function watchRealtime(page: Page): { authenticated: Promise<void>; types: string[] } {
  const types: string[] = [];
  const authenticated = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        const type = readMessageType(payload);
        if (!type) return;
        types.push(type);
        if (type === "authenticated") resolve();
      });
    });
  });
  return { authenticated, types };
}

function readMessageType(payload: string | Buffer): string | undefined {
  try {
    const message: unknown = JSON.parse(payload.toString());
    return typeof message === "object" && message !== null && "type" in message
      ? String(message.type)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The password of the seed's demo accounts (README). */
export const DEMO_PASSWORD = "Demo-Meridian-2026";

/** Signs in as the seed's demo student through the sign-in form and waits for the dashboard. */
export async function signInAsDemoStudent(page: Page): Promise<void> {
  await page.goto("/auth?type=student");
  await page.getByLabel("Email").fill("student@meridian.demo");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/**
 * Signs a demo team member in through the team screen (which /auth?type=admin opens directly) and
 * waits for where the door sends them: /dashboard/admin for an admin, /dashboard/team otherwise.
 */
export async function signInAsTeam(page: Page, email: string): Promise<void> {
  await page.goto("/auth?type=admin");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/(admin|team)$/);
}

/** Fails when the page is wider than the window (a sideways scroll, e.g. at 360 px). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

// The server refuses registration forms sent sooner than 3 s after it signed their start.
export const FORM_MIN_FILL_MS = 3_000;

export function uniqueEmail(domain = "gmail.com"): string {
  return `e2e-${randomUUID().slice(0, 8)}@${domain}`;
}

/** Answers the security check by reading its question, e.g. "What is 7 + 3?". */
export async function solveMathChallenge(page: Page): Promise<void> {
  const label = page.locator("label", { hasText: "What is" });
  await expect(label).toBeVisible();
  const match = (await label.innerText()).match(/(\d+)\s*([+-])\s*(\d+)/);
  if (!match) throw new Error("no math question on the page");
  const [, left, operator, right] = match;
  const answer = operator === "+" ? Number(left) + Number(right) : Number(left) - Number(right);
  await page.getByLabel(/What is/).fill(String(answer));
}

/** Registers a new student through the form, as a person would, and signs them in. */
export async function registerStudent(page: Page, firstName: string): Promise<{ email: string }> {
  const email = uniqueEmail();
  const password = "E2e-Student-2026";
  const formStart = page.waitForResponse((response) => response.url().endsWith("/api/auth/form-start"));
  await page.goto("/auth?type=student&mode=register");
  await formStart;
  const openedAt = Date.now();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("Phone").fill("+44 20 7946 0958");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await solveMathChallenge(page);
  await expect.poll(() => Date.now() - openedAt).toBeGreaterThanOrEqual(FORM_MIN_FILL_MS);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration successful! Please login.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  return { email };
}

/**
 * Switches the colour scheme and waits for the colour transitions it started to end: axe measures
 * contrast on the colours shown, and half-way through a transition they are neither theme's.
 */
export async function showScheme(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme });
  const html = expect(page.locator("html"));
  await (colorScheme === "dark" ? html.toHaveClass(/\bdark\b/) : html.not.toHaveClass(/\bdark\b/));
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    // A transition cut short (its element re-rendered) rejects: it is over all the same.
    await Promise.allSettled(transitions.map((transition) => transition.finished));
  });
}
