import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";

/** One registered field and its message (read-only while its form is sent). */
type NameField = UseFormRegisterReturn & { error?: string | undefined; readOnly?: boolean };

/**
 * First and last name side by side (stacked on phones), as every registration and profile form asks them. The
 * row aligns its fields at the top: an error under one (two lines, say) grows downward, and the
 * field beside it stays level instead of being stretched to the row's height.
 */
export function NameFields({ firstName, lastName }: { firstName: NameField; lastName: NameField }) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" required {...firstName} />
      <TextField label="Last name" autoComplete="family-name" required {...lastName} />
    </div>
  );
}
