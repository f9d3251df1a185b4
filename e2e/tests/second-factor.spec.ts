import { expect, type Page, test } from "@playwright/test";
import { generateSync } from "otplib";
import { csrfHeaders } from "../csrf-headers.js";
import {
  DEMO_PASSWORD,
  screenshots,
  signInAsTeam,
  submitSignIn,
  uniqueEmail,
  watchForErrors,
} from "./support.js";

const COUNSELOR_PASSWORD = "Counsel-2026-2fa";
const epoch = (stepsAhead = 0) => Math.floor(Date.now() / 1000) + stepsAhead * 30;

/** A JSON call as the web app makes it (CSRF pair, bearer when given); its envelope's data. */
async function api<T>(base: string, method: string, path: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: await csrfHeaders(base, token),
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A new counselor of this run, through a staff invitation the admin made: their email. */
async function newCounselor(base: string, adminToken: string): Promise<string> {
  const email = uniqueEmail("meridian.test");
  const { link } = await api<{ link: string }>(
    base,
    "POST",
    "/api/admin/staff-invitations",
    { teamRole: "counselor", expiresInHours: 24, email },
    adminToken,
  );
  const invitationToken = link.split("/").at(-1) ?? "";
  await api(base, "POST", "/api/auth/register-staff", {
    email,
    password: COUNSELOR_PASSWORD,
    firstName: "Noor",
    lastName: "Halvorsen",
    invitationToken,
  });
  return email;
}

/** The key the setup screen shows, without its grouping spaces. */
async function shownKey(page: Page): Promise<string> {
  const text = (await page.getByText(/^Key: [A-Z2-7 ]+$/).textContent()) ?? "";
  return text.replace(/^Key:/, "").replace(/\s+/g, "");
}

test.describe("two-step sign-in", () => {
  test("an admin requires a second factor for team accounts; a counselor is led to set it up, then signs in with a code", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Four screens, each shot in two schemes at two widths with an axe check: more than 30 s on a busy machine.
    test.slow();
    const base = baseURL ?? "";
    const problems = watchForErrors(page);
    const admin = await api<{ token: string }>(base, "POST", "/api/auth/team-login", {
      email: "admin@meridian.demo",
      password: DEMO_PASSWORD,
    });
    const counselorEmail = await newCounselor(base, admin.token);

    try {
      await signInAsTeam(page, "admin@meridian.demo");
      const teamAccess = page.getByRole("region", { name: "Team access" });
      const requirement = teamAccess.getByRole("switch", {
        name: "Require a second factor for team accounts",
      });
      await expect(requirement).toHaveAttribute("aria-checked", "false");
      await requirement.click();
      await expect(requirement).toHaveAttribute("aria-checked", "true");
      await expect(teamAccess.getByText(/sets it up at their next sign-in/)).toBeVisible();

      let context = await browser.newContext();
      try {
        let counselor = await context.newPage();
        let counselorProblems = watchForErrors(counselor);
        await submitSignIn(counselor, "admin", counselorEmail, COUNSELOR_PASSWORD);
        await expect(
          counselor.getByRole("heading", { level: 1, name: "Set up two-step sign-in" }),
        ).toBeVisible();
        await expect(counselor.getByRole("img", { name: /QR code of your new key/ })).toBeVisible();
        await screenshots(counselor, "second-factor-setup");
        const secret = await shownKey(counselor);
        expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

        const code = counselor.getByLabel("Authentication code");
        await expect(code).toHaveAttribute("autocomplete", "one-time-code");
        await code.fill(generateSync({ secret, epoch: epoch() }));
        await counselor.getByRole("button", { name: "Turn on and continue" }).click();
        const codes = counselor.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
        await expect(codes).toHaveCount(10);
        await screenshots(counselor, "second-factor-recovery-codes");
        await counselor.getByRole("button", { name: "Continue to Meridian" }).click();
        await expect(counselor).toHaveURL(/\/dashboard\/team$/);
        expect(counselorProblems).toEqual([]);

        // The next sign-in (another browser) asks for a code: the next step's, the setup's is spent.
        const again = await browser.newContext();
        await context.close();
        context = again;
        counselor = await context.newPage();
        counselorProblems = watchForErrors(counselor);
        await submitSignIn(counselor, "admin", counselorEmail, COUNSELOR_PASSWORD);
        await expect(counselor.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
        await counselor.getByLabel("Authentication code").fill("000000");
        await counselor.getByRole("button", { name: "Verify and sign in" }).click();
        await expect(counselor.getByText(/That code is not correct/)).toBeVisible();
        await screenshots(counselor, "second-factor-verify");
        await counselor.getByLabel("Authentication code").fill(generateSync({ secret, epoch: epoch(1) }));
        await counselor.getByRole("button", { name: "Verify and sign in" }).click();
        await expect(counselor).toHaveURL(/\/dashboard\/team$/);

        // Their settings show it on, kept on while the admins require it.
        await counselor.goto("/settings");
        const section = counselor.getByRole("region", { name: "Two-step sign-in" });
        await expect(section.getByText("10 of 10 recovery codes left.", { exact: false })).toBeVisible();
        await expect(section.getByText(/requires two-step sign-in for team accounts/)).toBeVisible();
        await expect(section.getByRole("button", { name: "Turn off" })).toHaveCount(0);
        await screenshots(counselor, "second-factor-settings");
        // The wrong code's refusal (a 422, in the console too) was expected; nothing else failed.
        expect(counselorProblems.filter((problem) => !/\b422\b/.test(problem))).toEqual([]);
      } finally {
        await context.close();
      }
    } finally {
      // Every later journey signs the demo team in with the password alone.
      await api(base, "PUT", "/api/admin/security-settings", { requireTeamSecondFactor: false }, admin.token);
    }
    expect(problems).toEqual([]);
  });
});
