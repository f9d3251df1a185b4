import {
  buildPath,
  CSRF_HEADER,
  clientErrorMessages,
  describeFileTypes,
  errorStatus,
  formatFileSize,
  type UploadEndpoint,
  type UploadSpec,
} from "@meridian/contract";
import type { z } from "zod";
import { ApiError, csrfTokenForWrite, isCsrfRejection, readAnswer, refreshCsrfToken } from "./api-client";
import { readAuthToken } from "./auth-token";

/** Upload progress from 0 to 1 (the bytes sent; the server may still be working at 1). */
export type ProgressListener = (fraction: number) => void;

/** The endpoint's text fields as a caller writes them (multipart text: strings, or left out). */
type FieldsOf<E extends UploadEndpoint> =
  NonNullable<E["upload"]["fields"]> extends z.ZodObject
    ? z.input<NonNullable<E["upload"]["fields"]>>
    : never;

interface UploadOptions<E extends UploadEndpoint> {
  file: File;
  /** Values for the `{name}` segments of the path. */
  params?: [NonNullable<E["params"]>] extends [never]
    ? undefined
    : z.input<NonNullable<E["params"]> & z.ZodType>;
  /**
   * Text fields of the same form (the endpoint's `upload.fields`), sent BEFORE the file so the
   * server can check them before it stores a byte; undefined values are left out.
   */
  fields?: FieldsOf<E>;
  /** Extra request headers, e.g. the Idempotency-Key that makes a retried upload return the first result. */
  headers?: Record<string, string>;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  text: string;
}

/**
 * Why a chosen file cannot be sent to an upload endpoint, checked before a byte leaves the
 * browser (the server checks again, and reads the contents too); null when it can be sent.
 */
export function uploadFileProblem(upload: UploadSpec, file: File): string | null {
  if (file.size > upload.maxBytes) return `The file is larger than ${formatFileSize(upload.maxBytes)}.`;
  if (file.size === 0) return "The file is empty.";
  const name = file.name.toLowerCase();
  if (!upload.accept.some((type) => type.extensions.some((extension) => name.endsWith(extension)))) {
    return `Choose a ${describeFileTypes(upload.accept)} file.`;
  }
  return null;
}

/**
 * Sends a file to a contract upload endpoint as multipart form data, reporting upload progress,
 * and checks the answer against the endpoint's response schema. It goes through XMLHttpRequest,
 * the one browser API that reports upload progress, with the API client's bearer and CSRF headers
 * and its one retry after a CSRF rejection. Failures reject with an ApiError as every call does;
 * an aborted upload rejects with the AbortError of the signal.
 */
export async function uploadFile<E extends UploadEndpoint>(
  endpoint: E,
  options: UploadOptions<E>,
): Promise<z.infer<E["response"]>> {
  const url = buildPath(endpoint.path, options.params as Record<string, string | number> | undefined);
  const onProgress = options.onProgress ?? (() => {});
  const send = (csrfToken: string) =>
    sendForm(
      endpoint.method,
      url,
      form(endpoint.upload, options.file, options.fields as Record<string, unknown> | undefined),
      { ...options.headers, [CSRF_HEADER]: csrfToken },
      onProgress,
      options.signal,
    );

  const read = (answer: XhrAnswer) =>
    readAnswer(
      { status: answer.status, fallbackMessage: `The upload failed (HTTP ${answer.status})` },
      answer.text,
      endpoint.response as z.ZodType<z.infer<E["response"]>>,
    );
  try {
    return read(await send(await csrfTokenForWrite()));
  } catch (error) {
    if (!isCsrfRejection(error)) throw error;
    onProgress(0);
    return read(await send(await refreshCsrfToken()));
  }
}

function form(upload: UploadSpec, file: File, fields: Record<string, unknown> | undefined): FormData {
  const body = new FormData();
  // Multipart parts arrive in the order appended: the fields first, then the file.
  for (const [name, value] of Object.entries(fields ?? {})) {
    if (value !== undefined && value !== null) body.append(name, String(value));
  }
  body.append(upload.field, file);
  return body;
}

function sendForm(
  method: string,
  url: string,
  body: FormData,
  headers: Record<string, string>,
  onProgress: ProgressListener,
  signal: AbortSignal | undefined,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const authToken = readAuthToken();
    if (authToken) xhr.setRequestHeader("Authorization", `Bearer ${authToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.onload = () => {
      signal?.removeEventListener("abort", onAbort);
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      signal?.removeEventListener("abort", onAbort);
      reject(new ApiError("NETWORK_ERROR", clientErrorMessages.NETWORK_ERROR, errorStatus.NETWORK_ERROR));
    };
    xhr.onabort = () => reject(signal?.reason ?? new DOMException("The upload was cancelled", "AbortError"));
    xhr.send(body);
  });
}
