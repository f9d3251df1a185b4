import { authMessages } from "@meridian/contract";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PasswordStrengthMeter } from "@/components/ui/password-strength-meter";
import { TextField } from "@/components/ui/text-field";

type NewPasswordFieldProps = UseFormRegisterReturn & {
  label?: string;
  error?: string | undefined;
  /** What is typed so far, for the strength meter. */
  typed: string;
  /** The user's names and email: a password made of them is weaker. */
  userInputs?: readonly string[];
  minLength?: number;
};

/**
 * A password the user chooses, as every form that sets one asks it: the contract's rule as the
 * hint, the browser told it is a new password, and the strength meter under it.
 */
export function NewPasswordField({ label = "Password", typed, userInputs, ...field }: NewPasswordFieldProps) {
  return (
    <>
      <TextField
        label={label}
        hint={authMessages.passwordRule}
        password
        autoComplete="new-password"
        required
        {...field}
      />
      <PasswordStrengthMeter password={typed} userInputs={userInputs} />
    </>
  );
}

/** A password the user already has (to sign in, to confirm a change): the browser may fill it in. */
export function CurrentPasswordField({
  label = "Password",
  ...field
}: UseFormRegisterReturn & { label?: string; error?: string | undefined }) {
  return <TextField label={label} password autoComplete="current-password" required {...field} />;
}
