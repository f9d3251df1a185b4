import { CreateCompanyAccountSchema } from "@meridian/contract";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
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
      <FormField label="Company email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            value={fields.email}
            onChange={(event) => update("email", event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Contact first name" error={errors.firstName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={fields.firstName}
              onChange={(event) => update("firstName", event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Contact last name" error={errors.lastName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={fields.lastName}
              onChange={(event) => update("lastName", event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create company account"}
        </Button>
      </div>
    </form>
  );
}
