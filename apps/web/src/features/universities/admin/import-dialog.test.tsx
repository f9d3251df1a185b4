import type { ImportPreview } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";
import { stubXhr } from "@/test/xhr-stub";

const previewWithErrors: ImportPreview = {
  totalRows: 3,
  validRows: 2,
  toCreate: 2,
  toUpdate: 0,
  errors: [{ row: 4, field: "countryCode", message: "Use a two-letter ISO country code" }],
  sample: [{ row: 2, key: "ca-e2e", name: "E2E Institute", country: "Canada" }],
};

async function openImport(options: { applyAccept?: boolean } = {}) {
  stubApi({
    ...signedInAs(testUsers.admin),
    "GET /api/admin/universities": {
      data: [],
      meta: { total: 0, hasMore: false, unpublished: { count: 0, figures: [], included: false } },
    },
  });
  const user = userEvent.setup(options);
  renderApp("/dashboard/admin");
  const catalogue = await screen.findByRole("region", { name: "University catalogue" });
  await user.click(within(catalogue).getByRole("button", { name: "Import" }));
  const dialog = await screen.findByRole("dialog", { name: "Import universities" });
  const file = new File(["name,country,countryCode,city\n"], "unis.csv", { type: "text/csv" });
  return { user, dialog, file };
}

describe("catalogue import", () => {
  it("previews with the bearer and CSRF headers and keeps commit disabled while rows have errors", async () => {
    const sent = stubXhr({
      "/api/admin/universities/import/preview": {
        status: 200,
        body: { success: true, data: previewWithErrors },
      },
    });
    const { user, dialog, file } = await openImport();
    await user.upload(within(dialog).getByLabelText(/Choose a file/), file);

    expect(await within(dialog).findByText("1 problem to fix before importing")).toBeTruthy();
    const row = within(dialog).getByRole("row", { name: /4 countryCode Use a two-letter ISO country code/ });
    expect(row).toBeTruthy();
    expect(
      (within(dialog).getByRole("button", { name: "Import 2 universities" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(sent[0]?.headers).toMatchObject({
      authorization: "Bearer test-session-token",
      "x-csrf-token": "test-csrf",
    });
    expect((sent[0]?.form.get("file") as File | undefined)?.name).toBe("unis.csv");
    expect(
      within(dialog)
        .getByLabelText(/Choose another file/)
        .getAttribute("accept"),
    ).toBe(".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  });

  it("commits a clean file and reports the counts", async () => {
    const sent = stubXhr({
      "/api/admin/universities/import/preview": {
        status: 200,
        body: { success: true, data: { ...previewWithErrors, errors: [], totalRows: 2 } },
      },
      "/api/admin/universities/import": {
        status: 200,
        body: { success: true, data: { created: 2, updated: 0 } },
      },
    });
    const { user, dialog, file } = await openImport();
    await user.upload(within(dialog).getByLabelText(/Choose a file/), file);
    await user.click(await within(dialog).findByRole("button", { name: "Import 2 universities" }));
    await waitFor(() => expect(getToastState().toasts[0]?.description).toBe("2 created, 0 updated."));
    expect(sent.map((upload) => upload.url)).toEqual([
      "/api/admin/universities/import/preview",
      "/api/admin/universities/import",
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Import universities" })).toBeNull());
  });

  it("shows the row errors of a broken file", async () => {
    stubXhr({
      "/api/admin/universities/import/preview": {
        status: 422,
        body: {
          success: false,
          error: {
            code: "VALIDATION_ERROR",
            message: "Missing column: countryCode",
            field: "file",
          },
        },
      },
    });
    const { user, dialog, file } = await openImport();
    await user.upload(within(dialog).getByLabelText(/Choose a file/), file);
    expect(await within(dialog).findByText("Missing column: countryCode")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /^Import \d/ })).toBeNull();
  });

  it("refuses a file over 25 MB or of another type before uploading it", async () => {
    const sent = stubXhr({});
    // The file picker filters by type; a drop or "All files" does not, so the dialog checks too.
    const { user, dialog } = await openImport({ applyAccept: false });
    const picker = within(dialog).getByLabelText(/Choose a file/);
    const big = new File(["name"], "huge.csv", { type: "text/csv" });
    Object.defineProperty(big, "size", { value: 25 * 1024 * 1024 + 1 });
    await user.upload(picker, big);
    expect(
      await within(dialog).findByText("The file is larger than 25 MB. Split it into smaller files."),
    ).toBeTruthy();
    await user.upload(picker, new File(["%PDF-1.7"], "catalogue.pdf", { type: "application/pdf" }));
    expect(await within(dialog).findByText("Choose a CSV or XLSX file.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a file whose contents are not CSV or XLSX", async () => {
    stubXhr({
      "/api/admin/universities/import/preview": {
        status: 415,
        body: {
          success: false,
          error: {
            code: "UNSUPPORTED_FILE_TYPE",
            message: 'Upload a CSV or XLSX file: the contents of "unis.csv" are not one',
            field: "file",
          },
        },
      },
    });
    const { user, dialog, file } = await openImport();
    await user.upload(within(dialog).getByLabelText(/Choose a file/), file);
    expect(
      await within(dialog).findByText('Upload a CSV or XLSX file: the contents of "unis.csv" are not one'),
    ).toBeTruthy();
  });
});
