import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Browser, expect, type Locator, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: an injected <script> would be refused by our CSP.
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const screenshotsDir = join(import.meta.dirname, "..", "..", ".artifacts", "screenshots");

// Real files for uploads: the server reads their first bytes. A 1x1 PNG, and a small PDF whose
// text makes it unique (a run's own).
export const pixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
export const pdfOf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

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

/** The password of the seed's demo accounts (README). */
export const DEMO_PASSWORD = "Demo-Meridian-2026";

/** The sign-in screens, as /auth?type=… opens them: the team's (admin) asks for a work email. */
export type Door = "student" | "company" | "admin";

/** Fills the sign-in form behind a door and sends it; where it leads is the caller's to check. */
export async function submitSignIn(
  page: Page,
  door: Door,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`/auth?type=${door}`);
  await page.getByLabel(door === "admin" ? "Work email" : "Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in as the seed's demo student through the sign-in form and waits for the dashboard. */
export async function signInAsDemoStudent(page: Page): Promise<void> {
  await submitSignIn(page, "student", "student@meridian.demo");
  await expect(page).toHaveURL(/\/dashboard/);
}

/**
 * Signs a demo team member in through the team screen (which /auth?type=admin opens directly) and
 * waits for where the door sends them: /dashboard/admin for an admin, /dashboard/team otherwise.
 */
export async function signInAsTeam(page: Page, email: string): Promise<void> {
  await submitSignIn(page, "admin", email);
  await expect(page).toHaveURL(/\/dashboard\/(admin|team)$/);
}

/** A page in a browser of its own (its own storage: its own session), with its problems watched. */
export async function openBrowser(browser: Browser): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { page, problems: watchForErrors(page) };
}

/**
 * A demo account signed in in a browser of its own, its socket authenticated, with the live topics
 * its sockets joined watched from the first frame.
 */
export async function signedInPage(browser: Browser, door: Exclude<Door, "student">, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchForErrors(page);
  const realtime = watchRealtime(page);
  const topics = watchSubscriptions(page);
  await submitSignIn(page, door, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await realtime.authenticated;
  return { page, problems, topics, close: () => context.close() };
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

/** The password of the students the journeys register. */
export const NEW_STUDENT_PASSWORD = "E2e-Student-2026";

/**
 * Registers a student "<firstName> Tester" through the form `openForm` opens (its address, the
 * register link of a sign-in page), as a person would and no sooner than the server accepts, then
 * signs in on the sign-in form registration leads to. Where that lands is the caller's to check.
 */
export async function registerAndSignIn(
  page: Page,
  openForm: () => Promise<unknown>,
  { firstName, email }: { firstName: string; email: string },
): Promise<void> {
  const formStart = page.waitForResponse((response) => response.url().endsWith("/api/auth/form-start"));
  await openForm();
  await formStart;
  const openedAt = Date.now();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("Phone").fill("+44 20 7946 0958");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(NEW_STUDENT_PASSWORD);
  await solveMathChallenge(page);
  await expect.poll(() => Date.now() - openedAt).toBeGreaterThanOrEqual(FORM_MIN_FILL_MS);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration successful! Please login.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(NEW_STUDENT_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * The student a journey registers: the run's own id (for its files and references), a first name
 * no other run has used (letters only, as a name must be) and the full name registration gives.
 */
export function studentOfThisRun(prefix: string): { run: string; firstName: string; name: string } {
  const run = randomUUID().slice(0, 8);
  const firstName = `${prefix}${run.replace(/\d/g, "x")}`;
  return { run, firstName, name: `${firstName} Tester` };
}

/** Registers a new student through the form, as a person would, and signs them in. */
export async function registerStudent(page: Page, firstName: string): Promise<{ email: string }> {
  const email = uniqueEmail();
  await registerAndSignIn(page, () => page.goto("/auth?type=student&mode=register"), { firstName, email });
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  return { email };
}

/** The calendar date `days` from today (local, as the browser counts), as the date input takes it. */
export function daysFromNow(days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Sends the files of the upload dialog with the button `send`, the uploads held at the network
 * until the progress bar `uploading` names has been seen (a fast upload could skip it), and waits
 * for the dialog to close.
 */
export async function uploadSeeingProgress(
  page: Page,
  dialog: Locator,
  send: string,
  uploading: string,
): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/documents", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: send }).click();
  await expect(dialog.getByRole("progressbar", { name: uploading })).toBeVisible();
  release();
  await expect(dialog).toBeHidden();
  await page.unroute("**/api/documents");
}

/** The number of students a counselor's row in the admin's loads panel shows. */
export async function counselorLoad(loads: Locator, name: string): Promise<number> {
  const text = await loads.getByRole("row", { name }).innerText();
  const match = text.match(/(\d+) students?/);
  if (!match) throw new Error(`no load in "${text}"`);
  return Number(match[1]);
}

/** In the admin's counselor dialog: chooses the counselor whose option `option` matches, and saves. */
export async function chooseCounselor(dialog: Locator, option: RegExp): Promise<void> {
  const picker = dialog.getByLabel("Counselor");
  const label = await picker.getByRole("option", { name: option }).textContent();
  await picker.selectOption({ label: label ?? "" });
  await dialog.getByRole("button", { name: "Save" }).click();
}

/**
 * On the admin's students page: takes the student of `row` from the counselor registration gave
 * them (the automatic rule is on by default), so the assignment that follows is the admin's own,
 * then assigns them to `counselor` and sees that counselor's load grow by one.
 */
export async function reassignCounselor(
  admin: Page,
  row: Locator,
  name: string,
  counselor: string,
): Promise<void> {
  const loads = admin.getByRole("region", { name: "Counselors" });
  await expect(row.getByRole("button", { name: `Change counselor of ${name}` })).toBeVisible();
  await row.getByRole("button", { name: `Change counselor of ${name}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Unassign" }).click();
  await expect(admin.getByText(`${name} has no counselor now`, { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Assign a counselor to ${name}` })).toBeVisible();
  const before = await counselorLoad(loads, counselor);

  await row.getByRole("button", { name: `Assign a counselor to ${name}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Counselor for ${name}` });
  await chooseCounselor(dialog, new RegExp(`^${counselor} · ${before} student`));
  await expect(admin.getByText(`${name} is now with ${counselor}`, { exact: true })).toBeVisible();
  await expect.poll(() => counselorLoad(loads, counselor)).toBe(before + 1);
  await expect(row.getByText(counselor, { exact: true })).toBeVisible();
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

/**
 * Light and dark at 1280 px, then at 360 px: no sideways scroll, no axe violation, a screenshot
 * each (`<name>-<scheme>-<width>.png`); the page is left light at 1280 px.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const [scheme, width] of [
    ["light", 1280],
    ["dark", 1280],
    ["dark", 360],
    ["light", 360],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await showScheme(page, scheme);
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page), `${name} ${scheme} ${width}`).toEqual([]);
    // From the top: a page scrolled by the last check would draw the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(screenshotsDir, `${name}-${scheme}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await showScheme(page, "light");
}
