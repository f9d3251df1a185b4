import { authMessages, type LoginResponse, StaffRegisterBodySchema } from "@meridian/contract";
import { type FormEvent, useRef, useState } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { NameFields } from "@/components/name-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "@/lib/field-errors";
import { describeFormFailure, type FormFailure } from "@/lib/form-failure";
import type { StaffInvitationInfo } from "../api/check-staff-invitation";
import { useRegisterStaff } from "../api/register-staff";
import { teamRoleLabel } from "../team-role-label";

const FORM_FIELDS = new Set(["firstName", "lastName", "email", "password"]);

interface StaffRegistrationFormProps {
  token: string;
  invitation: StaffInvitationInfo;
  /** Receives the new session; resolves with a failure to show if it could not be kept. */
  onRegistered: (response: LoginResponse) => Promise<FormFailure | undefined>;
}

/**
 * The registration form of an invitation (spec part 1 §2 "Staff invitation screen"). The role is
 * the one the admin chose; it is shown, not offered, because the server would ignore a choice.
 */
export function StaffRegistrationForm({ token, invitation, onRegistered }: StaffRegistrationFormProps) {
  const [fields, setFields] = useState({
    firstName: "",
    lastName: "",
    email: invitation.email ?? "",
    password: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const register = useRegisterStaff();
  const formRef = useRef<HTMLFormElement>(null);
  const emailFixed = invitation.email !== null;

  function update(key: keyof typeof fields, value: string) {
    setFields((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    setFailure(null);
    const parsed = StaffRegisterBodySchema.safeParse({
      ...fields,
      teamRole: invitation.teamRole,
      invitationToken: token,
    });
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    let response: LoginResponse;
    try {
      response = await register.mutateAsync(parsed.data);
    } catch (error) {
      const described = describeFormFailure(error, authMessages.registrationFailed);
      if (described.field && FORM_FIELDS.has(described.field))
        showErrors({ [described.field]: described.message });
      else setFailure(described);
      return;
    }
    const problem = await onRegistered(response);
    if (problem) setFailure(problem);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <NameFields values={fields} errors={errors} onChange={update} />
      <TextField
        label="Work email"
        error={errors.email}
        hint={emailFixed ? "This invitation is for this address." : undefined}
        type="email"
        autoComplete="email"
        required
        readOnly={emailFixed}
        value={fields.email}
        onValueChange={(value) => update("email", value)}
      />
      <TextField
        label="Password"
        error={errors.password}
        hint={authMessages.passwordRule}
        password
        autoComplete="new-password"
        required
        value={fields.password}
        onValueChange={(value) => update("password", value)}
      />
      <FormField label="Role" hint="Set by the administrator who invited you.">
        {(control) => <Input {...control} readOnly value={teamRoleLabel(invitation.teamRole)} />}
      </FormField>
      <FormFailureAlert failure={failure} />
      <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
        {register.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
