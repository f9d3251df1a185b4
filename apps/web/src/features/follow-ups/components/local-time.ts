import { z } from "zod";

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant of a date input's and a time input's values, in the browser's time zone. */
export function localInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}`);
}

/** An instant as the values of a date input and a time input, in the browser's time zone. */
export function localParts(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: "", time: "" };
  const at = new Date(iso);
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** A date input's value: empty, or a day that exists. */
export const DateInput = z
  .string()
  .refine(
    (value) => value === "" || !Number.isNaN(localInstant(value, "00:00").getTime()),
    "Use a date that exists",
  );
/** A time input's value: empty, or HH:MM. */
export const TimeInput = z.string().regex(/^(\d{2}:\d{2})?$/, "Use a time like 09:30");
