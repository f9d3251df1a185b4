import { z } from "zod";
import { ErrorCodeSchema } from "./error-codes.js";

/** The body of every failed response (ARCHITECTURE.md rule 3). */
export const ApiErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  field: z.string().optional(),
  details: z.unknown().optional(),
  hint: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/**
 * The failure envelope. `code`, `message` and `field` are repeated beside `error` because the
 * spec's client reads them there (decision 078); `error` stays the one our own client reads.
 */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: ApiErrorBodySchema,
  code: ErrorCodeSchema,
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** The failure envelope of an error body: the one way a failure is put on the wire. */
export function errorEnvelope(error: ApiErrorBody): ErrorEnvelope {
  const { code, message, field } = error;
  return { success: false, error, code, message, ...(field === undefined ? {} : { field }) };
}

export const PageMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** Wraps a data schema in the success envelope. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}

/** The success envelope of a list: the array in `data`, its totals and paging in `meta` (decision 078). */
export function listEnvelope<T extends z.ZodType, M extends z.ZodType>(data: T, meta: M) {
  return z.object({ success: z.literal(true), data, meta });
}
