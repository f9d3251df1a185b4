import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  accessibilityViolations,
  expectNoSidewaysScroll,
  openBrowser,
  pdfOf,
  reassignCounselor,
  registerStudent,
  screenshotsDir,
  showScheme,
  signInAsTeam,
  studentOfThisRun,
  watchRealtime,
} from "./support.js";

const COUNSELOR = "Daniel Okafor";

/** A message's bubble in the page's message log. */
function bubble(page: Page, text: string): Locator {
  return page.getByRole("log", { name: "Messages" }).getByRole("listitem").filter({ hasText: text });
}

/** A day `days` from today in the browser's zone: as a date input takes it, and as the page shows it. */
function dayIn(days: number): { iso: string; shown: string } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    shown: date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }),
  };
}

/** The whole page from its top (scrolled down, the sticky header would be drawn half-way). */
async function fullScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
}

/** axe in the light theme, then in the dark one (the theme follows the system until one is chosen). */
async function expectAxeCleanInBothThemes(page: Page, screenshot: string): Promise<void> {
  await showScheme(page, "light");
  expect(await accessibilityViolations(page)).toEqual([]);
  await fullScreenshot(page, screenshot);
  await showScheme(page, "dark");
  expect(await accessibilityViolations(page)).toEqual([]);
  await fullScreenshot(page, `${screenshot}-dark`);
  await showScheme(page, "light");
}

