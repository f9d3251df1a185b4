import {
  CSRF_HEADER,
  clientErrorMessages,
  type ErrorCode,
  errorStatus,
  type HttpMethod,
} from "@meridian/contract";
import type { z } from "zod";
import { readAuthToken } from "./auth-token";
import { takeEarlyRequest } from "./early-request";

/** The error every call through this client rejects with (spec part 1 §3 "API error object", §8). */
export class ApiError extends Error {
  readonly code: ErrorCode | (string & {});
  readonly status: number;
  readonly details?: unknown;
  readonly field?: string;
  readonly hint?: string;

  constructor(
    code: ErrorCode | (string & {}),
    message: string,
    status: number,
    extra: { details?: unknown; field?: string; hint?: string } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    if (extra.details !== undefined) this.details = extra.details;
    if (extra.field !== undefined) this.field = extra.field;
    if (extra.hint !== undefined) this.hint = extra.hint;
  }
}

/** True when the value is an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON, unless it is FormData (the browser then sets the multipart boundary). */
  body?: unknown;
  headers?: HeadersInit;
  /** When given, the unwrapped data must match it (RESPONSE_VALIDATION_ERROR otherwise). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** "blob" reads a successful answer as a file (downloads); failures are still read as the envelope. */
  responseType?: "blob";
  /** A list's answer: `{ data, meta }` of the envelope rather than `data` alone (decision 078). */
  withMeta?: boolean;
}

