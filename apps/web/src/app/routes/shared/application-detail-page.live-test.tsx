import { documentEndpoints } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createUniversity } from "@/features/universities/api/save-university";
import { apiRequest } from "@/lib/api-client";
import { openSubmitWithMissing } from "@/test/add-application";
import { createDraftLive, signInAs, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts.
// A word no real university has, new for each university this file creates.
const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`;

async function studentWithDraft() {
  await signInAsNew("admin");
  const university = await createUniversity({
    name: `Harbour ${uniqueWord()} University`,
    country: "United Kingdom",
    countryCode: "GB",
    city: "Bristol",
    degreeTypes: ["Master's"],
  });
  const student = await signInAsNew("student", { firstName: "Ines" });
  const application = await createDraftLive(university.id, "Marine Biology");
  return { student, application, university };
}

describe("/applications/:id on the real server", () => {
  it("shows the draft with its checklist, submits it, and staff move it on with a note the student sees", async () => {
    const user = userEvent.setup();
    const { student, application, university } = await studentWithDraft();

    const first = renderApp(`/applications/${application.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: university.name })).toBeTruthy();
    const checklist = within(screen.getByRole("region", { name: "Documents checklist" }));
    // The Master's template: every item missing until a document arrives.
    expect(checklist.getAllByText("Missing").length).toBe(application.checklist.length);
    expect(checklist.getByRole("link", { name: "Upload: Academic Transcripts" }).getAttribute("href")).toBe(
      `/documents?type=transcript&applicationId=${application.id}`,
    );

    // Nothing uploaded yet: the dialog names every required document, and submits without them only
    // when asked to in so many words.
    const { dialog, missing } = await openSubmitWithMissing(user);
    expect(missing).toEqual(application.checklist.map((item) => item.label));
    await user.click(within(dialog).getByRole("button", { name: "Submit without them" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("button", { name: "Withdraw" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    first.unmount();

    // An admin sees the staff moves of the transition table and leaves a note.
    await signInAsNew("admin");
    const staff = renderApp(`/applications/${application.id}`);
    await user.click(await screen.findByRole("button", { name: "Mark as Under Review" }));
    const move = await screen.findByRole("dialog", { name: "Mark as Under Review?" });
    await user.type(within(move).getByLabelText(/Note/), "Transcript looks good");
    await user.click(within(move).getByRole("button", { name: "Mark as Under Review" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    staff.unmount();

    await signInAs(student);
    renderApp(`/applications/${application.id}`);
    const history = within(await screen.findByRole("region", { name: "History" }));
    expect(await history.findByText("Transcript looks good")).toBeTruthy();
    expect(history.getByText("Created as Draft")).toBeTruthy();
    expect(screen.getAllByText("Under Review").length).toBeGreaterThan(0);
  });

  it("attaches one of the student's documents to a checklist item", async () => {
    const user = userEvent.setup();
    const { application } = await studentWithDraft();
    // A real upload: a small PDF, sent as /documents sends it (fields, then the file).
    const form = new FormData();
    form.append("type", "transcript");
    form.append("name", "Final transcript");
    form.append(
      "file",
      new File(["%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n"], "transcript.pdf", { type: "application/pdf" }),
    );
    await apiRequest(documentEndpoints.upload.path, { method: "POST", body: form });

    renderApp(`/applications/${application.id}`);
    await user.click(await screen.findByRole("button", { name: "Attach: Academic Transcripts" }));
    const dialog = await screen.findByRole("dialog", { name: "Attach: Academic Transcripts" });
    await user.click(await within(dialog).findByRole("radio", { name: /Final transcript/ }));
    await user.click(within(dialog).getByRole("button", { name: "Attach" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const checklist = within(screen.getByRole("region", { name: "Documents checklist" }));
    expect(await checklist.findByText("Final transcript (attached)")).toBeTruthy();
    expect(checklist.getByText("Received")).toBeTruthy();
  });

  it("shows another student's application as not found", async () => {
    const { application } = await studentWithDraft();
    await signInAsNew("student");
    renderApp(`/applications/${application.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Application not found" })).toBeTruthy();
  });
});
