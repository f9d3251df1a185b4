import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import {
  registerStudent,
  signedInPage,
  watchForErrors,
  watchRealtime,
  watchSubscriptions,
} from "./support.js";

// The community journeys' shared steps: a new student in a browser of their own, a comment
// reported, and a moderator's hiding of it.

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

/** Reports the comment that says `said`, giving `reason`, and sees the report sent. */
export async function reportComment(page: Page, said: string, reason: string): Promise<void> {
  const comment = page.getByRole("article", { name: /^Comment by / }).filter({ hasText: said });
  await comment.getByRole("button", { name: /^Report comment by/ }).click();
  const report = page.getByRole("dialog", { name: "Report this comment" });
  await report.getByRole("textbox", { name: "Reason" }).fill(reason);
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report).toBeHidden();
  await expect(page.getByText("Report sent", { exact: true })).toBeVisible();
}

/**
 * An admin, in a browser of their own, hides a reported item from the moderation queue: the item
 * `label` names, with the button `hide` names; `whileQueued` looks at the item before it goes.
 */
export async function hideFromModerationQueue(
  browser: Browser,
  label: string | RegExp,
  hide: string | RegExp,
  whileQueued?: (queued: Locator) => Promise<void>,
): Promise<void> {
  const admin = await signedInPage(browser, "admin", "admin@meridian.demo");
  try {
    await admin.page.goto("/dashboard/admin/community");
    const queued = admin.page
      .getByRole("list", { name: "Waiting for a moderator" })
      .getByRole("listitem", { name: label });
    await expect(queued).toBeVisible();
    await whileQueued?.(queued);
    await queued.getByRole("button", { name: hide }).click();
    await expect(queued).toBeHidden();
    expect(admin.problems).toEqual([]);
  } finally {
    await admin.close();
  }
}
