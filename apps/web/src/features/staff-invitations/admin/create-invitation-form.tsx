import { CreateStaffInvitationSchema, INVITATION_EXPIRY_HOURS, type TeamRole } from "@meridian/contract";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/lib/form";
import { type CreatedStaffInvitation, useCreateStaffInvitation } from "../api/create-staff-invitation";
import { expiryChoices, teamRoleLabel } from "../team-role-label";

const roles: TeamRole[] = ["counselor", "admin"];

// The contract's body; an empty email box means a link anyone on the team can use.
const InvitationFormSchema = CreateStaffInvitationSchema.extend({
  email: z
    .string()
    .trim()
    .transform((email) => email || undefined)
    .pipe(CreateStaffInvitationSchema.shape.email),
});

/** Role, expiry and an optional email; hands the created invitation (with its link) to the caller. */
export function CreateInvitationForm({
  onCreated,
}: {
  onCreated: (created: CreatedStaffInvitation) => void;
}) {
  const form = useZodForm(InvitationFormSchema, {
    defaultValues: { teamRole: "counselor", expiresInHours: INVITATION_EXPIRY_HOURS.default, email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const create = useCreateStaffInvitation();

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      form.resetField("email");
      onCreated(created);
    } catch {
      // The default error toast has told the admin what went wrong.
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Role" error={errors.teamRole?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("teamRole")}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {teamRoleLabel(role)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Link expires after" error={errors.expiresInHours?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("expiresInHours", { valueAsNumber: true })}>
              {expiryChoices.map((choice) => (
                <option key={choice.hours} value={choice.hours}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <TextField
        label="Email"
        labelSuffix="(optional)"
        error={errors.email?.message}
        hint="With an email, only that address can use the link."
        type="email"
        autoComplete="off"
        {...form.register("email")}
      />
      <div>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? "Creating..." : "Create invitation"}
        </Button>
      </div>
    </form>
  );
}
