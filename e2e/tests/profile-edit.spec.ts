import { expect, type Page, test } from "@playwright/test";
import {
  accessibilityViolations,
  openBrowser,
  registerStudent,
  screenshots,
  studentOfThisRun,
  submitSignIn,
} from "./support.js";

/** Opens the Personal Information editor of the profile page on screen. */
async function openEditor(page: Page) {
  await page.getByRole("tab", { name: "Personal Information" }).click();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  return page.getByRole("form", { name: "Personal information" });
}

test.describe("profile editing", () => {
  test("a new student edits their name and details, sees them after a reload and in the header", async ({
    browser,
  }) => {
    const { page, problems } = await openBrowser(browser);
    const student = studentOfThisRun("Profile");
    await registerStudent(page, student.firstName);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    const form = await openEditor(page);
    // Registration's phone, as the server keeps it.
    await expect(form.getByLabel(/^Phone/)).toHaveValue("+442079460958");
    await expect(form.getByLabel("Email")).toHaveJSProperty("readOnly", true);
    await expect(form.getByText("Email cannot be changed. Contact support if needed.")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await form.getByLabel("Last name").fill("Renamed");
    await form.getByLabel(/^Location/).fill("Pune, India");
    await form.getByLabel(/^Bio/).fill("Robotics first, then a master's in Germany.");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Your profile has been successfully updated.", { exact: true }),
    ).toBeVisible();
    // The header goes by the new name without a reload.
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await expect(page.getByRole("menu").getByText(`${student.firstName} Renamed`)).toBeVisible();
    await page.keyboard.press("Escape");

    await page.reload();
    await page.getByRole("tab", { name: "Personal Information" }).click();
    const details = page.getByRole("tabpanel", { name: "Personal Information" });
    await expect(details.getByText("Renamed", { exact: true })).toBeVisible();
    await expect(details.getByText("Pune, India")).toBeVisible();
    await expect(details.getByText("Robotics first, then a master's in Germany.")).toBeVisible();
    await screenshots(page, "profile-student");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const account of [
    {
      who: "counselor",
      door: "admin",
      email: "counselor@meridian.demo",
      path: "/dashboard/counselor/profile",
      title: "Counselor Profile",
      back: ["Back to counselor dashboard", "/dashboard/team"],
    },
    {
      who: "admin",
      door: "admin",
      email: "admin@meridian.demo",
      path: "/dashboard/admin/profile",
      title: "Admin Profile",
      back: ["Back to admin dashboard", "/dashboard/admin"],
    },
    {
      who: "company",
      door: "company",
      email: "company@meridian.demo",
      path: "/dashboard/company/profile",
      title: "Company Profile",
      back: ["Back to company dashboard", "/dashboard/company"],
    },
  ] as const) {
    test(`the demo ${account.who} edits their details and sees them after a reload`, async ({ browser }) => {
      const { page, problems } = await openBrowser(browser);
      await submitSignIn(page, account.door, account.email);
      await expect(page).toHaveURL(/\/dashboard/);
      await page.goto(account.path);
      await expect(page.getByRole("heading", { level: 1, name: account.title })).toBeVisible();
      await expect(page.getByRole("link", { name: account.back[0] })).toHaveAttribute(
        "href",
        account.back[1],
      );
      // The run's own values: other journeys share the demo accounts, so the name stays as it is.
      const run = studentOfThisRun("Office").run;
      const form = await openEditor(page);
      await form.getByLabel(/^Phone/).fill("+91 98765 43210");
      await form.getByLabel(/^Location/).fill(`Lagos office ${run}`);
      await form.getByLabel(/^Bio/).fill("Working with students bound for the UK and Canada.");
      await form.getByRole("button", { name: "Save Changes" }).click();
      await expect(
        page.getByText("Your profile has been successfully updated.", { exact: true }),
      ).toBeVisible();

      await page.reload();
      await page.getByRole("tab", { name: "Personal Information" }).click();
      const details = page.getByRole("tabpanel", { name: "Personal Information" });
      await expect(details.getByText(`Lagos office ${run}`)).toBeVisible();
      await expect(details.getByText("+919876543210")).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      if (account.who === "counselor") await screenshots(page, "profile-counselor");
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
