import { type ErrorCode, errorStatus } from "@meridian/contract";

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
    } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = extra.status ?? errorStatus[code];
  }
}
