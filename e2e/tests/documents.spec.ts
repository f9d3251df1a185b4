import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  accessibilityViolations,
  expectNoSidewaysScroll,
  pdfOf,
  pixelPng,
  screenshotsDir,
  signInAsDemoStudent,
  uploadSeeingProgress,
  watchForErrors,
} from "./support.js";

test.describe("documents and the student dashboard", () => {
  test("a student uploads a pdf and a png with progress, views one, downloads the other byte for byte", async ({
    page,
  }) => {
    // The demo student's account is lived in (seeded applications and documents): its pages carry more.
    test.setTimeout(60_000);
    const problems = watchForErrors(page);
    // The demo student is shared by the run: this test finds its own documents by their names.
    const run = randomUUID().slice(0, 8);
    const pdf = pdfOf(run);
    await signInAsDemoStudent(page);
    await page.goto("/documents");
    await expect(page.getByRole("heading", { level: 1, name: "Document Management" })).toBeVisible();

    await page.getByRole("button", { name: "Upload Documents" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload documents" });
    await dialog.getByLabel("Document type").selectOption("transcript");
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: `transcript-${run}.pdf`, mimeType: "application/pdf", buffer: pdf },
      { name: `passport-${run}.png`, mimeType: "image/png", buffer: pixelPng },
    ]);
    await expect(dialog.getByRole("img", { name: `Preview of passport-${run}.png` })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "documents-upload-dialog.png") });
    await uploadSeeingProgress(page, dialog, "Upload 2 files", `Uploading transcript-${run}.pdf`);

    const pdfCard = page.getByRole("article", { name: `transcript-${run}.pdf` });
    const pngCard = page.getByRole("article", { name: `passport-${run}.png` });
    await expect(pdfCard.getByText("Pending Review")).toBeVisible();
    await expect(pngCard.getByText("Academic Transcripts")).toBeVisible();

    await pngCard.getByRole("button", { name: `View passport-${run}.png` }).click();
    const viewer = page.getByRole("dialog", { name: `passport-${run}.png` });
    await expect(viewer.getByRole("img", { name: `passport-${run}.png` })).toBeVisible();
    await page.keyboard.press("Escape");
    // A PDF opens in the browser's own viewer, in a tab of its own (the page embeds no plugin).
    await pdfCard.getByRole("button", { name: `View transcript-${run}.pdf` }).click();
    const pdfViewer = page.getByRole("dialog", { name: `transcript-${run}.pdf` });
    const popup = page.waitForEvent("popup");
    await pdfViewer.getByRole("link", { name: "Open in a new tab" }).click();
    expect((await popup).url()).toMatch(/^blob:/);
    await (await popup).close();
    await page.keyboard.press("Escape");

    const download = page.waitForEvent("download");
    await pdfCard.getByRole("button", { name: `Download transcript-${run}.pdf` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`transcript-${run}.pdf`);
    expect((await readFile(await file.path())).equals(pdf)).toBe(true);

    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "documents.png"), fullPage: true });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: join(screenshotsDir, "documents-dark-360.png"), fullPage: true });
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    for (const card of [pdfCard, pngCard]) {
      await card.getByRole("button", { name: /^Delete/ }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete document" }).click();
      await expect(card).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });

  test("the student dashboard and its preferences form are accessible in light, dark and at 360 px", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const problems = watchForErrors(page);
    await signInAsDemoStudent(page);
    await page.goto("/dashboard/student");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome(?: back)?, / })).toBeVisible();
    await expect(page.getByRole("region", { name: "Recommended for you" })).toBeVisible();
    await expect(page.getByText("Premium Member")).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "student-dashboard.png"), fullPage: true });

    await page.getByRole("button", { name: "Edit study preferences" }).click();
    const form = page.getByRole("dialog", { name: "What do you want to study?" });
    await expect(form.getByRole("button", { name: "Save preferences" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, "student-preferences.png") });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Quick Actions" }).click();
    await expect(page.getByRole("link", { name: "Upload documents" })).toBeHidden();
    await page.getByRole("button", { name: "Quick Actions" }).click();
    await expect(page.getByRole("link", { name: "Upload documents" })).toBeVisible();

    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: join(screenshotsDir, "student-dashboard-dark-360.png"), fullPage: true });
    await expectNoSidewaysScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
