import { CSRF_HEADER } from "@meridian/contract";
import type { z } from "zod";
import { ApiError, getCsrfToken, refreshCsrfToken } from "@/lib/api-client";
import { readAuthToken } from "@/lib/auth-token";

/** Upload progress from 0 to 1. */
export type ProgressListener = (fraction: number) => void;

interface XhrAnswer {
  status: number;
  payload: unknown;
}

function send(url: string, file: File, csrfToken: string, onProgress: ProgressListener): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    const authToken = readAuthToken();
    if (authToken) xhr.setRequestHeader("Authorization", `Bearer ${authToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // Not our envelope (a proxy page): reported below from the status alone.
      }
      resolve({ status: xhr.status, payload });
    };
    xhr.onerror = () => reject(new ApiError("NETWORK_ERROR", "The upload could not reach the server", 0));
    xhr.onabort = () => reject(new ApiError("ABORTED", "The upload was cancelled", 0));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toError({ status, payload }: XhrAnswer): ApiError {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : {};
  const code = typeof error.code === "string" ? error.code : "REQUEST_FAILED";
  const message = typeof error.message === "string" ? error.message : `The upload failed (HTTP ${status})`;
  return new ApiError(code, message, status, {
    details: error.details,
    ...(typeof error.field === "string" ? { field: error.field } : {}),
  });
}

/**
 * Posts a file as multipart form data with XMLHttpRequest, the one browser API that reports upload
 * progress, carrying the same bearer and CSRF headers as the API client (one retry after a CSRF
 * rejection, as there).
 */
export async function uploadCatalogueFile<T>(
  url: string,
  file: File,
  schema: z.ZodType<T>,
  onProgress: ProgressListener,
): Promise<T> {
  let answer = await send(url, file, await getCsrfToken(), onProgress);
  if (answer.status === 403 && /csrf/i.test(JSON.stringify(answer.payload))) {
    onProgress(0);
    answer = await send(url, file, await refreshCsrfToken(), onProgress);
  }
  if (
    answer.status < 200 ||
    answer.status >= 300 ||
    (isRecord(answer.payload) && answer.payload.success === false)
  ) {
    throw toError(answer);
  }
  const data =
    isRecord(answer.payload) && answer.payload.success === true ? answer.payload.data : answer.payload;
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new ApiError("INVALID_RESPONSE", "The server's answer could not be read", answer.status);
  return parsed.data;
}
