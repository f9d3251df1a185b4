import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  accessibilityViolations,
  pdfOf,
  pixelPng,
  registerStudent,
  screenshotsDir,
  signInAsDemoStudent,
  uploadSeeingProgress,
  watchForErrors,
} from "./support.js";

const checklistItem = (page: Page, label: string) =>
  page.getByRole("region", { name: "Documents checklist" }).getByRole("listitem").filter({ hasText: label });

/** From an application's checklist item, uploads one file for it on /documents. */
async function uploadForItem(
  page: Page,
  item: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const applicationUrl = page.url();
  await checklistItem(page, item)
    .getByRole("link", { name: `Upload: ${item}` })
    .click();
  await expect(page).toHaveURL(/\/documents\?type=\w+&applicationId=[0-9a-f-]{36}$/);
  const dialog = page.getByRole("dialog", { name: "Upload documents" });
  await dialog.locator('input[type="file"]').setInputFiles([file]);
  await uploadSeeingProgress(page, dialog, "Upload 1 file", `Uploading ${file.name}`);
  await expect(page.getByText("Your document has been successfully uploaded.").first()).toBeVisible();
  await page.goto(applicationUrl);
}

test.describe("the student workspace", () => {
  test("a new student adds an application, uploads its documents, downloads one and submits; another student reaches none of it", async ({
    page,
    browser,
  }) => {
    test.slow();
    const problems = watchForErrors(page);
    const run = randomUUID().slice(0, 8);
    const pdf = { name: `transcript-${run}.pdf`, mimeType: "application/pdf", buffer: pdfOf(run) };
    const scan = { name: `ielts-${run}.png`, mimeType: "image/png", buffer: pixelPng };

    await registerStudent(page, "Ada");
    // A new account has nothing yet: the dashboard welcomes it (its first visit) and says what to do
    // next, never sample rows.
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Ada" })).toBeVisible();
    await expect(page.getByText(/No applications yet/)).toBeVisible();

    await page.goto("/universities?search=toronto");
    const card = page.getByRole("list", { name: "Universities" }).getByRole("article").first();
    const university = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
    await card.getByRole("button", { name: `Add to my applications: ${university}` }).click();
    const form = page.getByRole("dialog", { name: "Add to my applications" });
    await form.getByLabel("Program").fill("Computer Science");
    // Toronto's degree types are not published (the demo's are generated): the student names the level.
    await form.getByLabel("Degree level you are applying for").selectOption("Master's");
    await form.getByRole("button", { name: "Add application" }).click();
    await page.getByRole("button", { name: "View application" }).click();
    await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
    const applicationUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: university })).toBeVisible();

    await uploadForItem(page, "Academic Transcripts", pdf);
    await uploadForItem(page, "Test Scores", scan);
    const transcript = checklistItem(page, "Academic Transcripts");
    await expect(transcript.getByText("Received")).toBeVisible();
    await expect(transcript.getByText(`${pdf.name} (attached)`)).toBeVisible();
    await expect(checklistItem(page, "Test Scores").getByText(`${scan.name} (attached)`)).toBeVisible();
    await expect(checklistItem(page, "Essays & Letters").getByText("Missing")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The download is the very file uploaded, byte for byte.
    await page.goto("/documents");
    const pdfCard = page.getByRole("article", { name: pdf.name });
    const download = page.waitForEvent("download");
    await pdfCard.getByRole("button", { name: `Download ${pdf.name}` }).click();
    const file = await download;
    expect((await readFile(await file.path())).equals(pdf.buffer)).toBe(true);
    const documentId = await page.evaluate(async (name) => {
      const token = window.localStorage.getItem("auth_token");
      const res = await fetch("/api/documents", { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data: { id: string; fileName: string }[] };
      return body.data.find((d) => d.fileName === name)?.id;
    }, pdf.name);
    expect(documentId).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(applicationUrl);
    await page.getByRole("button", { name: "Submit" }).click();
    await page
      .getByRole("dialog", { name: "Submit this application?" })
      .getByRole("button", { name: "Submit without them" })
      .click();
    await expect(page.getByRole("button", { name: "Withdraw" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "History" })
        .getByText(/Submitted/)
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: join(screenshotsDir, "workspace-application.png"), fullPage: true });

    // The dashboard fills with the student's own application.
    await page.goto("/dashboard/student");
    await expect(page.getByText(university).first()).toBeVisible();
    await expect(page.getByText("Computer Science").first()).toBeVisible();

    // What they want to study: the recommendations are scored on it and explained.
    await page.getByRole("button", { name: "Edit study preferences" }).click();
    const preferences = page.getByRole("dialog", { name: "What do you want to study?" });
    await preferences.getByRole("group", { name: "Preferred countries" }).getByLabel("Canada").check();
    await preferences.getByLabel("Program level").selectOption("master");
    await preferences.getByRole("group", { name: "Fields of study" }).getByLabel("Computer Science").check();
    await preferences.getByLabel("Yearly tuition budget (USD)").fill("40000");
    await preferences.getByRole("button", { name: "Save preferences" }).click();
    await expect(preferences).toBeHidden();
    const recommended = page.getByRole("list", { name: "Recommended universities" }).getByRole("article");
    await expect(recommended.first()).toContainText("In your preferred country, Canada");
    await expect(recommended.first()).toContainText("%");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "workspace-dashboard.png"), fullPage: true });
    expect(problems).toEqual([]);

    // Another student, in a browser of their own: the first one's file and application answer
    // exactly like ids that do not exist.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAsDemoStudent(otherPage);
    const statuses = await otherPage.evaluate(async (id) => {
      const token = window.localStorage.getItem("auth_token");
      const headers = { authorization: `Bearer ${token}` };
      const answers = await Promise.all(
        [`/api/documents/${id}/download`, `/api/documents/${id}/view`, `/api/documents/${id}`].map((url) =>
          fetch(url, { headers }).then((res) => res.status),
        ),
      );
      return answers;
    }, documentId);
    expect(statuses).toEqual([404, 404, 404]);
    await otherPage.goto(applicationUrl);
    await expect(otherPage.getByText("Application not found")).toBeVisible();
    await other.close();
  });
});
