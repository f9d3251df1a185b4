import type { z } from "zod";

/** Field name to message. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each top-level field of a failed Zod parse (forms show one per field). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Moves focus to the first control of `form` that is marked invalid, so the error is heard and seen. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}
