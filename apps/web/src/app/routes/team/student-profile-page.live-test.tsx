import { studentProfileEndpoints } from "@meridian/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { uploadDocument } from "@/features/documents/api/upload-document";
import { createUniversity } from "@/features/universities/api/save-university";
import { callEndpoint } from "@/lib/call-endpoint";
import { assignLiveStudent, createLiveUser, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

/** Puts the countries in the catalogue (preferred countries are the catalogue's), as an admin would. */
async function catalogueHas(...countries: [name: string, code: string][]) {
  await signInAsNew("admin");
  for (const [country, countryCode] of countries) {
    const word = Math.random().toString(36).slice(2, 10);
    await createUniversity({ name: `Profile ${word} University`, country, countryCode, city: "Capital" });
  }
}

// Against the real server: see src/test/live.ts. A real (tiny) PDF: the server reads its first bytes.
const pdfBytes = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
describe("/dashboard/team/student/:studentId on the real server", () => {
  it("a counselor edits two groups of their student's profile, saves, and finds them after a reload", async () => {
    const user = userEvent.setup();
    const student = await createLiveUser("student", { firstName: "Amara" });
    const counselor = await createLiveUser("counselor");
    const profileId = await assignLiveStudent(student, counselor);
    await catalogueHas(["Germany", "DE"], ["Canada", "CA"]);
    // The student uploads a document, as the documents page does.
    await signInAs(student);
    await uploadDocument({
      file: new File([pdfBytes], "ielts-results.pdf", { type: "application/pdf" }),
      fields: { type: "test_score", name: "IELTS results" },
      idempotencyKey: crypto.randomUUID(),
    });
    await signInAs(counselor);
    const path = `/dashboard/team/student/${profileId}`;
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: /^Amara / })).toBeTruthy();
    expect(screen.getByText("Inquiry")).toBeTruthy();
    expect(screen.getByText("Counselor: Test User")).toBeTruthy();
    const personal = within(screen.getByRole("region", { name: "Basic Personal Information" }));
    expect(personal.getByText(student.email)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.type(screen.getByLabelText("Passport first name"), "Amara Grace");
    await user.selectOptions(screen.getByLabelText("Gender"), "Female");
    // A score above its scale is refused at the field before anything is sent.
    await user.type(screen.getByLabelText("Academic score"), "12");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const score = screen.getByLabelText("Academic score");
    expect(await screen.findByText("A CGPA score is at most 10")).toBeTruthy();
    expect(score.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(score));
    await user.selectOptions(screen.getByLabelText("Scoring type"), "Percentage");
    await user.type(screen.getByLabelText("Preferred countries"), "Germany, Canada ,");
    await user.tab();
    expect((screen.getByLabelText("Preferred countries") as HTMLInputElement).value).toBe("Germany, Canada");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Student profile updated successfully")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Edit" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();

    // A fresh page (a new cache) reads what was saved from the server.
    cleanup();
    renderApp(path);
    const reloaded = within(await screen.findByRole("region", { name: "Basic Personal Information" }));
    expect(reloaded.getByText("Amara Grace")).toBeTruthy();
    expect(reloaded.getByText("Female")).toBeTruthy();
    const study = within(screen.getByRole("region", { name: "Study Abroad Preferences" }));
    expect(study.getByText("Germany, Canada")).toBeTruthy();
    const academic = within(screen.getByRole("region", { name: "Academic Background" }));
    expect(academic.getByText("12 (Percentage)")).toBeTruthy();

    // The other sections are in the URL: the student's documents, verified from here.
    await user.click(screen.getByRole("link", { name: "Documents" }));
    const row = within(
      (await screen.findByRole("rowheader", { name: /IELTS results/ })).closest("tr") as HTMLElement,
    );
    expect(row.getByText("Test Scores")).toBeTruthy();
    expect(row.getByText(`${pdfBytes.length} Bytes`)).toBeTruthy();
    expect(row.getByText("Pending Review")).toBeTruthy();
    await user.click(row.getByRole("button", { name: "Verify IELTS results" }));
    expect(await row.findByText("Verified")).toBeTruthy();
    expect(row.getByRole("button", { name: "Unverify IELTS results" })).toBeTruthy();
  });

  it("shows the study preferences the student saved on their dashboard, not 'Not provided'", async () => {
    const student = await createLiveUser("student", { firstName: "Lena" });
    const counselor = await createLiveUser("counselor");
    const profileId = await assignLiveStudent(student, counselor);
    await catalogueHas(["Norway", "NO"]);
    await signInAs(student);
    await callEndpoint(studentProfileEndpoints.updatePreferences, {
      body: {
        preferredCountries: ["Norway"],
        programLevel: "master",
        fieldsOfStudy: ["Computer Science"],
        interests: "Robotics",
        budgetPerYear: 25_000,
        gpa: 3.6,
        englishTest: "IELTS",
        englishTestScore: 7.5,
      },
    });
    await signInAs(counselor);
    renderApp(`/dashboard/team/student/${profileId}`);

    const study = within(await screen.findByRole("region", { name: "Study Abroad Preferences" }));
    const shown = (card: typeof study, label: string) =>
      card.getByText(label).nextElementSibling?.textContent;
    expect(shown(study, "Preferred countries")).toBe("Norway");
    expect(shown(study, "Program level")).toBe("Master's");
    expect(shown(study, "Fields of study")).toBe("Computer Science");
    const finance = within(screen.getByRole("region", { name: "Financial Information" }));
    expect(shown(finance, "Yearly tuition budget (student's)")).toBe("$25,000 a year");
    const academic = within(screen.getByRole("region", { name: "Academic Background" }));
    expect(shown(academic, "GPA (4.0 scale)")).toBe("3.6");
    const tests = within(screen.getByRole("region", { name: "Test Scores" }));
    expect(shown(tests, "English test (student's)")).toBe("IELTS 7.5");
  });

  it("moves the student to another status from the header", async () => {
    const user = userEvent.setup();
    const student = await createLiveUser("student", { firstName: "Kofi" });
    const counselor = await createLiveUser("counselor");
    const profileId = await assignLiveStudent(student, counselor);
    await signInAs(counselor);
    renderApp(`/dashboard/team/student/${profileId}`);
    await screen.findByRole("heading", { level: 1, name: /^Kofi / });
    await user.click(screen.getByRole("button", { name: "Change status" }));
    await user.click(await screen.findByRole("menuitem", { name: "Visa applied" }));
    expect(await screen.findByText("Status updated")).toBeTruthy();
    // Read again from the server: the badge shows the new status.
    cleanup();
    renderApp(`/dashboard/team/student/${profileId}`);
    await screen.findByRole("heading", { level: 1, name: /^Kofi / });
    expect(screen.getAllByText("Visa applied").length).toBeGreaterThan(0);
    expect(screen.queryByText("Inquiry")).toBeNull();
  });

  it("says when a student has no documents", async () => {
    const student = await createLiveUser("student");
    const counselor = await createLiveUser("counselor");
    const profileId = await assignLiveStudent(student, counselor);
    await signInAs(counselor);
    renderApp(`/dashboard/team/student/${profileId}?section=documents`);
    expect(await screen.findByText("No documents uploaded yet.")).toBeTruthy();
  });

  it("shows 'Student not found' for a student the counselor does not work, like an unknown id", async () => {
    const student = await createLiveUser("student");
    const profileId = await assignLiveStudent(student, await createLiveUser("counselor"));
    await signInAs(await createLiveUser("counselor"));
    renderApp(`/dashboard/team/student/${profileId}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Student not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to dashboard" }).getAttribute("href")).toBe(
      "/dashboard/team",
    );
  });
  it("confirms a counselor's chat message with 'Message sent successfully' and shows it in the conversation", async () => {
    const user = userEvent.setup();
    const student = await createLiveUser("student", { firstName: "Lior" });
    const counselor = await createLiveUser("counselor");
    const profileId = await assignLiveStudent(student, counselor);
    await signInAs(counselor);
    renderApp(`/dashboard/team/student/${profileId}?section=chat`);
    const box = await screen.findByRole("textbox", { name: /^Message to Lior/ });
    await user.type(box, "Your visa interview is booked");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message sent successfully")).toBeTruthy();
    const log = within(await screen.findByRole("log", { name: "Messages" }));
    expect(await log.findByText("Your visa interview is booked")).toBeTruthy();
  });
});
