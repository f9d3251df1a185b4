import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import {
  type ApiErrorBody,
  ApiErrorBodySchema,
  type ErrorCode,
  errorEnvelope,
  errorStatus,
} from "@meridian/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { sendError } from "./errors.js";

const FailureBodySchema = z.object({ success: z.literal(false), error: ApiErrorBodySchema });

type Refusal = Pick<ApiErrorBody, "code" | "message">;

const badUrl: Refusal = { code: "BAD_REQUEST", message: "The URL is not valid: check its percent-encoding" };

/** A page a browser asks for (not the API, not a built asset): the web app answers it. */
export function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "/";
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !path.startsWith("/api/") &&
    path !== "/api" &&
    !path.startsWith("/assets/")
  );
}

/**
 * Errors Fastify raises before a route is found (`frameworkErrors`), in the envelope. A page address
 * with a broken percent-encoding (`/universities/%E0%A4%A`) is sent on to the same address with its
 * `%` written out, which the app can show: a browser gets the app's not-found page, not JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === "FST_ERR_BAD_URL" && isPageRequest(request)) {
    // One leading slash: the address stays on this site.
    void reply.redirect(request.url.replaceAll("%", "%25").replace(/^\/+/, "/"), 302);
    return;
  }
  const refusal: Refusal =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? { code: "URI_TOO_LONG", message: "A part of the URL is too long" }
      : error.code === "FST_ERR_BAD_URL"
        ? badUrl
        : { code: "BAD_REQUEST", message: "The request could not be routed" };
  // The onSend hooks (and their no-store) do not run for an answer given before routing.
  reply.header("cache-control", "no-store");
  void sendError(reply, errorStatus[refusal.code], refusal);
}

/** What Node's HTTP parser refused, in the contract's words. */
function refusalOf(code: string | undefined): Refusal {
  if (code === "HPE_HEADER_OVERFLOW") {
    return { code: "HEADERS_TOO_LARGE", message: "The request's URL and headers are too large" };
  }
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return { code: "REQUEST_TIMEOUT", message: "The request took too long to arrive" };
  }
  return { code: "BAD_REQUEST", message: "The request is not valid HTTP" };
}

// How long a refused connection may keep sending before it is cut off.
const LINGER_MS = 2_000;

/**
 * Node's `clientError` (the request could not be parsed: headers too large, a malformed request
 * line or header, a timeout): answers in the envelope with `Connection: close`, then closes the
 * connection in order. What the client still sends is read and dropped until it closes its side
 * (or for at most LINGER_MS), so closing does not reset the connection before the answer is read.
 */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  // The parser is done with this connection: from here on its bytes are only drained.
  socket.removeAllListeners("data");
  socket.on("error", () => socket.destroy());
  if (socket.writable) {
    const refusal = refusalOf(err.code);
    const status = errorStatus[refusal.code];
    const body = JSON.stringify(errorEnvelope(refusal));
    this.log.debug({ code: err.code, status }, "refused a request the HTTP parser could not read");
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  } else {
    socket.end();
  }
  const cutOff = setTimeout(() => socket.destroy(), LINGER_MS);
  cutOff.unref();
  socket.once("close", () => clearTimeout(cutOff));
  socket.resume();
}

/** The code an error status is told with when whoever answered gave no envelope. */
function codeOfStatus(status: number): ErrorCode {
  const known = (Object.entries(errorStatus) as [ErrorCode, number][]).find(
    ([code, codeStatus]) => codeStatus === status && !code.startsWith("AUTH_") && !code.startsWith("CSRF_"),
  );
  if (known) return known[0];
  return status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST";
}

/** The error body of a failure answer already in the envelope's shape, else undefined. */
function errorBodyOf(payload: string | Buffer): ApiErrorBody | undefined {
  try {
    const parsed = FailureBodySchema.safeParse(JSON.parse(payload.toString()));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The last guard of the envelope: an error answer that a plugin sent without one (an empty 404 for
 * a plain GET of /ws, a bare message) leaves as the envelope for its status. Streamed answers, HEAD
 * requests (no body) and the web app's HTML answering a page request (a record's page with no
 * record: the app's not-found page, with its 404) are left as they are.
 */
export function registerEnvelopeGuard(app: FastifyInstance): void {
  // A callback hook: every answer passes here, and most leave at the first line.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (reply.statusCode < 400 || request.method === "HEAD") return done(null, payload);
    if (
      payload !== null &&
      payload !== undefined &&
      typeof payload !== "string" &&
      !Buffer.isBuffer(payload)
    ) {
      return done(null, payload);
    }
    const error = payload ? errorBodyOf(payload) : undefined;
    if (error) {
      // Sent whole (the error handler's own) or by a plugin as `{ success, error }` alone: either
      // way it leaves with the top-level code and message the spec's client reads.
      return done(null, JSON.stringify(errorEnvelope(error)));
    }
    if (isPageRequest(request) && String(reply.getHeader("content-type")).startsWith("text/html")) {
      return done(null, payload);
    }
    const code = codeOfStatus(reply.statusCode);
    const message = STATUS_CODES[reply.statusCode] ?? "Request failed";
    reply.type("application/json; charset=utf-8");
    done(null, JSON.stringify(errorEnvelope({ code, message })));
  });
}
