import { CreateCompanyAccountSchema } from "@meridian/contract";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/lib/form";
import { type CreatedCompanyAccount, useCreateCompanyAccount } from "../api/create-company-account";

const empty = { email: "", firstName: "", lastName: "" };

/** Email and contact name of a new company account. */
export function CreateCompanyAccountForm({
  onCreated,
}: {
  onCreated: (created: CreatedCompanyAccount) => void;
}) {
  const form = useZodForm(CreateCompanyAccountSchema, { defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const create = useCreateCompanyAccount();

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      form.reset(empty);
      onCreated(created);
    } catch {
      // The default error toast has told the admin what went wrong (an email in use, say).
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label="Company email"
        error={errors.email?.message}
        type="email"
        autoComplete="off"
        {...form.register("email")}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Contact first name"
          error={errors.firstName?.message}
          autoComplete="off"
          {...form.register("firstName")}
        />
        <TextField
          label="Contact last name"
          error={errors.lastName?.message}
          autoComplete="off"
          {...form.register("lastName")}
        />
      </div>
      <div>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? "Creating..." : "Create company account"}
        </Button>
      </div>
    </form>
  );
}
