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

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: ApiErrorBodySchema,
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

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
