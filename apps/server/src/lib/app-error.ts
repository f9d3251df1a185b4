import { type ErrorCode, errorStatus, type SecurityEventKind } from "@meridian/contract";

/** A failure the client may see: its code, message and optional field/details/hint reach the envelope. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      field?: string;
      details?: unknown;
      hint?: string;
      status?: number;
      retryAfterSeconds?: number;
      /** The security event this refusal stands for, when its code alone does not say (lib/security-events). */
      securityEvent?: SecurityEventKind;
    } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = extra.status ?? errorStatus[code];
  }
}
