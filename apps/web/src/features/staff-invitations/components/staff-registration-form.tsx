import { authMessages, type LoginStepResponse, StaffRegisterBodySchema } from "@meridian/contract";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { NameFields } from "@/components/name-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordStrengthMeter } from "@/components/ui/password-strength-meter";
import { TextField } from "@/components/ui/text-field";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import type { StaffInvitationInfo } from "../api/check-staff-invitation";
import { useRegisterStaff } from "../api/register-staff";
import { teamRoleLabel } from "../team-role-label";

// What the person types; the role and the token come from the invitation.
const StaffRegistrationFormSchema = StaffRegisterBodySchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  password: true,
});

const SERVER_FIELDS = ["firstName", "lastName", "email", "password"] as const;

interface StaffRegistrationFormProps {
  token: string;
  invitation: StaffInvitationInfo;
  /** Receives the new session; resolves with a failure to show if it could not be kept. */
  onRegistered: (response: LoginStepResponse) => Promise<FormFailure | undefined>;
}

/**
 * The registration form of an invitation (spec part 1 §2 "Staff invitation screen"). The role is
 * the one the admin chose; it is shown, not offered, because the server would ignore a choice.
 */
export function StaffRegistrationForm({ token, invitation, onRegistered }: StaffRegistrationFormProps) {
  const form = useZodForm(StaffRegistrationFormSchema, {
    defaultValues: { firstName: "", lastName: "", email: invitation.email ?? "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const register = useRegisterStaff();
  const emailFixed = invitation.email !== null;
  const [password, firstName, lastName, email] = useWatch({
    control: form.control,
    name: ["password", "firstName", "lastName", "email"],
  });

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      let response: LoginStepResponse;
      try {
        response = await register.mutateAsync({
          ...values,
          teamRole: invitation.teamRole,
          invitationToken: token,
        });
      } catch (error) {
        setFailure(placeServerFailure(error, form.setError, SERVER_FIELDS, authMessages.registrationFailed));
        return;
      }
      const problem = await onRegistered(response);
      if (problem) setFailure(problem);
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <NameFields
        firstName={{ ...form.register("firstName"), error: errors.firstName?.message }}
        lastName={{ ...form.register("lastName"), error: errors.lastName?.message }}
      />
      <TextField
        label="Work email"
        error={errors.email?.message}
        hint={emailFixed ? "This invitation is for this address." : undefined}
        type="email"
        autoComplete="email"
        required
        readOnly={emailFixed}
        {...form.register("email")}
      />
      <TextField
        label="Password"
        error={errors.password?.message}
        hint={authMessages.passwordRule}
        password
        autoComplete="new-password"
        required
        {...form.register("password")}
      />
      <PasswordStrengthMeter password={password} userInputs={[firstName, lastName, email]} />
      <FormField label="Role" hint="Set by the administrator who invited you.">
        {(control) => <Input {...control} readOnly value={teamRoleLabel(invitation.teamRole)} />}
      </FormField>
      <FormFailureAlert failure={failure} />
      <Button type="submit" size="lg" className="w-full" pending={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
