import type { ImportPreview } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

interface SentUpload {
  url: string;
  headers: Record<string, string>;
  file: FormDataEntryValue | null;
}

/** Answers XMLHttpRequest uploads by URL, reporting upload progress first. */
function stubXhr(answers: Record<string, { status: number; body: unknown }>) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = "";
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, file: body.get("file") });
      const answer = answers[this.url] ?? { status: 404, body: {} };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const previewWithErrors: ImportPreview = {
  totalRows: 3,
  validRows: 2,
  toCreate: 2,
  toUpdate: 0,
  errors: [{ row: 4, field: "countryCode", message: "Use a two-letter ISO country code" }],
  sample: [{ row: 2, key: "ca-e2e", name: "E2E Institute", country: "Canada" }],
};

async function openImport() {
  stubApi({
    ...signedInAs(testUsers.admin),
    "GET /api/admin/universities": { data: { universities: [], total: 0, hasMore: false } },
  });
  const user = userEvent.setup();
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
    expect((sent[0]?.file as File | undefined)?.name).toBe("unis.csv");
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
});
