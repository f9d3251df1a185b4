import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  accessibilityViolations,
  chooseCounselor,
  expectNoSidewaysScroll,
  openBrowser,
  registerAndSignIn,
  screenshotsDir,
  showScheme,
  signInAsTeam,
  studentOfThisRun,
  uniqueEmail,
  watchRealtime,
} from "./support.js";

const COUNSELOR = "Daniel Okafor";

const planCard = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Available plans" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

/** The toasts on screen (Radix renders them as items of the "Notifications (F8)" region). */
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");

/** axe and a screenshot in light and dark, and no sideways scroll at 360 px. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await showScheme(page, scheme);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, `${name}-${scheme}.png`), fullPage: true });
  }
  await showScheme(page, "light");
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: join(screenshotsDir, `${name}-360.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test.describe("buying a plan", () => {
  test("a new student chooses a plan, asks for it, an admin approves the payment, the counselor hears of it live, the dashboard shows the plan", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { run, firstName, name } = studentOfThisRun("Maya");
    const email = uniqueEmail();

    // 1. A guest chooses the Champion plan and is sent to sign in, with the plan to come back to.
    const { page: student, problems: studentProblems } = await openBrowser(browser);
    await student.goto("/plans");
    await planCard(student, "Champion").getByRole("link", { name: "Choose Plan" }).click();
    await expect(student).toHaveURL(/\/auth\?type=student&next=%2Fcheckout%2F[0-9a-f-]{36}$/);
    const checkoutPath = decodeURIComponent(new URL(student.url()).searchParams.get("next") ?? "");

    // 2. They register instead, sign in, and land on that plan's checkout.
    await registerAndSignIn(
      student,
      () => student.getByRole("button", { name: "Create an account" }).click(),
      {
        firstName,
        email,
      },
    );
    await expect(student).toHaveURL(new RegExp(`${checkoutPath}$`));
    await expect(student.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(student.getByRole("heading", { name: "Champion" }).first()).toBeVisible();
    await checkScreen(student, "journey-checkout");

    // 3. Manual payments (the default): the request waits for an admin.
    await student.getByRole("button", { name: "Request this plan" }).click();
    const request = student.getByRole("region", { name: "Your request" });
    await expect(request.getByText("Waiting for approval")).toBeVisible();
    await expect(request.getByText("$588", { exact: true })).toBeVisible();
    await checkScreen(student, "journey-checkout-requested");

    // 4. The counselor who works the student: the demo counselor, set by the admin (registration gave
    // the least-loaded counselor, which may be another one), signed in with their socket ready.
    const { page: admin, problems: adminProblems } = await openBrowser(browser);
    await signInAsTeam(admin, "admin@meridian.demo");
    await admin.goto("/dashboard/admin/students");
    const table = admin.getByRole("region", { name: "Students and their counselors" });
    await table.getByLabel("Search students").fill(email);
    const row = table.getByRole("row", { name });
    await expect(row.getByRole("button", { name: `Change counselor of ${name}` })).toBeVisible();
    if (!(await row.getByText(COUNSELOR, { exact: true }).isVisible())) {
      await row.getByRole("button", { name: `Change counselor of ${name}` }).click();
      const dialog = admin.getByRole("dialog", { name: `Counselor for ${name}` });
      await chooseCounselor(dialog, new RegExp(`^${COUNSELOR} · `));
      await expect(row.getByText(COUNSELOR, { exact: true })).toBeVisible();
    }
    const { page: counselor, problems: counselorProblems } = await openBrowser(browser);
    const counselorSocket = watchRealtime(counselor);
    await signInAsTeam(counselor, "counselor@meridian.demo");
    await counselorSocket.authenticated;

    // 5. The admin finds the request in the queue and approves it with the payment's evidence.
    await admin.goto("/dashboard/admin/payments");
    const item = admin.getByRole("listitem", { name: `${name}, Champion` });
    await expect(item).toBeVisible();
    await checkScreen(admin, "journey-payments-queue");
    await item.getByRole("button", { name: `Approve the request of ${name}` }).click();
    const approve = admin.getByRole("dialog", { name: "Approve the payment" });
    await approve.getByLabel("Payment reference").fill(`BANK-${run}`);
    await expect(approve.getByLabel("Amount paid")).toHaveValue("588.00");
    await approve.getByRole("button", { name: "Approve" }).click();
    await expect(toasts(admin).filter({ hasText: "Payment approved" })).toBeVisible();
    await expect(admin.getByRole("listitem", { name: `${name}, Champion` })).toHaveCount(0);

    // 6. The counselor is told live, without reloading.
    await expect(toasts(counselor).filter({ hasText: `${name} bought the Champion plan` })).toBeVisible();

    // 7. The student's dashboard shows the plan, its renewal date and the Premium badge.
    await student.goto("/dashboard/student");
    await expect(student.getByText("Premium Member")).toBeVisible();
    const plan = student.getByRole("region", { name: "My plan" });
    await expect(plan).toContainText(/champion/i);
    await expect(plan).toContainText(/Renews on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await checkScreen(student, "journey-dashboard-plan");

    // 8. The receipt in /settings, and /plans knows the plan is theirs.
    await student.goto("/settings#plan");
    await expect(student.getByRole("table").filter({ hasText: `BANK-${run}` })).toBeVisible();
    await checkScreen(student, "journey-settings-plan");
    await student.goto("/plans");
    await expect(
      planCard(student, "Champion").getByRole("button", { name: "Your current plan" }),
    ).toBeDisabled();

    for (const problems of [studentProblems, adminProblems, counselorProblems]) expect(problems).toEqual([]);
  });
});
