import { type ApiErrorBody, errorEnvelope } from "@meridian/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.js";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isInvalidInputError,
  sqlStateOf,
} from "../lib/database-errors.js";
import { recordRefusal } from "../lib/security-events.js";

/** Fastify's own request errors, mapped onto the contract's codes. */
const fastifyCodes: Record<string, Pick<ApiErrorBody, "code" | "message"> & { status: number }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "Request body is too large",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Unsupported content type; send application/json",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "BAD_REQUEST",
    message: "Request body is not valid JSON",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "BAD_REQUEST",
    message: "Body cannot be empty when content-type is application/json",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "BAD_REQUEST", message: "Invalid content length" },
};

/** Sends the failure envelope of ARCHITECTURE.md rule 3. */
export function sendError(reply: FastifyReply, status: number, error: ApiErrorBody): FastifyReply {
  return reply.status(status).type("application/json; charset=utf-8").send(errorEnvelope(error));
}

/** One error handler for the whole API: every failure leaves as an envelope, and a 500 shows no internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      recordRefusal(request, err);
      if (err.statusCode >= 500) request.log.error({ err }, "request failed");
      const { field, details, hint, retryAfterSeconds } = err.extra;
      if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
      return sendError(reply, err.statusCode, { code: err.code, message: err.message, field, details, hint });
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.flatMap((issue) => {
        // A key the schema does not have is named itself, so the 422 points at it.
        const keys = unknownKeysOf(issue);
        if (keys) {
          return keys.map((key) => ({
            field: fieldOf(err.validationContext, `${issue.instancePath.replace(/\/$/, "")}/${key}`),
            message: `"${key}" is not a field here`,
          }));
        }
        return [
          {
            field: fieldOf(err.validationContext, issue.instancePath),
            message: issue.message ?? "Invalid value",
          },
        ];
      });
      const first = issues[0];
      return sendError(reply, 422, {
        code: "VALIDATION_ERROR",
        message: first?.message ?? "Invalid request",
        field: first?.field,
        details: { issues },
      });
    }

    if (isInvalidInputError(err)) {
      // Only the code: the statement's values are the request's own (and may be anyone's data).
      request.log.warn({ sqlState: sqlStateOf(err) }, "the database refused a value of the request");
      return sendError(reply, 422, {
        code: "VALIDATION_ERROR",
        message: "A value in the request is not valid",
      });
    }

    if (isForeignKeyViolation(err)) {
      // A record the change refers to was deleted by a concurrent request between its check and
      // the write: the change is refused whole, and a retry gets the ordinary 404 or 422.
      request.log.warn({ sqlState: sqlStateOf(err) }, "a referenced record went away during the request");
      return sendError(reply, 409, {
        code: "CONFLICT",
        message: "Something this change refers to was removed meanwhile. Reload and try again.",
      });
    }

    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known) return sendError(reply, known.status, { code: known.code, message: known.message });

    if (isDatabaseUnavailable(err)) return sendDatabaseUnavailable(request, reply, err);

    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, "response does not match its schema");
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Other client errors raised by Fastify itself carry safe, generic messages.
      const code =
        err.statusCode === 404 ? "NOT_FOUND" : err.statusCode === 429 ? "RATE_LIMITED" : "BAD_REQUEST";
      return sendError(reply, err.statusCode, { code, message: err.message });
    } else {
      request.log.error({ err }, "unhandled error");
    }
    return sendError(reply, 500, {
      code: "INTERNAL_ERROR",
      message: "Something went wrong on our side. Please try again.",
    });
  });
}

/** The database could not be reached: a retryable 503, never a 500 (the outage is not the request's fault). */
function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, err: Error): FastifyReply {
  const cause = err.cause instanceof Error ? err.cause : err;
  request.log.warn({ dbError: (cause as { code?: unknown }).code ?? cause.message }, "database unreachable");
  return sendServiceUnavailable(reply, DATABASE_RETRY_AFTER_SECONDS, {
    message: "The service is temporarily unavailable",
    hint: "Please try again in a few seconds.",
  });
}

/** 503 SERVICE_UNAVAILABLE with Retry-After, as a header and in the envelope's details. */
export function sendServiceUnavailable(
  reply: FastifyReply,
  retryAfterSeconds: number,
  error: { message: string; hint?: string },
): FastifyReply {
  reply.header("retry-after", String(retryAfterSeconds));
  return sendError(reply, 503, { code: "SERVICE_UNAVAILABLE", ...error, details: { retryAfterSeconds } });
}

/** Unknown API paths answer 404 NOT_FOUND, never 401 (the static plugin handles page routes first). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, {
    code: "NOT_FOUND",
    message: `No route ${request.method} ${request.url.split("?")[0]}`,
  });
}

/** The keys of a Zod "unrecognized_keys" issue (a strict object's unknown fields), else undefined. */
function unknownKeysOf(issue: { keyword: string; params: Record<string, unknown> }): string[] | undefined {
  if (issue.keyword !== "unrecognized_keys") return undefined;
  const keys = issue.params.keys;
  return Array.isArray(keys) && keys.length > 0 ? keys.map((key) => String(key).slice(0, 64)) : undefined;
}

function fieldOf(context: string | undefined, instancePath: string): string | undefined {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (path) return path;
  return context === "body" ? undefined : context;
}
