import { CreateCompanyAccountSchema } from "@meridian/contract";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { type FieldErrors, fieldErrorsOf } from "@/lib/field-errors";
import { type CreatedCompanyAccount, useCreateCompanyAccount } from "../api/create-company-account";

const empty = { email: "", firstName: "", lastName: "" };

/** Email and contact name of a new company account. */
export function CreateCompanyAccountForm({
  onCreated,
}: {
  onCreated: (created: CreatedCompanyAccount) => void;
}) {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateCompanyAccount();

  function update(key: keyof typeof empty, value: string) {
    setFields((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CreateCompanyAccountSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      setFields(empty);
      onCreated(created);
    } catch {
      // The default error toast has told the admin what went wrong (an email in use, say).
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label="Company email"
        error={errors.email}
        type="email"
        autoComplete="off"
        value={fields.email}
        onValueChange={(value) => update("email", value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Contact first name"
          error={errors.firstName}
          autoComplete="off"
          value={fields.firstName}
          onValueChange={(value) => update("firstName", value)}
        />
        <TextField
          label="Contact last name"
          error={errors.lastName}
          autoComplete="off"
          value={fields.lastName}
          onValueChange={(value) => update("lastName", value)}
        />
      </div>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create company account"}
        </Button>
      </div>
    </form>
  );
}
