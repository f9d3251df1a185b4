import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInAsNew } from "@/test/live";
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
});
