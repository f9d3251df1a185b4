import { documentTypes } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeApplication } from "@/features/applications/test-applications";
import { makeDocument } from "@/features/documents/test-documents";
import { openSubmitWithMissing } from "@/test/add-application";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const transcript = makeDocument({ name: "Bachelor transcript" });

const application = makeApplication({
  studentId: testUsers.student.id,
  checklist: [
    { type: "transcript", label: "Academic Transcripts", state: "missing", attached: false, document: null },
    {
      type: "resume",
      label: "Resume/CV",
      state: "verified",
      attached: false,
      document: { id: "00000000-0000-4000-a000-000000000002", name: "My CV", isVerified: true },
    },
  ],
  history: [
    {
      id: "00000000-0000-4000-b000-000000000001",
      from: null,
      to: "draft",
      note: null,
      at: "2026-11-01T10:00:00.000Z",
      by: { id: testUsers.student.id, name: "Sofia Martins", role: "student" },
    },
  ],
});
const path = `/api/applications/${application.id}`;

describe("/applications/:id", () => {
  it("lets the student submit a draft after confirming, and shows the move in the history", async () => {
    const user = userEvent.setup();
    const submitted = makeApplication({
      ...application,
      status: "submitted",
      nextStatuses: ["withdrawn"],
      history: [
        ...application.history,
        {
          id: "00000000-0000-4000-b000-000000000002",
          from: "draft",
          to: "submitted",
          note: "Ready",
          at: "2026-11-02T10:00:00.000Z",
          by: { id: testUsers.student.id, name: "Sofia Martins", role: "student" },
        },
      ],
    });
    let current = application;
    const api = stubApi({
      ...signedInAs(testUsers.student),
      [`GET ${path}`]: () => ({ data: current }),
      [`POST ${path}/transitions`]: () => {
        current = submitted;
        return { data: submitted };
      },
    });
    renderApp(`/applications/${application.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: application.university.name })).toBeTruthy();
    const checklist = screen.getByRole("region", { name: "Documents checklist" });
    expect(within(checklist).getByText("Missing")).toBeTruthy();
    expect(within(checklist).getByText("Verified")).toBeTruthy();
    expect(
      within(checklist).getByRole("link", { name: "Upload: Academic Transcripts" }).getAttribute("href"),
    ).toBe(`/documents?type=transcript&applicationId=${application.id}`);

    // The transcript is missing: the dialog names it and submits only without it, as asked.
    const { dialog, missing } = await openSubmitWithMissing(user);
    expect(missing).toEqual(["Academic Transcripts"]);
    await user.type(within(dialog).getByLabelText(/Note/), "Ready");
    await user.click(within(dialog).getByRole("button", { name: "Submit without them" }));
    await waitFor(() =>
      expect(api.callsTo(`POST ${path}/transitions`)[0]?.body).toEqual({ to: "submitted", note: "Ready" }),
    );
    const history = screen.getByRole("region", { name: "History" });
    expect(await within(history).findByText("Ready")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Withdraw" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("attaches one of the student's documents of the item's type", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.student),
      [`GET ${path}`]: { data: application },
      "GET /api/documents": {
        data: [
          transcript,
          { ...transcript, id: "00000000-0000-4000-a000-000000000003", type: "essay", name: "Essay" },
        ],
        meta: {
          total: 2,
          stats: {
            total: 2,
            verified: 0,
            pending: 2,
            storageUsedBytes: 2000,
            quotaBytes: 1e9,
            byType: Object.fromEntries(documentTypes.map((type) => [type, 0])),
          },
        },
      },
      [`PUT ${path}/checklist/transcript`]: { data: application },
    });
    renderApp(`/applications/${application.id}`);
    await user.click(await screen.findByRole("button", { name: "Attach: Academic Transcripts" }));
    const dialog = await screen.findByRole("dialog", { name: "Attach: Academic Transcripts" });
    // Only documents of the item's type are offered.
    const choices = await within(dialog).findAllByRole("radio");
    expect(choices).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Attach" }));
    expect(await within(dialog).findByText("Choose a document")).toBeTruthy();
    await user.click(within(dialog).getByRole("radio", { name: /Bachelor transcript/ }));
    await user.click(within(dialog).getByRole("button", { name: "Attach" }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${path}/checklist/transcript`)[0]?.body).toEqual({ documentId: transcript.id }),
    );
  });

  it("shows staff the moves the server allows them, and no attach or upload", async () => {
    stubApi({
      ...signedInAs(testUsers.counselor),
      [`GET ${path}`]: {
        data: { ...application, status: "submitted", nextStatuses: ["under_review", "rejected"] },
      },
    });
    renderApp(`/applications/${application.id}`);
    expect(await screen.findByRole("button", { name: "Mark as Under Review" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark as Rejected" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Attach/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Upload/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to dashboard" }).getAttribute("href")).toBe(
      "/dashboard/team",
    );
  });

  it("says not found for an application the server does not show", async () => {
    stubApi({
      ...signedInAs(testUsers.student),
      [`GET ${path}`]: { status: 404, error: { code: "NOT_FOUND", message: "Application not found" } },
    });
    renderApp(`/applications/${application.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Application not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to My Applications" }).getAttribute("href")).toBe(
      "/applications",
    );
  });
});