const CSRF_TOKEN_PATH = "/api/auth/csrf-token";
const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Bodies the spec hands back verbatim instead of parsing as JSON (exports, downloads, images).
const TEXT_CONTENT_TYPES = [/^text\/csv\b/, /^application\/octet-stream\b/, /^image\//];

// The CSRF token lives in memory only (spec part 1 §3); the matching cookie is set by the server.
let csrfToken: string | null = null;
let pendingCsrfToken: Promise<string> | null = null;
// Bumped by clearCsrfToken so a fetch that was already in flight cannot resurrect a cleared token.
let csrfGeneration = 0;

/** The CSRF token in memory, fetched from the server first when there is none. */
export function getCsrfToken(): Promise<string> {
  return csrfToken ? Promise.resolve(csrfToken) : loadCsrfToken();
}

/** The CSRF token a write sends; CSRF_NOT_READY when none can be had. */
export async function csrfTokenForWrite(): Promise<string> {
  const token = await getCsrfToken().catch(() => null);
  if (!token) {
    throw new ApiError("CSRF_NOT_READY", clientErrorMessages.CSRF_NOT_READY, errorStatus.CSRF_NOT_READY);
  }
  return token;
}

/** Drops the token in memory and fetches a new one (after login, logout or a CSRF rejection). */
export function refreshCsrfToken(): Promise<string> {
  csrfToken = null;
  return loadCsrfToken();
}

/** Forgets the token in memory without fetching a new one. */
export function clearCsrfToken(): void {
  csrfToken = null;
  pendingCsrfToken = null;
  csrfGeneration += 1;
}

function loadCsrfToken(): Promise<string> {
  if (pendingCsrfToken) return pendingCsrfToken;
  const generation = csrfGeneration;
  const pending = requestCsrfToken()
    .then((token) => {
      if (generation === csrfGeneration) csrfToken = token;
      return token;
    })
    .finally(() => {
      if (pendingCsrfToken === pending) pendingCsrfToken = null;
    });
  pendingCsrfToken = pending;
  return pending;
}

async function requestCsrfToken(): Promise<string> {
  const headers = new Headers({ Accept: "application/json" });
  const authToken = readAuthToken();
  // The server binds the token to the session, so it has to see who is asking.
  if (authToken) headers.set("Authorization", `Bearer ${authToken}`);

  let response: Response;
  try {
    response = await fetch(CSRF_TOKEN_PATH, { method: "GET", credentials: "include", headers });
  } catch (cause) {
    throw new ApiError("NETWORK_ERROR", clientErrorMessages.NETWORK_ERROR, errorStatus.NETWORK_ERROR, {
      details: cause,
    });
  }
  if (!response.ok) {
    throw new ApiError("REQUEST_FAILED", clientErrorMessages.CSRF_TOKEN_FETCH_FAILED, response.status);
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // An unreadable body carries no token; reported the same way as a missing one.
  }
  const token = readTokenField(payload) ?? (isRecord(payload) ? readTokenField(payload.data) : undefined);
  if (!token) {
    throw new ApiError("INVALID_RESPONSE", clientErrorMessages.CSRF_TOKEN_RESPONSE_INVALID, response.status);
  }
  return token;
}

function readTokenField(value: unknown): string | undefined {
  return isRecord(value) && typeof value.csrfToken === "string" && value.csrfToken !== ""
    ? value.csrfToken
    : undefined;
}

/**
 * Calls the API with the shared request behaviour of spec part 1 §7: bearer token, CSRF header on
 * state-changing methods with one retry after a CSRF rejection, envelope unwrapping and §8 error codes.
 */
export function apiRequest<T = unknown>(url: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  return performRequest(url, options, false);
}

async function performRequest<T>(url: string, options: ApiRequestOptions<T>, isRetry: boolean): Promise<T> {
  const method = (options.method ?? "GET").toUpperCase();
  const headers = new Headers(options.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");

  const authToken = readAuthToken();
  if (authToken) headers.set("Authorization", `Bearer ${authToken}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("Content-Type", "application/json");
  }

  if (STATE_CHANGING_METHODS.has(method)) headers.set(CSRF_HEADER, await csrfTokenForWrite());

  let response: Response;
  try {
    response = await ((method === "GET" ? takeEarlyRequest(url, authToken) : null) ??
      fetch(url, { method, headers, body, credentials: "include", signal: options.signal }));
  } catch (cause) {
    // A cancelled query is not a network failure; TanStack Query expects the abort to surface as is.
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError("NETWORK_ERROR", clientErrorMessages.NETWORK_ERROR, errorStatus.NETWORK_ERROR, {
      details: cause,
    });
  }

  try {
    if (options.responseType === "blob" && response.ok) return (await response.blob()) as T;
    return await readResponse(response, options.schema, options.withMeta);
  } catch (error) {
    if (isRetry || !isCsrfRejection(error)) throw error;
    try {
      await refreshCsrfToken();
    } catch {
      throw error;
    }
    return performRequest(url, options, true);
  }
}

/** True for the server's refusal of a missing or stale CSRF token (worth one retry with a fresh one). */
export function isCsrfRejection(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code.startsWith("CSRF_TOKEN_") || (error.status === 403 && /csrf/i.test(error.message));
}

async function readResponse<T>(
  response: Response,
  schema: z.ZodType<T> | undefined,
  withMeta = false,
): Promise<T> {
  const contentType = (response.headers.get("content-type") ?? "").toLowerCase();
  if (response.ok && TEXT_CONTENT_TYPES.some((pattern) => pattern.test(contentType))) {
    return validate(await response.text(), schema);
  }

  const fallbackMessage = response.statusText || "Request failed";
  return readAnswer({ status: response.status, fallbackMessage }, await response.text(), schema, withMeta);
}

/**
 * Reads the body of an API answer: the envelope's data (`withMeta`: its data and meta), checked
 * against `schema`, or the ApiError it reports (with `fallbackMessage` when the body names none,
 * as a proxy's page does). Shared by fetch calls and uploads sent with XMLHttpRequest.
 */
export function readAnswer<T>(
  answer: { status: number; fallbackMessage: string },
  text: string,
  schema?: z.ZodType<T>,
  withMeta = false,
): T {
  const ok = answer.status >= 200 && answer.status < 300;
  let payload: unknown = null;
  if (text.trim() !== "") {
    try {
      payload = JSON.parse(text);
    } catch {
      // A proxy's HTML error page is still a failed request, reported with its status.
      if (!ok) throw toApiError(null, answer);
      throw new ApiError("INVALID_RESPONSE", clientErrorMessages.INVALID_RESPONSE, answer.status);
    }
  }

  if (!ok || (isRecord(payload) && payload.success === false)) throw toApiError(payload, answer);
  if (!isRecord(payload) || payload.success !== true) return validate(payload, schema);
  return validate(withMeta ? { data: payload.data, meta: payload.meta } : payload.data, schema);
}

function validate<T>(data: unknown, schema: z.ZodType<T> | undefined): T {
  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError(
      "RESPONSE_VALIDATION_ERROR",
      clientErrorMessages.RESPONSE_VALIDATION_ERROR,
      errorStatus.RESPONSE_VALIDATION_ERROR,
      { details: result.error.issues },
    );
  }
  return result.data;
}

function toApiError(payload: unknown, answer: { status: number; fallbackMessage: string }): ApiError {
  const envelope = isRecord(payload) ? payload : {};
  const error = isRecord(envelope.error) ? envelope.error : envelope;
  const code = readString(error.code) ?? "REQUEST_FAILED";
  const message =
    readString(error.message) ??
    readString(envelope.message) ??
    readString(envelope.error) ??
    answer.fallbackMessage;
  return new ApiError(code, message, answer.status, {
    details: error.details,
    field: readString(error.field),
    hint: readString(error.hint),
  });
}

function readString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type BodylessOptions<T> = Omit<ApiRequestOptions<T>, "method" | "body">;

/** Shorthands for apiRequest with the method filled in. */
export const api = {
  get: <T = unknown>(url: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(url, { ...options, method: "GET" }),
  post: <T = unknown>(url: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(url, { ...options, method: "POST", body }),
  put: <T = unknown>(url: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(url, { ...options, method: "PUT", body }),
  patch: <T = unknown>(url: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(url, { ...options, method: "PATCH", body }),
  delete: <T = unknown>(url: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(url, { ...options, method: "DELETE" }),
};