test.describe("the counselor workspace", () => {
  test("a new student is assigned by the admin, worked by their counselor, and sees it from their side", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { run, firstName, name } = studentOfThisRun("Lina");
    const pdf = { name: `transcript-${run}.pdf`, mimeType: "application/pdf", buffer: pdfOf(run) };

    // 1. The student registers and uploads a document, and stays signed in in their own browser.
    const { page: student, problems: studentProblems } = await openBrowser(browser);
    const { email } = await registerStudent(student, firstName);
    await student.goto("/documents");
    await expect(student.getByRole("heading", { level: 1, name: "Document Management" })).toBeVisible();
    await student.getByRole("button", { name: "Upload Documents" }).click();
    const upload = student.getByRole("dialog", { name: "Upload documents" });
    await upload.getByLabel("Document type").selectOption("transcript");
    await upload.locator('input[type="file"]').setInputFiles([pdf]);
    await upload.getByRole("button", { name: "Upload 1 file" }).click();
    await expect(upload).toBeHidden();
    await expect(student.getByText("Your document has been successfully uploaded.").first()).toBeVisible();
    const studentDocument = student.getByRole("article", { name: pdf.name });
    await expect(studentDocument.getByText("Pending Review")).toBeVisible();

    // 2. The admin assigns them to the demo counselor. Registration gave them a counselor already
    // (the automatic rule is on by default): unassigned first, so the assignment is the admin's own.
    const { page: admin, problems: adminProblems } = await openBrowser(browser);
    await signInAsTeam(admin, "admin@meridian.demo");
    await admin.goto("/dashboard/admin/students");
    await expect(admin.getByRole("heading", { level: 1, name: "Students and counselors" })).toBeVisible();
    const table = admin.getByRole("region", { name: "Students and their counselors" });
    await table.getByLabel("Search students").fill(email);
    await reassignCounselor(admin, table.getByRole("row", { name }), name, COUNSELOR);
    await expectAxeCleanInBothThemes(admin, "journey-admin-students");

    // 3. The counselor finds the student by part of their email and opens the profile.
    const { page: counselor, problems: counselorProblems } = await openBrowser(browser);
    const counselorSocket = watchRealtime(counselor);
    await signInAsTeam(counselor, "counselor@meridian.demo");
    await counselor
      .getByRole("navigation", { name: "Team dashboard sections" })
      .getByRole("link", { name: "Students" })
      .click();
    await expect(counselor).toHaveURL(/section=students/);
    await counselor.getByLabel("Search students").fill(email.split("@")[0] ?? email);
    const students = counselor.getByRole("table", { name: "Your students" });
    const row = students.getByRole("row").filter({ hasText: email });
    await expect(row.getByRole("link", { name })).toBeVisible();
    await expect(students.getByRole("row")).toHaveCount(2);
    await expectAxeCleanInBothThemes(counselor, "journey-team-students");
    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await counselor.getByRole("menuitem", { name: "View Profile" }).click();
    await expect(counselor).toHaveURL(/\/dashboard\/team\/student\/[0-9a-f-]{36}$/);
    await expect(counselor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(counselor.getByText(`Counselor: ${COUNSELOR}`)).toBeVisible();
    // The page is under the counselor's dashboard: the header says so.
    await expect(
      counselor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Counselor Dashboard" }),
    ).toHaveAttribute("aria-current", "page");
    await expectAxeCleanInBothThemes(counselor, "journey-profile");

    // Two groups edited: where they live and what they hold, and where they want to study.
    await counselor.getByRole("button", { name: "Edit", exact: true }).click();
    await counselor.getByLabel("City", { exact: true }).fill("Porto");
    await counselor.getByLabel("Nationality", { exact: true }).fill("Portuguese");
    await counselor.getByLabel("Preferred countries").fill("Germany, Canada");
    await expectAxeCleanInBothThemes(counselor, "journey-profile-edit");
    await counselor.getByRole("button", { name: "Save Changes" }).click();
    await expect(counselor.getByText("Student profile updated successfully").first()).toBeVisible();
    await expect(counselor.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
    await counselor.reload();
    const personal = counselor.getByRole("region", { name: "Basic Personal Information" });
    await expect(personal.getByText("Porto", { exact: true })).toBeVisible();
    await expect(personal.getByText("Portuguese", { exact: true })).toBeVisible();
    const study = counselor.getByRole("region", { name: "Study Abroad Preferences" });
    await expect(study.getByText("Germany, Canada", { exact: true })).toBeVisible();

    // The student's document, verified from the profile.
    const profileSections = counselor.getByRole("navigation", { name: "Student profile sections" });
    await profileSections.getByRole("link", { name: "Documents" }).click();
    const documentRow = counselor.getByRole("row").filter({ hasText: pdf.name });
    await expect(documentRow.getByText("Pending Review")).toBeVisible();
    await documentRow.getByRole("button", { name: `Verify ${pdf.name}` }).click();
    await expect(documentRow.getByText("Verified")).toBeVisible();
    await expect(documentRow.getByRole("button", { name: `Unverify ${pdf.name}` })).toBeVisible();
    await expectAxeCleanInBothThemes(counselor, "journey-profile-documents");

    // A follow-up note with a due date.
    await profileSections.getByRole("link", { name: "Follow-up" }).click();
    await expect(counselor.getByRole("heading", { name: "Follow-up Management" })).toBeVisible();
    await counselor.getByRole("button", { name: "Add note", exact: true }).click();
    const note = counselor.getByRole("dialog", { name: "Add follow-up note" });
    await note.getByLabel("Title").fill("Call about the transcript");
    await note.getByLabel("Note").fill("Ask for the certified translation.");
    // A date without a time falls due at the start of the working day.
    const { iso, shown: dueDay } = dayIn(3);
    await note.getByLabel(/Due date/).fill(iso);
    await note.getByRole("button", { name: "Add note", exact: true }).click();
    await expect(counselor.getByText("Follow-up note added successfully").first()).toBeVisible();
    const lead = counselor.getByRole("region", { name: /Lead follow-up/ });
    await expect(lead.getByText("Call about the transcript")).toBeVisible();
    // Shown in the reader's zone, named: the browser runs on this machine's clock.
    const zone = Intl.DateTimeFormat()
      .resolvedOptions()
      .timeZone.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(lead.getByText(new RegExp(`^Due ${dueDay}, 9:00\\sAM \\(${zone}\\)$`))).toBeVisible();
    expect(await accessibilityViolations(counselor)).toEqual([]);
    await fullScreenshot(counselor, "journey-follow-up");

    // The student's status, from the header.
    await counselor.getByRole("button", { name: "Change status" }).click();
    await counselor.getByRole("menuitem", { name: "Active", exact: true }).click();
    await expect(counselor.getByText("Status updated").first()).toBeVisible();

    // 4. On the student's side: the status change arrived live (a toast), both notices are in the
    // bell, and the document shows as verified.
    await expect(
      student.getByRole("region", { name: "Notifications (F8)" }).getByText("Your status was updated"),
    ).toBeVisible();
    await student
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications, \d+ unread$/ })
      .click();
    const inbox = student.getByRole("dialog", { name: "Notifications" });
    await expect(
      inbox.getByText('Your advising team updated your study-abroad status to "Active".'),
    ).toBeVisible();
    await expect(inbox.getByText(`Your document "${pdf.name}" was verified.`)).toBeVisible();
    expect(await accessibilityViolations(student)).toEqual([]);
    await student.keyboard.press("Escape");
    await student.reload();
    await expect(studentDocument.getByText("Verified")).toBeVisible();

    // 5. Chat: each side sees the other's message arrive live, and the sender's indicator turns to
    // read once the other side has it on screen. One message each (one send per 15 s per sender).
    await counselorSocket.authenticated;
    await profileSections.getByRole("link", { name: "Chat" }).click();
    await expect(counselor.getByText("No messages yet. Start a conversation!")).toBeVisible();
    const studentSocket = watchRealtime(student);
    await student.goto("/student/chat");
    await expect(student.getByRole("heading", { level: 1, name: `Chat with ${COUNSELOR}` })).toBeVisible();
    await studentSocket.authenticated;
    const question = `Did the transcript arrive? ${run}`;
    await student.getByRole("textbox", { name: `Message to ${COUNSELOR}` }).pressSequentially(question);
    await student.getByRole("button", { name: "Send message" }).click();
    await expect(bubble(student, question).getByText("Sent", { exact: true })).toBeAttached();
    await expect(bubble(counselor, question)).toBeVisible();
    await expect(bubble(student, question).getByText("Read", { exact: true })).toBeAttached({
      timeout: 10_000,
    });

    const answer = `Yes, and it is verified. ${run}`;
    await counselor.getByRole("textbox", { name: `Message to ${name}` }).pressSequentially(answer);
    await counselor.getByRole("button", { name: "Send message" }).click();
    await expect(bubble(student, answer)).toBeVisible();
    await expect(bubble(counselor, answer).getByText("Read", { exact: true })).toBeAttached({
      timeout: 10_000,
    });
    await expectAxeCleanInBothThemes(student, "journey-student-chat");
    await expectAxeCleanInBothThemes(counselor, "journey-profile-chat");

    // 6. The profile at 360 px, light and dark, in view and edit mode.
    await profileSections.getByRole("link", { name: "View Details" }).click();
    await counselor.setViewportSize({ width: 360, height: 800 });
    await expect(personal.getByText("Porto", { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(counselor);
    await expectAxeCleanInBothThemes(counselor, "journey-profile-360");
    await counselor.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(counselor.getByLabel("City", { exact: true })).toHaveValue("Porto");
    await expectNoSidewaysScroll(counselor);
    await expectAxeCleanInBothThemes(counselor, "journey-profile-edit-360");
    await counselor.getByRole("button", { name: "Cancel" }).click();

    expect(studentProblems).toEqual([]);
    expect(adminProblems).toEqual([]);
    expect(counselorProblems).toEqual([]);
  });
});
