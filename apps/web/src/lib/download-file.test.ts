import { defineDownloadEndpoint } from "@meridian/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { downloadFile } from "./download-file";

const report = defineDownloadEndpoint({
  method: "GET",
  path: "/api/reports/{id}.csv",
  summary: "A report",
  tags: ["reports"],
  params: z.object({ id: z.string() }),
  download: { contentType: "text/csv" },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("downloadFile", () => {
  it("fetches the endpoint's path and saves the answer under the given name", async () => {
    const fetchMock = vi.fn(
      async () => new Response("a,b\n1,2\n", { headers: { "content-type": "text/csv" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const saved: { name: string; text: string }[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:report");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: this.href });
    });

    await downloadFile(report, { filename: "report.csv", params: { id: "r 1" } });

    expect(fetchMock).toHaveBeenCalledWith("/api/reports/r%201.csv", expect.anything());
    expect(saved).toEqual([{ name: "report.csv", text: "blob:report" }]);
  });

  it("rejects with the server's message when the download is refused, saving nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, error: { code: "FORBIDDEN", message: "No access" } }),
            {
              status: 403,
              headers: { "content-type": "application/json" },
            },
          ),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    await expect(downloadFile(report, { filename: "r.csv", params: { id: "1" } })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "No access",
      status: 403,
    });
    expect(click).not.toHaveBeenCalled();
  });
});
