import { CreateStaffInvitationSchema, INVITATION_EXPIRY_HOURS, type TeamRole } from "@meridian/contract";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { type FieldErrors, fieldErrorsOf } from "@/lib/field-errors";
import { type CreatedStaffInvitation, useCreateStaffInvitation } from "../api/create-staff-invitation";
import { expiryChoices, teamRoleLabel } from "../team-role-label";

const roles: TeamRole[] = ["counselor", "admin"];

/** Role, expiry and an optional email; hands the created invitation (with its link) to the caller. */
export function CreateInvitationForm({
  onCreated,
}: {
  onCreated: (created: CreatedStaffInvitation) => void;
}) {
  const [teamRole, setTeamRole] = useState<TeamRole>("counselor");
  const [expiresInHours, setExpiresInHours] = useState<number>(INVITATION_EXPIRY_HOURS.default);
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateStaffInvitation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CreateStaffInvitationSchema.safeParse({
      teamRole,
      expiresInHours,
      ...(email.trim() ? { email } : {}),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      setEmail("");
      onCreated(created);
    } catch {
      // The default error toast has told the admin what went wrong.
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Role" error={errors.teamRole}>
          {(control) => (
            <NativeSelect
              {...control}
              value={teamRole}
              onChange={(event) => setTeamRole(event.target.value as TeamRole)}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {teamRoleLabel(role)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Link expires after" error={errors.expiresInHours}>
          {(control) => (
            <NativeSelect
              {...control}
              value={expiresInHours}
              onChange={(event) => setExpiresInHours(Number(event.target.value))}
            >
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
        error={errors.email}
        hint="With an email, only that address can use the link."
        type="email"
        autoComplete="off"
        value={email}
        onValueChange={setEmail}
      />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create invitation"}
        </Button>
      </div>
    </form>
  );
}
