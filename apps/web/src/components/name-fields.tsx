import { TextField } from "@/components/ui/text-field";
import type { FieldErrors } from "@/lib/field-errors";

type NameField = "firstName" | "lastName";

interface NameFieldsProps {
  values: Record<NameField, string>;
  errors: FieldErrors;
  onChange: (field: NameField, value: string) => void;
}

/** First and last name side by side (stacked on phones), as every registration form asks them. */
export function NameFields({ values, errors, onChange }: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="First name"
        error={errors.firstName}
        autoComplete="given-name"
        required
        value={values.firstName}
        onValueChange={(value) => onChange("firstName", value)}
      />
      <TextField
        label="Last name"
        error={errors.lastName}
        autoComplete="family-name"
        required
        value={values.lastName}
        onValueChange={(value) => onChange("lastName", value)}
      />
    </div>
  );
}
