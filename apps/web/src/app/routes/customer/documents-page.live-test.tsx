import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { addCatalogueUniversityLive, createDraftLive, signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A real (tiny) PDF: the server reads its first
// bytes, so a file that only claims to be a PDF would be refused.
const pdfBytes = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const scorePdf = () => new File([pdfBytes], "ielts-results.pdf", { type: "application/pdf" });

function tile(label: string): string | null | undefined {
  const term = screen.getAllByText(label).find((element) => element.tagName === "DT");
  return term?.nextElementSibling?.textContent;
}

describe("/documents on the real server", () => {
  it("uploads a PDF through the dialog, shows its card and figures, views it and deletes it", async () => {
    const user = userEvent.setup();
    await signInAsNew("student");
    renderApp("/documents");

    await user.click(await screen.findByRole("button", { name: "Upload your first document" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Upload documents" }));
    await user.selectOptions(dialog.getByLabelText("Document type"), "Test Scores");
    await user.upload(dialog.getByLabelText(/Choose files or drop them here/), scorePdf());
    await user.type(dialog.getByLabelText(/^Name/), "IELTS results");
    await user.click(dialog.getByRole("button", { name: "Upload 1 file" }));

    expect(await screen.findByText("Your document has been successfully uploaded.")).toBeTruthy();
    const card = within(await screen.findByRole("article", { name: "IELTS results" }));
    expect(card.getByText("ielts-results.pdf")).toBeTruthy();
    expect(card.getByText("Test Scores")).toBeTruthy();
    expect(card.getByText(`${pdfBytes.length} Bytes`)).toBeTruthy();
    expect(card.getByText("Pending Review")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(tile("Total")).toBe("1");
    expect(tile("Verified")).toBe("0");
    expect(tile("Pending Review")).toBe("1");
    expect(tile("Storage Used")).toContain(`${pdfBytes.length} Bytes`);
    expect(screen.getByRole("tab", { name: "Test Scores (1)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Essays & Letters (0)" })).toBeTruthy();

    // View fetches the file with the session (no public URL) and shows it in the page.
    await user.click(card.getByRole("button", { name: "View IELTS results" }));
    const viewer = within(await screen.findByRole("dialog", { name: "IELTS results" }));
    expect(await viewer.findByRole("link", { name: "Open in a new tab" })).toBeTruthy();
    await user.keyboard("{Escape}");

    await user.click(card.getByRole("button", { name: "Delete IELTS results" }));
    await user.click(await screen.findByRole("button", { name: "Delete document" }));
    expect(await screen.findByText("Document deleted")).toBeTruthy();
    expect(await screen.findByText("No documents yet")).toBeTruthy();
    expect(screen.queryByRole("article", { name: "IELTS results" })).toBeNull();
  });

  it("refuses a file whose contents are not what its name says, and stores nothing", async () => {
    const user = userEvent.setup();
    await signInAsNew("student");
    renderApp("/documents?type=transcript");

    const dialog = within(await screen.findByRole("dialog", { name: "Upload documents" }));
    const fake = new File(["<html><script>alert(1)</script></html>"], "transcript.pdf", {
      type: "application/pdf",
    });
    await user.upload(dialog.getByLabelText(/Choose files or drop them here/), fake);
    await user.click(dialog.getByRole("button", { name: "Upload 1 file" }));

    // The server's message (it read the bytes), on the file's row and in the toast; the dialog stays open.
    const refusal = 'Upload a PDF file: the contents of "transcript.pdf" are not one';
    const row = within(dialog.getByRole("list", { name: "Files to upload" }));
    expect(await row.findByText(refusal)).toBeTruthy();
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    await user.keyboard("{Escape}");
    expect(await screen.findByText("No documents yet")).toBeTruthy();
  });
  it("after a mixed upload keeps only the refused file, with its reason, and clears the stored one", async () => {
    const user = userEvent.setup();
    await signInAsNew("student");
    renderApp("/documents?type=transcript");

    const dialog = within(await screen.findByRole("dialog", { name: "Upload documents" }));
    const fake = new File(["<html></html>"], "forged.pdf", { type: "application/pdf" });
    await user.upload(dialog.getByLabelText(/Choose files or drop them here/), [scorePdf(), fake]);
    await user.click(dialog.getByRole("button", { name: "Upload 2 files" }));

    const refusal = 'Upload a PDF file: the contents of "forged.pdf" are not one';
    const list = within(dialog.getByRole("list", { name: "Files to upload" }));
    expect(await list.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(1));
    expect(list.queryByText("ielts-results.pdf")).toBeNull();
    expect(list.getByText("forged.pdf")).toBeTruthy();
    // Nothing is left to send: the refused file would get the same answer.
    expect(dialog.getByRole("button", { name: "Upload" })).toBeTruthy();

    await user.click(list.getByRole("button", { name: "Remove forged.pdf" }));
    expect(dialog.queryByRole("list", { name: "Files to upload" })).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByRole("article", { name: /ielts-results/ })).toBeTruthy();
    expect(tile("Total")).toBe("1");
  });

  it("takes one file when opened for an item of an application's checklist", async () => {
    const user = userEvent.setup();
    await signInAsNew("student");
    renderApp(`/documents?type=transcript&applicationId=${crypto.randomUUID()}`);

    const dialog = within(await screen.findByRole("dialog", { name: "Upload documents" }));
    const input = dialog.getByLabelText(/Choose a file or drop it here/) as HTMLInputElement;
    expect(input.multiple).toBe(false);
    const second = new File([pdfBytes], "second.pdf", { type: "application/pdf" });
    // Dropped, two files can still arrive at once.
    const drop = input.closest("label") as HTMLElement;
    fireEvent.drop(drop, { dataTransfer: { files: [scorePdf(), second] } });
    expect(await dialog.findByText("Only one file is allowed.")).toBeTruthy();
    expect(dialog.queryByRole("list", { name: "Files to upload" })).toBeNull();

    await user.upload(input, scorePdf());
    fireEvent.drop(drop, { dataTransfer: { files: [second] } });
    expect(await dialog.findByText("Only one file is allowed.")).toBeTruthy();
    expect(
      within(dialog.getByRole("list", { name: "Files to upload" })).getAllByRole("listitem"),
    ).toHaveLength(1);
  });

  it("for one item of the checklist, takes another file in place of one the server refused", async () => {
    const user = userEvent.setup();
    const universityId = await addCatalogueUniversityLive("Massachusetts Institute of Technology");
    await signInAsNew("student");
    const application = await createDraftLive(universityId, "Physics");
    renderApp(`/documents?type=transcript&applicationId=${application.id}`);

    const dialog = within(await screen.findByRole("dialog", { name: "Upload documents" }));
    const input = dialog.getByLabelText(/Choose a file or drop it here/);
    await user.upload(input, new File(["<html></html>"], "forged.pdf", { type: "application/pdf" }));
    await user.click(dialog.getByRole("button", { name: "Upload 1 file" }));
    const list = within(dialog.getByRole("list", { name: "Files to upload" }));
    expect(await list.findByText('Upload a PDF file: the contents of "forged.pdf" are not one')).toBeTruthy();

    // The refused file is not sent again: the one file allowed is the new choice.
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
    await user.upload(input, scorePdf());
    expect(dialog.queryByText("Only one file is allowed.")).toBeNull();
    expect(list.getAllByRole("listitem")).toHaveLength(1);
    expect(list.getByText("ielts-results.pdf")).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Upload 1 file" }));
    expect(await screen.findByText("Your document has been successfully uploaded.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("article", { name: /ielts-results/ })).toBeTruthy();
  });
});
