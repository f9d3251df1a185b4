import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { freePort } from "../free-port.js";
import {
  accessibilityViolations,
  DEMO_PASSWORD,
  screenshotsDir,
  signInAsDemoStudent,
  watchForErrors,
  watchRealtime,
} from "./support.js";

const STUDENT_EMAIL = "student@meridian.demo";

async function signInAsStudent(page: Page): Promise<void> {
  await signInAsDemoStudent(page);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
}

/** Signs the student in through the API from a browser the account never used: the server notifies. */
async function signInFromNewBrowser(request: APIRequestContext): Promise<void> {
  const userAgent = `Meridian-e2e-${randomUUID()}`;
  const csrf = await request.get("/api/auth/csrf-token", { headers: { "User-Agent": userAgent } });
  expect(csrf.ok()).toBe(true);
  const token = ((await csrf.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const login = await request.post("/api/auth/student-login", {
    headers: { "User-Agent": userAgent, "x-csrf-token": token },
    data: { email: STUDENT_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
}

/**
 * Signs the student in and answers the unread count the dashboard was given as it loaded, once the
 * bell names it (read from the bell alone, the count could still be on its way).
 */
async function signInCountingUnread(page: Page): Promise<number> {
  const counted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/notifications/unread-count" && response.ok(),
  );
  await signInAsStudent(page);
  const { data } = (await (await counted).json()) as { data: { count: number } };
  await expect(bellNamed(page, data.count)).toBeVisible();
  return data.count;
}

/** The toasts on screen (Radix renders them as items of the "Notifications (F8)" region). */
function toastList(page: Page) {
  return page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
}

function bellNamed(page: Page, count: number) {
  return page.getByRole("banner").getByRole("button", {
    name: count > 0 ? `Notifications, ${count} unread` : "Notifications",
    exact: true,
  });
}

test.describe("realtime notifications", () => {
  test("a live notification raises the badge, shows a toast, and stays right after marking it read", async ({
    page,
    request,
  }) => {
    const problems = watchForErrors(page);
    const realtime = watchRealtime(page);
    const before = await signInCountingUnread(page);
    // A notification reaches the page live only once its socket is authenticated.
    await realtime.authenticated;

    await signInFromNewBrowser(request);

    await expect(bellNamed(page, before + 1)).toBeVisible({ timeout: 10_000 });
    await expect(toastList(page).filter({ hasText: "New sign-in to your account" })).toBeVisible();

    await bellNamed(page, before + 1).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await panel.getByRole("button", { name: "Mark as read: New sign-in to your account" }).first().click();
    await expect(bellNamed(page, before)).toBeVisible();

    await page.reload();
    await expect(bellNamed(page, before)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the notifications page filters, marks read and deletes, and passes axe", async ({
    page,
    request,
  }) => {
    await signInAsStudent(page);
    await signInFromNewBrowser(request);
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByText("New sign-in to your account").first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: /^Unread/ }).click();
    await expect(page.getByRole("tab", { name: /^Unread/ })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("You're all caught up")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "All" }).click();
    const rows = page.getByRole("button", { name: /^Delete notification:/ });
    const count = await rows.count();
    await rows.first().click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(rows).toHaveCount(count - 1);
    await page.reload();
    await expect(page.getByRole("button", { name: /^Delete notification:/ })).toHaveCount(count - 1);
  });

  test("screenshots of the bell popover and the notifications page", async ({ page, request }) => {
    await signInAsStudent(page);
    await signInFromNewBrowser(request);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      for (const colorScheme of ["light", "dark"] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto("/notifications");
        await expect(page.getByText("New sign-in to your account").first()).toBeVisible();
        const tag = `${viewport.width}x${viewport.height}-${colorScheme}`;
        await page.screenshot({ path: join(screenshotsDir, `notifications-page-${tag}.png`) });
        await page
          .getByRole("banner")
          .getByRole("button", { name: /^Notifications/ })
          .click();
        await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
        await page.screenshot({ path: join(screenshotsDir, `notifications-bell-${tag}.png`) });
        await page.keyboard.press("Escape");
      }
    }
  });
});

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the second server was not ready within ${timeoutMs} ms`);
}

test.describe("realtime load alerts", () => {
  test("the second socket on a server limited to two brings the capacity toast", async ({ browser }) => {
    test.setTimeout(150_000);
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "meridian-e2e-ws-limit-"));
    const baseURL = `http://127.0.0.1:${port}`;
    const child = spawn("node", ["../apps/server/dist/main.js"], {
      cwd: join(import.meta.dirname, ".."),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        WS_MAX_CONNECTIONS: "2",
        LOG_LEVEL: "warn",
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    try {
      await waitUntilReady(`${baseURL}/api/health/ready`, child, 100_000);
      const first = await browser.newContext({ baseURL });
      const second = await browser.newContext({ baseURL });
      try {
        const pageOne = await first.newPage();
        const socketOne = watchRealtime(pageOne);
        await signInAsStudent(pageOne);
        await expect(
          pageOne.getByRole("banner").getByRole("button", { name: /^Notifications/ }),
        ).toBeVisible();
        // One of two connections: below the warning ratio, so nothing is announced by the time
        // the handshake is answered (alerts go out as sockets connect, before that answer).
        await socketOne.authenticated;
        expect(socketOne.types).not.toContain("system_alert");
        await expect(pageOne.getByText("🚨 Server At Capacity")).toHaveCount(0);

        const pageTwo = await second.newPage();
        await signInAsStudent(pageTwo);
        // The page that was already signed in gets the alert when the second socket fills the node.
        // (The newcomer gets it too, but its own "Login successful" toast follows and, one toast
        // at a time, replaces it.) A background window does not paint, so it is checked in front.
        await pageOne.bringToFront();
        const alert = toastList(pageOne).filter({ hasText: "🚨 Server At Capacity" });
        await expect(alert).toBeVisible({ timeout: 10_000 });
        await expect(alert).toContainText("2/2 users - some features may be slower");
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(undefined);
        else child.once("exit", resolve);
      });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
