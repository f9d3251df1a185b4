import { expect, test } from "@playwright/test";
import { hideFromModerationQueue, newStudentPage, reportComment } from "./community-support.js";
import { accessibilityViolations, screenshots, signedInPage, watchForErrors } from "./support.js";

// Who writes here, and why (decisions 044 and 047): a student's first sign-in from a browser is a
// flagged sign-in, and it holds the ACCOUNT's community writing for a cooling period on the
// server's clock. The run sets that period to 20 seconds (COMMUNITY_COOLING_SECONDS in
// playwright.config.ts), so the student here (registered now) signs in last and shows what the rule does in its
// first seconds (the countdown, the held form) and what it leaves open (reading live, liking,
// reporting); the posting and commenting are done by the accounts the rule does not hold: the demo
// company account (the spec: "no cooling periods") and the demo counselor (only students are held).
// community-company.spec.ts waits the period out and has the student write.

test.describe("community", () => {
  test("a guest reads the categories; a held student watches a company post arrive live, sees a counselor's comment arrive, likes and reports it; an admin hides it", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const guestProblems = watchForErrors(guest);
    await guest.goto("/community");
    await expect(guest.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
    const categories = guest.getByRole("region", { name: "Categories" });
    await expect(categories.getByRole("heading", { level: 3 })).toHaveCount(9);
    await expect(guest.getByRole("link", { name: "Sign in to join the discussion" })).toHaveAttribute(
      "href",
      "/auth?next=%2Fcommunity",
    );
    await screenshots(guest, "community-index");
    expect(guestProblems).toEqual([]);
    await guestContext.close();

    const company = await signedInPage(browser, "company", "company@meridian.demo");
    const counselor = await signedInPage(browser, "admin", "counselor@meridian.demo");
    // Last: the cooling period of this first sign-in starts now and lasts 20 seconds.
    const student = await newStudentPage(browser, "Jonas");
    try {
      // The student, in the hour after a flagged sign-in: a live countdown and a held form.
      await student.page.goto("/community/visa_tips");
      await expect(student.page.getByRole("heading", { level: 1, name: "Visa & Immigration" })).toBeVisible();
      await expect(student.page.getByText("Posting opens soon")).toBeVisible();
      const timer = student.page.getByRole("timer");
      await expect(timer).toHaveText(/^00:[0-2]\d$/);
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first ?? "", { timeout: 5_000 });
      await student.page.getByRole("button", { name: "New post" }).click();
      const held = student.page.getByRole("dialog", { name: "New post" });
      await expect(held.getByRole("button", { name: "Publish post" })).toBeDisabled();
      await held.getByRole("button", { name: "Cancel" }).click();
      await expect.poll(() => student.topics.has("community:category:visa_tips")).toBe(true);

      // The company account writes in the same category; the student's list takes it live.
      const title = `Proof of funds for a student visa ${Date.now().toString(36)}`;
      await company.page.goto("/community/visa_tips");
      await company.page.getByRole("button", { name: "New post" }).click();
      const form = company.page.getByRole("dialog", { name: "New post" });
      await expect(form.getByRole("combobox", { name: "Category" })).toHaveValue("visa_tips");
      await form.getByRole("textbox", { name: "Title" }).fill(title);
      await form
        .getByRole("textbox", { name: "Post" })
        .fill("Our advisers see this often: a **bank statement** of the last months, or a sponsor letter.");
      await form.getByRole("button", { name: "Publish post" }).click();
      await expect(form).toBeHidden();
      await expect(company.page.getByRole("link", { name: title })).toBeVisible();

      const list = student.page.getByRole("list", { name: "Posts in Visa & Immigration" });
      const arrived = list.getByRole("listitem").filter({ hasText: title });
      await expect(arrived).toBeVisible();
      await expect(arrived.getByText("Company", { exact: true })).toBeVisible();
      await expect(list.getByRole("heading", { level: 3 }).first()).toHaveText(title);
      await expect(student.page.getByText("1 new post")).toBeAttached();
      expect(await accessibilityViolations(student.page)).toEqual([]);
      await screenshots(student.page, "community-category");

      // Both open the post; the student likes it (likes are never held).
      await arrived.getByRole("link", { name: title }).click();
      await expect(student.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(student.page.locator(".prose strong")).toHaveText("bank statement");
      const like = student.page.getByRole("button", { name: /^Like this post/ });
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await expect(like).toHaveAccessibleName("Like this post, 1 like");

      await company.page.getByRole("link", { name: title }).click();
      await expect(company.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const postUrl = company.page.url();
      const postTopic = `community:post:${postUrl.split("/").at(-1)}`;
      await expect.poll(() => company.topics.has(postTopic)).toBe(true);
      await expect.poll(() => student.topics.has(postTopic)).toBe(true);

      // A counselor answers; the author and the student see it arrive without reloading.
      await counselor.page.goto(postUrl);
      await counselor.page
        .getByRole("textbox", { name: "Your comment" })
        .fill("Check the consulate's own list: it says which statements it accepts.");
      await counselor.page.getByRole("button", { name: "Post comment" }).click();
      const answer = "Check the consulate's own list: it says which statements it accepts.";
      await expect(counselor.page.getByRole("list", { name: "Comments" }).getByText(answer)).toBeVisible();
      await expect(company.page.getByRole("list", { name: "Comments" }).getByText(answer)).toBeVisible();
      await expect(student.page.getByRole("list", { name: "Comments" }).getByText(answer)).toBeVisible();
      await expect(student.page.getByRole("heading", { level: 2, name: "Comments (1)" })).toBeVisible();

      // The company replies to it; the reply sits under the comment, live on the student's page.
      await company.page.getByRole("button", { name: /^Reply to comment by/ }).click();
      await company.page.getByRole("textbox", { name: /^Reply to / }).fill("Thank you, we will add that.");
      await company.page.getByRole("button", { name: "Post reply" }).click();
      await expect(
        student.page.getByRole("list", { name: /^Replies to / }).getByText("Thank you, we will add that."),
      ).toBeVisible();

      await screenshots(student.page, "community-post");

      // The student reports the counselor's comment (reports are not held by the cooling period).
      await reportComment(student.page, answer, "This points to an outside list without a link.");

      // An admin hides the reported comment from the moderation queue; the student no longer sees
      // it, its author sees it marked, and the company's reply stays (replies keep their own state).
      const queuedAs = `Comment "${title}" by Daniel O.`;
      await hideFromModerationQueue(browser, queuedAs, `Hide ${queuedAs}`, async (queued) => {
        // A short comment shows whole: nothing to open.
        await expect(queued.getByRole("button", { name: "Show all" })).toHaveCount(0);
      });
      await student.page.reload();
      await expect(student.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(student.page.getByText("Thank you, we will add that.")).toBeVisible();
      await expect(student.page.getByText(answer)).toBeHidden();
      await counselor.page.reload();
      const own = counselor.page.getByRole("article", { name: /^Comment by / }).filter({ hasText: answer });
      await expect(own.getByText("Hidden by a moderator")).toBeVisible();

      expect(student.problems).toEqual([]);
      expect(company.problems).toEqual([]);
      expect(counselor.problems).toEqual([]);
    } finally {
      await student.close();
      await company.close();
      await counselor.close();
    }
  });

  test("a long post held for its link waits in the queue clipped, with Show all, and opens when the keyboard reaches a link it clips", async ({
    browser,
  }) => {
    // Two people sign in, each in a browser of their own.
    test.setTimeout(90_000);
    const company = await signedInPage(browser, "company", "company@meridian.demo");
    const admin = await signedInPage(browser, "admin", "admin@meridian.demo");
    try {
      // Short lines, many of them: taller than the preview though far from long in characters.
      const title = `Documents for the visa appointment ${Date.now().toString(36)}`;
      const steps = Array.from({ length: 14 }, (_, i) => `${i + 1}. Bring the original and a copy.`);
      const body = `${steps.join("\n")}\n\nThe full list is [on the consulate's page](https://example.org/visa-list).`;
      await company.page.goto("/community/visa_tips");
      await company.page.getByRole("button", { name: "New post" }).click();
      const form = company.page.getByRole("dialog", { name: "New post" });
      await form.getByRole("textbox", { name: "Title" }).fill(title);
      await form.getByRole("textbox", { name: "Post" }).fill(body);
      await form.getByRole("button", { name: "Publish post" }).click();
      await expect(form).toBeHidden();

      // A link to another site holds the post for a moderator.
      const own = company.page.getByRole("listitem").filter({ hasText: title });
      await expect(own.getByText("Waiting for a moderator")).toBeVisible();

      await admin.page.goto("/dashboard/admin/community");
      const queued = admin.page
        .getByRole("list", { name: "Waiting for a moderator" })
        .getByRole("listitem")
        .filter({ has: admin.page.getByRole("link", { name: title }) });
      const showAll = queued.getByRole("button", { name: "Show all" });
      await expect(showAll).toHaveAttribute("aria-expanded", "false");
      const link = queued.getByRole("link", { name: "on the consulate's page" });
      // The preview clips the link; the keyboard reaching it opens the body to show it.
      await link.focus();
      await expect(queued.getByRole("button", { name: "Show less" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(link).toBeInViewport();
      expect(await accessibilityViolations(admin.page)).toEqual([]);
      await queued.getByRole("button", { name: "Show less" }).click();
      await expect(showAll).toBeVisible();
      expect([...company.problems, ...admin.problems]).toEqual([]);
    } finally {
      await company.close();
      await admin.close();
    }
  });
});
