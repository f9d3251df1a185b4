import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  accessibilityViolations,
  DEMO_PASSWORD,
  FORM_MIN_FILL_MS,
  screenshotsDir,
  solveMathChallenge,
  submitSignIn,
  uniqueEmail,
  watchForErrors,
} from "./support.js";

const TEAM_CODE = "meridian-team";

test.describe("access and session", () => {
  test("a new student registers, signs in, sees the dashboard and signs out", async ({ page }) => {
    const problems = watchForErrors(page);
    const email = uniqueEmail();
    const password = "E2e-Student-2026";

    await page.goto("/auth");
    // The form opens when the server signs its start: the time a person needs counts from there.
    const formStart = page.waitForResponse((response) => response.url().endsWith("/api/auth/form-start"));
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await formStart;
    // Read after the answer arrived, so never earlier than the moment the server signed.
    const openedAt = Date.now();

    await page.getByLabel("First name").fill("Eve");
    await page.getByLabel("Last name").fill("Tester");
    await page.getByLabel("Phone").fill("+44 20 7946 0958");
    await expect(page.getByText("Phone number from United Kingdom")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    const create = page.getByRole("button", { name: "Create Account" });
    await expect(create).toBeDisabled();
    await expect(page.getByText("Please solve the math problem")).toBeVisible();
    await solveMathChallenge(page);
    await expect(create).toBeEnabled();

    // A person takes longer than this; the test waits until as much time has passed.
    await expect.poll(() => Date.now() - openedAt).toBeGreaterThanOrEqual(FORM_MIN_FILL_MS);
    await create.click();

    await expect(page.getByText("Registration successful! Please login.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Student sign in" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\/student$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Eve" })).toBeVisible();
    await expect(page.getByText("Student Dashboard")).toBeVisible();
    // A brand-new account is in its first hour: the login says community posting is restricted.
    await expect(
      page.getByText("Login successful! Note: Community posting is restricted for the first hour.").first(),
    ).toBeVisible();

    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menu").getByText("Student", { exact: true })).toBeVisible();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("auth_token"))).toBeNull();

    // Signed out, a guarded page sends the visitor to sign in, and back there afterwards.
    await page.goto("/dashboard/student");
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard%2Fstudent$/);
    expect(problems).toEqual([]);
  });

  test("the team-access code opens the team login, and an admin reaches the admin dashboard", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Student Access" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Team Access" })).toHaveCount(0);

    await page
      .getByRole("main")
      .getByRole("searchbox", { name: "Access code" })
      .fill(TEAM_CODE.toUpperCase());
    await expect(page.getByRole("heading", { level: 1, name: "Team Access" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?type=admin$/);

    await page.getByLabel("Work email").fill("admin@meridian.demo");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Amira" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Dashboard" }),
    ).toBeVisible();
    await expect(page.getByText(TEAM_CODE, { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a wrong code shows nothing", async ({ page }) => {
    await page.goto("/auth");
    const box = page.getByRole("main").getByRole("searchbox", { name: "Access code" });
    const checked = page.waitForResponse((response) => response.url().endsWith("/api/auth/team-access-code"));
    await box.fill("not-the-code");
    await box.press("Enter");
    expect(await (await checked).json()).toMatchObject({ data: { match: false } });
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Team Access" })).toHaveCount(0);
  });

  test("an admin invites a counselor, who registers from the link in another browser", async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await submitSignIn(page, "admin", "admin@meridian.demo");
    await expect(page).toHaveURL(/\/dashboard\/admin$/);

    const invitations = page.getByRole("region", { name: "Staff invitations" });
    const inviteeEmail = uniqueEmail("meridian.test");
    await invitations.getByLabel("Role").selectOption("counselor");
    await invitations.getByLabel("Link expires after").selectOption({ label: "7 days" });
    await invitations.getByLabel(/Email/).fill(inviteeEmail);
    await invitations.getByRole("button", { name: "Create invitation" }).click();

    const linkField = invitations.getByLabel("Invitation link (Counselor)");
    await expect(linkField).toBeVisible();
    await expect(invitations.getByText(/shown only once/)).toBeVisible();
    await invitations.getByRole("button", { name: "Copy" }).click();
    await expect(invitations.getByRole("button", { name: "Copied" })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await linkField.inputValue());
    expect(link).toMatch(/\/auth\/staff-invite\/[A-Za-z0-9_-]+$/);
    await expect(invitations.getByText(inviteeEmail)).toBeVisible();

    const other = await browser.newContext();
    try {
      const invitee = await other.newPage();
      const problems = watchForErrors(invitee);
      await invitee.goto(link);
      await expect(invitee.getByRole("heading", { level: 1, name: "Join the Meridian team" })).toBeVisible();
      await expect(invitee.getByLabel("Work email")).toHaveValue(inviteeEmail);
      await expect(invitee.getByLabel("Work email")).toHaveAttribute("readonly", "");
      await expect(invitee.getByLabel("Role")).toHaveValue("Counselor");
      await invitee.getByLabel("First name").fill("Chidi");
      await invitee.getByLabel("Last name").fill("Anagonye");
      await invitee.getByLabel("Password", { exact: true }).fill("Counsel-2026-e2e");
      await invitee.getByRole("button", { name: "Show password" }).click();
      await expect(invitee.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
      await invitee.getByRole("button", { name: "Create Account" }).click();
      await expect(invitee).toHaveURL(/\/dashboard\/team$/);
      await expect(invitee.getByRole("heading", { level: 1, name: "Welcome back, Chidi" })).toBeVisible();
      await expect(invitee.getByText("Counselor Dashboard").first()).toBeVisible();
      expect(problems).toEqual([]);

      // The link is single use.
      const third = await browser.newPage();
      await third.goto(link);
      await expect(third.getByRole("heading", { name: "Invalid or expired invitation link" })).toBeVisible();
      await expect(third.getByRole("link", { name: "Return to home" })).toBeVisible();
      await third.close();
    } finally {
      await other.close();
    }

    await page.reload();
    await expect(page.getByRole("region", { name: "Staff invitations" }).getByText(inviteeEmail)).toHaveCount(
      0,
    );
  });

  test("a company account created by an admin must replace its temporary password first", async ({
    page,
    browser,
  }) => {
    await submitSignIn(page, "admin", "admin@meridian.demo");
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    const companies = page.getByRole("region", { name: "Company accounts" });
    const email = uniqueEmail("acme.example");
    await companies.getByLabel("Company email").fill(email);
    await companies.getByLabel("Contact first name").fill("Ada");
    await companies.getByLabel("Contact last name").fill("Byron");
    await companies.getByRole("button", { name: "Create company account" }).click();
    const temporaryPassword = await companies.getByLabel(`Temporary password for ${email}`).inputValue();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(8);
    await expect(
      companies.getByRole("table", { name: "Existing company accounts" }).getByText(email),
    ).toBeVisible();

    const context = await browser.newContext();
    try {
      const company = await context.newPage();
      const problems = watchForErrors(company);
      await company.goto("/auth");
      await company.getByRole("link", { name: "Sign in", exact: true }).click();
      await expect(company.getByRole("heading", { level: 1, name: "Company Access" })).toBeVisible();
      await company.getByLabel("Email").fill(email);
      await company.getByLabel("Password", { exact: true }).fill(temporaryPassword);
      await company.getByRole("button", { name: "Sign In" }).click();
      await expect(company).toHaveURL(/\/settings$/);
      await expect(company.getByText("Choose your own password to continue")).toBeVisible();
      // Every other page waits until the password is replaced.
      await company.goto("/dashboard/company");
      await expect(company).toHaveURL(/\/settings$/);

      await company.getByLabel("Current password").fill(temporaryPassword);
      await company.getByLabel("New password", { exact: true }).fill("Acme-Own-2026");
      await company.getByLabel("Confirm new password").fill("Acme-Own-2026");
      await company.getByRole("button", { name: "Change Password" }).click();
      await expect(company).toHaveURL(/\/dashboard\/company$/);
      await expect(company.getByRole("heading", { level: 1, name: "Welcome back, Ada" })).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("a signed-in student who opens the admin dashboard lands on the student dashboard", async ({
    page,
  }) => {
    await submitSignIn(page, "student", "student@meridian.demo");
    await expect(page).toHaveURL(/\/dashboard\/student$/);
    await page.goto("/dashboard/admin");
    await expect(page).toHaveURL(/\/dashboard\/student$/);
    // "Welcome" when this run's first sign-in of the demo student happens to be this one.
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome(?: back)?, Sofia$/ })).toBeVisible();
    // Profile pages explain their refusal instead of redirecting.
    await page.goto("/dashboard/admin/profile");
    await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
    await expect(page.getByText("This page is only accessible to admin users.")).toBeVisible();
  });

  test("the sign-in page with both cards and the admin dashboard have no accessibility violations", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.getByRole("main").getByRole("searchbox", { name: "Access code" }).fill(TEAM_CODE);
    await expect(page.getByRole("heading", { level: 1, name: "Team Access" })).toBeVisible();
    await page.getByRole("link", { name: "All sign-in options" }).click();
    await expect(page.getByRole("heading", { name: "Student Access" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Team Access" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("main").getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByLabel(/What is/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await submitSignIn(page, "admin", "admin@meridian.demo");
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByText(TEAM_CODE, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Company accounts" }).getByText("company@meridian.demo"),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("screenshots of sign-in, registration, invitation and admin dashboard", async ({
    browser,
  }, testInfo) => {
    // Four pages in two sizes and two themes, two team sign-ins each: more than the default budget
    // on a busy machine, so this journey gets the slow-test allowance.
    test.slow();
    // An invitation to photograph, created through the admin's session.
    const admin = await browser.newPage();
    await submitSignIn(admin, "admin", "admin@meridian.demo");
    await expect(admin).toHaveURL(/\/dashboard\/admin$/);
    await admin.getByRole("button", { name: "Create invitation" }).click();
    const link = await admin.getByLabel(/Invitation link/).inputValue();
    await admin.close();

    for (const colorScheme of ["light", "dark"] as const) {
      for (const [label, viewport] of [
        ["1280x800", { width: 1280, height: 800 }],
        ["390x844", { width: 390, height: 844 }],
      ] as const) {
        const context = await browser.newContext({ viewport, colorScheme });
        const page = await context.newPage();
        const shots: [string, () => Promise<void>][] = [
          [
            "auth-sign-in",
            async () => {
              await page.goto("/auth?type=student");
              await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
            },
          ],
          [
            "auth-create-account",
            async () => {
              await page.goto("/auth?type=student&mode=register");
              await expect(page.getByLabel(/What is/)).toBeVisible();
            },
          ],
          [
            "staff-invitation",
            async () => {
              await page.goto(link);
              await expect(page.getByRole("heading", { name: "Join the Meridian team" })).toBeVisible();
            },
          ],
          [
            "admin-dashboard",
            async () => {
              await submitSignIn(page, "admin", "admin@meridian.demo");
              await expect(page.getByText(TEAM_CODE, { exact: true })).toBeVisible();
            },
          ],
        ];
        for (const [name, open] of shots) {
          await open();
          const path = join(screenshotsDir, `${name}-${label}-${colorScheme}.png`);
          await page.screenshot({ path, fullPage: true });
          await testInfo.attach(`${name}-${label}-${colorScheme}`, { path, contentType: "image/png" });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${name} overflows sideways at ${label}`).toBeLessThanOrEqual(0);
        }
        await context.close();
      }
    }
  });
  test("on a phone the sign-in controls are touch targets of at least 44 px, and no page of the app shows the site footer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const tall = async (name: string | RegExp) => {
      const box = await page.getByRole("main").getByRole("link", { name, exact: true }).first().boundingBox();
      expect(box?.height ?? 0, String(name)).toBeGreaterThanOrEqual(44);
    };
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Student Access" })).toBeVisible();
    for (const name of ["Sign In", "Get Started", "Sign in"]) await tall(name);
    await page.getByRole("main").getByRole("link", { name: "Sign In", exact: true }).click();
    const create = page.getByRole("button", { name: "Create an account" });
    expect((await create.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await create.click();
    const back = page.getByRole("button", { name: "Sign in", exact: true });
    expect((await back.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    // The public page keeps the site's footer.
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Explore" })).toBeVisible();

    await submitSignIn(page, "student", "student@meridian.demo");
    await expect(page).toHaveURL(/\/dashboard\/student$/);
    await page.goto("/student/chat");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/© \d{4} Meridian/)).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Explore" })).toHaveCount(0);
  });
});
