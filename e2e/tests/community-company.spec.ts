import { expect, test } from "@playwright/test";
import { hideFromModerationQueue, newStudentPage, reportComment } from "./community-support.js";
import { screenshots, signedInPage } from "./support.js";

// The company's privileges (decision 047) as three people see them: the demo company writes a post
// with a poll and a photo; a new student, in the cooling period of their first sign-in (20 seconds in
// this run: COMMUNITY_COOLING_SECONDS in playwright.config.ts), watches the countdown end, votes and
// comments; the company sees the vote arrive live and reports the comment; an admin hides it.

// A real 16×16 PNG: the server decodes and re-encodes every photo.
const photoPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWOQ9btBEmIY1eA3GkqywzVpAAD880MQbV0bggAAAABJRU5ErkJggg==",
  "base64",
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("community: a company's poll and photo", () => {
  test("the company posts a poll with a photo; a student waits out the cooling period, votes and comments; the company sees the vote live and reports the comment; an admin hides it", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const company = await signedInPage(browser, "company", "company@meridian.demo");
    let student: Awaited<ReturnType<typeof newStudentPage>> | undefined;
    try {
      // The company writes a post with a poll and a photo.
      const title = `Will you start in September or January ${Date.now().toString(36)}`;
      await company.page.goto("/community/scholarships");
      await company.page.getByRole("button", { name: "New post" }).click();
      const form = company.page.getByRole("dialog", { name: "New post" });
      await form.getByRole("textbox", { name: "Title" }).fill(title);
      await form
        .getByRole("textbox", { name: "Post" })
        .fill("We plan our **scholarship** webinars around your intake. Tell us which one you aim for.");
      await form.getByRole("button", { name: "Add a poll" }).click();
      const pollFields = form.getByRole("group", { name: "Poll" });
      await pollFields.getByRole("textbox", { name: "Option 1" }).fill("September");
      await pollFields.getByRole("textbox", { name: "Option 2" }).fill("January");
      await pollFields.getByRole("button", { name: "Add option" }).click();
      await pollFields.getByRole("textbox", { name: "Option 3" }).fill("Not decided yet");
      await form
        .getByLabel("Photo files")
        .setInputFiles({ name: "webinar.png", mimeType: "image/png", buffer: photoPng });
      await expect(form.getByRole("list", { name: "Chosen photos" }).getByText("webinar.png")).toBeVisible();
      await screenshots(company.page, "community-new-post-poll");
      await form.getByRole("button", { name: "Publish post" }).click();
      await expect(form).toBeHidden({ timeout: 15_000 });
      await expect(company.page.getByText("Post published", { exact: true })).toBeVisible();

      // It is the category's "From {company}" post, shown once, above the list.
      await company.page.reload();
      const featured = company.page.getByRole("region", { name: /^From / });
      await expect(featured.getByRole("link", { name: title })).toBeVisible();
      await expect(featured.getByText(/From a company on Meridian/)).toBeVisible();
      await expect(
        company.page
          .getByRole("list", { name: "Posts in Scholarship & Funding" })
          .getByRole("link", { name: title }),
      ).toHaveCount(0);

      await screenshots(company.page, "community-featured");

      await featured.getByRole("link", { name: title }).click();
      await expect(company.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const postUrl = company.page.url();
      const postTopic = `community:post:${postUrl.split("/").at(-1)}`;
      const photo = company.page.getByRole("img", { name: /^Photo 1 of 1 from / });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
      const companyPoll = company.page.getByRole("region", { name: "Poll" });
      await expect(companyPoll.getByText("0 votes", { exact: true })).toBeVisible();
      await expect.poll(() => company.topics.has(postTopic)).toBe(true);

      // A new student signs in (a flagged sign-in: 20 seconds of cooling) and opens the post.
      student = await newStudentPage(browser, "Maya");
      await student.page.goto(postUrl);
      await expect(student.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const banner = student.page.getByText("Posting opens soon");
      await expect(banner).toBeVisible();
      const timer = student.page.getByRole("timer");
      await expect(timer).toHaveText(/^00:[0-2]\d$/);
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first ?? "", { timeout: 5_000 });
      await expect(student.page.getByRole("button", { name: "Post comment" })).toBeDisabled();
      // The countdown ends, the standing is asked for again, and the form opens without a reload.
      await expect(banner).toBeHidden({ timeout: 30_000 });
      await expect(student.page.getByRole("button", { name: "Post comment" })).toBeEnabled();

      // The student votes; the result shows at once, and live on the company's page.
      const studentPoll = student.page.getByRole("region", { name: "Poll" });
      await studentPoll.getByRole("radio", { name: "January" }).check();
      await studentPoll.getByRole("button", { name: "Vote" }).click();
      const results = studentPoll.getByRole("list", { name: "Poll results" });
      const january = results.getByRole("listitem").filter({ hasText: "January" });
      await expect(january.getByText("Your vote")).toBeVisible();
      await expect(january).toContainText("100%");
      await expect(studentPoll.getByText("1 vote", { exact: true })).toBeVisible();
      await expect(companyPoll.getByText("1 vote", { exact: true })).toBeVisible();
      await expect(companyPoll.getByRole("listitem").filter({ hasText: "January" })).toContainText("100%");

      // The student comments; the company sees it arrive.
      const said = "January suits me: my scholarship decision comes in November.";
      await student.page.getByRole("textbox", { name: "Your comment" }).fill(said);
      await student.page.getByRole("button", { name: "Post comment" }).click();
      await expect(student.page.getByRole("list", { name: "Comments" }).getByText(said)).toBeVisible();
      await expect(company.page.getByRole("list", { name: "Comments" }).getByText(said)).toBeVisible();

      await screenshots(student.page, "community-poll-post");

      // The company reports the comment.
      await reportComment(company.page, said, "This shares personal plans a moderator should check.");

      // An admin hides it from the moderation queue.
      await hideFromModerationQueue(
        browser,
        new RegExp(`^Comment "${escapeRegExp(title)}" by `),
        /^Hide Comment /,
      );

      // Gone for the company (another user); still there for its author, marked hidden (decision 044).
      await company.page.reload();
      await expect(company.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(
        company.page.getByRole("region", { name: "Poll" }).getByText("1 vote", { exact: true }),
      ).toBeVisible();
      await expect(company.page.getByText(said)).toBeHidden();
      await student.page.reload();
      const own = student.page.getByRole("article", { name: /^Comment by / }).filter({ hasText: said });
      await expect(own.getByText("Hidden by a moderator")).toBeVisible();

      // The company's dashboard: the post with its figures, and the poll's results.
      await company.page.goto("/dashboard/company");
      const posts = company.page.getByRole("list", { name: "Your posts" });
      const row = posts
        .getByRole("listitem")
        .filter({ has: company.page.getByRole("link", { name: title }) });
      await expect(row).toBeVisible();
      await expect(row).toContainText("Scholarship & Funding");
      const pollResults = company.page.getByRole("list", { name: `Results of ${title}` });
      await expect(pollResults.getByRole("listitem").filter({ hasText: "January" })).toContainText("100%");
      await expect(company.page.getByLabel("Totals")).toContainText("Posts");
      await screenshots(company.page, "company-dashboard");

      expect(company.problems).toEqual([]);
      expect(student.problems).toEqual([]);
    } finally {
      await company.close();
      await student?.close();
    }
  });
});
