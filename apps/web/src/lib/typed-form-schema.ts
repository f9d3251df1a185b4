import { z } from "zod";

/** A box whose text could not be read as what the body needs (a number, an amount). */
export interface UnreadableField<V> {
  field: keyof V & string;
  message: string;
}

/**
 * The schema of a form whose boxes hold typed text (a price "288.00", a limit "25"): `toBody`
 * turns the values into the contract's body and names the boxes it could not read; the contract's
 * own schema then checks the body, so the browser and the server refuse the same input with the
 * same words. Both kinds of message come out of one pass (a box that cannot be read says so,
 * every other box still gets the contract's check), each at the box named like the body's field;
 * `describe` rewords a nested issue (the third item of a list shown in one box).
 */
export function typedFormSchema<V extends Record<string, unknown>, Out>(
  fields: z.ZodType<V, V>,
  toBody: (values: V) => { body: unknown; unreadable: UnreadableField<V>[] },
  contract: z.ZodType<Out>,
  describe: (issue: z.core.$ZodIssue) => string = (issue) => issue.message,
) {
  return fields.transform((values, ctx) => {
    const { body, unreadable } = toBody(values);
    const parsed = contract.safeParse(body);
    const blamed = new Set<string>();
    for (const { field, message } of unreadable) {
      blamed.add(field);
      ctx.issues.push({ code: "custom", input: values, path: [field], message });
    }
    for (const issue of parsed.error?.issues ?? []) {
      const [field] = issue.path;
      if (typeof field !== "string" || blamed.has(field)) continue;
      blamed.add(field);
      ctx.issues.push({ code: "custom", input: values, path: [field], message: describe(issue) });
    }
    return parsed.success ? parsed.data : z.NEVER;
  });
}
