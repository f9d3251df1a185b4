import { documentTypes } from "@meridian/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";
import { stubXhr } from "@/test/xhr-stub";
import { makeDocument } from "../test-documents";

const APPLICATION_ID = "8a1f5d2c-3b4e-4f60-9a7b-1c2d3e4f5a6b";
const emptyList = {
  data: [],
  meta: {
    total: 0,
    stats: {
      total: 0,
      verified: 0,
      pending: 0,
      storageUsedBytes: 0,
      quotaBytes: 200 * 1024 * 1024,
      byType: Object.fromEntries(documentTypes.map((type) => [type, 0])),
    },
  },
};
const stored = makeDocument({
  id: "0b6a2f7e-58c1-4d1e-9f3a-2a4b6c8d0e1f",
  fileSize: 8,
  sha256: "ab",
  createdAt: "2026-11-24T10:00:00.000Z",
  uploadedAt: "2026-11-24T10:00:00.000Z",
});

const pdf = (name = "transcript.pdf") => new File(["%PDF-1.7"], name, { type: "application/pdf" });

afterEach(() => {
  vi.unstubAllGlobals();
  clearCsrfToken();
  window.localStorage.clear();
});

function fileInput(): HTMLInputElement {
  return within(screen.getByRole("dialog")).getByLabelText(
    /Choose (files|a file) or drop (them|it) here/,
  ) as HTMLInputElement;
}

describe("the upload dialog", () => {
  it("opens with the type of the link, checks the files, then sends the fields before each file", async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubApi({ ...signedInAs(testUsers.student), "GET /api/documents": emptyList });
    const sent = stubXhr({ "/api/documents": { status: 201, body: { success: true, data: stored } } });
    renderApp(`/documents?type=transcript&applicationId=${APPLICATION_ID}`);

    const dialog = within(await screen.findByRole("dialog", { name: "Upload documents" }, { timeout: 5000 }));
    expect((dialog.getByLabelText("Document type") as HTMLSelectElement).value).toBe("transcript");

    // One checklist item, one file (the spec's single-file mode).
    expect(fileInput().multiple).toBe(false);
    fireEvent.drop(fileInput().closest("label") as HTMLElement, {
      dataTransfer: { files: [pdf("f1.pdf"), pdf("f2.pdf")] },
    });
    expect(dialog.getByRole("alert").textContent).toContain("Only one file is allowed.");
    await user.upload(fileInput(), [new File(["<html>"], "page.html")]);
    expect(dialog.getByRole("alert").textContent).toContain('File type ".html" is not supported.');
    await user.upload(fileInput(), [pdf()]);
    expect(
      within(dialog.getByRole("list", { name: "Files to upload" })).getAllByRole("listitem"),
    ).toHaveLength(1);

    await user.click(await dialog.findByRole("button", { name: "Upload 1 file" }));
    expect(await screen.findByText("Your document has been successfully uploaded.")).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect([...(sent[0]?.form.keys() ?? [])]).toEqual(["type", "applicationId", "file"]);
    expect(sent[0]?.form.get("applicationId")).toBe(APPLICATION_ID);
    expect(sent[0]?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{32,36}$/);
    // The way back to the application the student came from.
    expect(screen.getByRole("link", { name: "Back to the application" }).getAttribute("href")).toBe(
      `/applications/${APPLICATION_ID}`,
    );
  });

  it("asks for the document type first and sends nothing without it", async () => {
    const user = userEvent.setup();
    stubApi({ ...signedInAs(testUsers.student), "GET /api/documents": emptyList });
    const sent = stubXhr({});
    renderApp("/documents");
    await user.click(
      await screen.findByRole("button", { name: "Upload your first document" }, { timeout: 5000 }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Upload documents" }, { timeout: 5000 }));
    await user.upload(fileInput(), pdf());
    await user.click(await dialog.findByRole("button", { name: "Upload 1 file" }));

    const type = dialog.getByLabelText("Document type");
    expect(await dialog.findByText("Choose a document type")).toBeTruthy();
    expect(type.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(type), { timeout: 5000 });
    expect(sent).toHaveLength(0);
  });
});
