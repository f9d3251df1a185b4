import { buildPath, type DownloadEndpoint } from "@meridian/contract";
import type { z } from "zod";
import { apiRequest } from "./api-client";
import { buildQueryUrl } from "./query-client";

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

interface FetchOptions<E extends DownloadEndpoint> {
  params?: Input<E["params"]>;
  query?: Input<E["query"]>;
}

/**
 * Fetches a contract download endpoint with the bearer token (a plain link cannot send it) and
 * returns the file. A refusal rejects with the server's ApiError, as every other call does.
 */
export function fetchDownload<E extends DownloadEndpoint>(
  endpoint: E,
  options: FetchOptions<E> = {},
): Promise<Blob> {
  const path = buildPath(endpoint.path, options.params as Record<string, string | number> | undefined);
  return apiRequest<Blob>(buildQueryUrl(path, options.query as Record<string, unknown> | undefined), {
    headers: { Accept: `${endpoint.download.contentType}, application/json` },
    responseType: "blob",
  });
}

/** Fetches a contract download endpoint (see fetchDownload) and saves the file under `filename`. */
export async function downloadFile<E extends DownloadEndpoint>(
  endpoint: E,
  options: FetchOptions<E> & { filename: string },
): Promise<void> {
  const blob = await fetchDownload(endpoint, options);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = options.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
