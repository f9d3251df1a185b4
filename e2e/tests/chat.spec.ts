import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { accessibilityViolations, screenshotsDir, showScheme, signedInPage } from "./support.js";

// The demo student has no counselor on a fresh install (counselors are assigned by admins), so the
// two sides here are the demo company account and the demo admin: the company's conversation is
// with the Meridian team (decision 036). The student–counselor pair is covered by the live page
// tests and the API tests on two nodes.

/** A message's bubble in the page's message log. */
function bubble(page: Page, text: string) {
  return page.getByRole("log", { name: "Messages" }).getByRole("listitem").filter({ hasText: text });
}

test.describe("chat", () => {
  test("a company account and an admin see each other's messages live, and the read indicator turns", async ({
    browser,
  }) => {
    // Two signed-in browsers, three accessibility checks and four full-page screenshots: over the
    // default 30 s on a loaded two-core machine (CI once at 31.6 s with the journey all but done).
    test.setTimeout(60_000);
    const company = await signedInPage(browser, "company", "company@meridian.demo");
    const admin = await signedInPage(browser, "admin", "admin@meridian.demo");
    try {
      // The company reaches its chat from its dashboard.
      await expect(company.page.getByRole("link", { name: /Chat with the team/ })).toHaveAttribute(
        "href",
        "/student/chat",
      );
      await company.page.goto("/student/chat");
      await expect(
        company.page.getByRole("heading", { level: 1, name: "Chat with Meridian team" }),
      ).toBeVisible();
      await expect(company.page.getByText("No messages yet. Start a conversation!")).toBeVisible();
      expect(await accessibilityViolations(company.page)).toEqual([]);

      const input = company.page.getByRole("textbox", { name: "Message to Meridian team" });
      await input.pressSequentially("Could we present our programmes to students?");
      await company.page.getByRole("button", { name: "Send message" }).click();
      const sent = bubble(company.page, "Could we present our programmes to students?");
      await expect(sent.getByText("Sent", { exact: true })).toBeAttached();
      await expect(company.page.getByText(/You can send another message in \d+ seconds/)).toBeVisible();
      await expect(company.page.getByRole("button", { name: "Send message" })).toBeDisabled();

      // The admin opens it from the admin dashboard; reading it turns the company's indicator live.
      await admin.page.goto("/dashboard/admin");
      const panel = admin.page.getByRole("region", { name: "Company messages" });
      await panel.getByRole("button", { name: /Lena Fischer/ }).click();
      await expect(bubble(admin.page, "Could we present our programmes to students?")).toBeVisible();
      await expect(sent.getByText("Read", { exact: true })).toBeAttached({ timeout: 10_000 });

      await panel.getByRole("textbox", { name: "Message to Lena Fischer" }).pressSequentially("Yes, gladly");
      await panel.getByRole("button", { name: "Send message" }).click();
      await expect(bubble(company.page, "Yes, gladly")).toBeVisible();
      // Read by the company's open chat about a second after it arrived.
      await expect(bubble(admin.page, "Yes, gladly").getByText("Read", { exact: true })).toBeAttached({
        timeout: 10_000,
      });
      expect(await accessibilityViolations(admin.page)).toEqual([]);

      for (const [name, scheme, width] of [
        ["chat-light-1280", "light", 1280],
        ["chat-dark-1280", "dark", 1280],
        ["chat-dark-360", "dark", 360],
        ["chat-light-360", "light", 360],
      ] as const) {
        await company.page.setViewportSize({ width, height: 800 });
        await showScheme(company.page, scheme);
        await company.page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
      }
      expect(await accessibilityViolations(company.page)).toEqual([]);
      expect(company.problems).toEqual([]);
      expect(admin.problems).toEqual([]);
    } finally {
      await company.close();
      await admin.close();
    }
  });
});
