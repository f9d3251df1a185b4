import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import {
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { isApiError } from "./api-client";
import { describeFormFailure, type FormFailure } from "./form-failure";

/**
 * A form checked by a Zod schema: the contract's body schema, or a form schema built on it. The
 * submit handler gets the schema's parsed output; the first invalid field takes the focus.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}

/** Which form field shows a server field's message: a list of names the two share, or a map. */
export type ServerFields<T extends FieldValues> = readonly Path<T>[] | Partial<Record<string, Path<T>>>;

function formFieldOf<T extends FieldValues>(
  fields: ServerFields<T>,
  serverField: string,
): Path<T> | undefined {
  // The server names nested fields by their path ("body.email"); forms are flat.
  const name =
    serverField
      .split(/[.[\]/]/)
      .filter(Boolean)
      .at(-1) ?? serverField;
  if (isFieldList(fields)) return fields.includes(name as Path<T>) ? (name as Path<T>) : undefined;
  return fields[name];
}

function isFieldList<T extends FieldValues>(fields: ServerFields<T>): fields is readonly Path<T>[] {
  return Array.isArray(fields);
}

/** The form's fields in the order they are listed, which is the order they are shown. */
function fieldOrder<T extends FieldValues>(fields: ServerFields<T>): Path<T>[] {
  return isFieldList(fields) ? [...fields] : (Object.values(fields) as Path<T>[]);
}

/** The messages a refusal carries per field: error.field, and each of details.issues (a 422). */
function serverFieldMessages(error: unknown): [string, string][] {
  if (!isApiError(error)) return [];
  const found: [string, string][] = [];
  const details = error.details as { issues?: { field?: unknown; message?: unknown }[] } | undefined;
  for (const issue of Array.isArray(details?.issues) ? details.issues : []) {
    if (typeof issue.field === "string" && typeof issue.message === "string") {
      found.push([issue.field, issue.message]);
    }
  }
  if (error.field) found.push([error.field, error.message]);
  return found;
}

/**
 * Shows a refused submit where it belongs: the server's message at the field it named, when the
 * form has one (the first such field takes the focus, as a client check's would), else returned
 * for the form's alert.
 */
export function placeServerFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFields<T>,
  fallback: string,
): FormFailure | null {
  const described = describeFormFailure(error, fallback);
  // A throttle or a missing CSRF token is about the whole form, whatever field it mentions.
  if (described.secureConnection || (isApiError(error) && error.code === "RATE_LIMITED")) return described;
  const placed = new Map<Path<T>, string>();
  for (const [serverField, message] of serverFieldMessages(error)) {
    const field = formFieldOf(fields, serverField);
    if (field && !placed.has(field)) placed.set(field, message);
  }
  if (placed.size === 0) return described;
  const order = fieldOrder(fields);
  const sorted = [...placed].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  sorted.forEach(([field, message], index) => {
    setError(field, { type: "server", message }, { shouldFocus: index === 0 });
  });
  return null;
}

/**
 * The submit of a form that sends to the server: clears the last failure, runs `send` with the
 * parsed body, and on a refusal places the server's field errors (`placeServerFailure`) and keeps
 * the rest as `failure` for the form's alert.
 */
export function useServerSubmit<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  options: { fields: ServerFields<Input>; fallback: string; send: (body: Output) => Promise<unknown> },
) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        await options.send(body);
      } catch (error) {
        setFailure(placeServerFailure(error, form.setError, options.fields, options.fallback));
      }
    },
    () => setFailure(null),
  );
  return { submit, failure };
}
