import { authMessages, NewPasswordSchema, PASSWORD_MIN_LENGTH } from "@meridian/contract";
import { type FormEvent, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { type FieldErrors, focusFirstInvalid } from "@/lib/field-errors";
import { describeFormFailure } from "@/lib/form-failure";
import { toast } from "@/lib/use-toast";
import { useChangePassword } from "../api/change-password";

export const changePasswordMessages = {
  mismatch: "New passwords do not match",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  success: "Password changed successfully",
  failure: "Failed to change password. Please try again.",
} as const;

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

// The server names the body's fields; the form names its own.
const serverFieldToFormField: Record<string, keyof typeof empty> = {
  oldPassword: "currentPassword",
  newPassword: "newPassword",
};

interface ChangePasswordFormProps {
  /** After the server accepted the new password. */
  onChanged?: () => void | Promise<void>;
  submitLabel?: string;
}

/** The change-password form of spec part 2 §5: all three fields required, matching, at least 8 characters. */
export function ChangePasswordForm({ onChanged, submitLabel = "Change Password" }: ChangePasswordFormProps) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const complete = Object.values(values).every((value) => value !== "");

  function update(key: keyof typeof empty, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || mutation.isPending) return;
    setFailure(null);
    if (values.newPassword !== values.confirmPassword) {
      showErrors({ confirmPassword: changePasswordMessages.mismatch });
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      showErrors({ newPassword: changePasswordMessages.tooShort });
      return;
    }
    if (!NewPasswordSchema.safeParse(values.newPassword).success) {
      showErrors({ newPassword: authMessages.passwordRule });
      return;
    }
    try {
      const result = await mutation.mutateAsync({
        oldPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues(empty);
      setErrors({});
      toast({ title: result.message || changePasswordMessages.success });
      await onChanged?.();
    } catch (error) {
      const described = describeFormFailure(error, changePasswordMessages.failure);
      const field = described.field ? serverFieldToFormField[described.field] : undefined;
      if (field) showErrors({ [field]: described.message });
      else setFailure(described.message);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label="Current password"
        error={errors.currentPassword}
        password
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onValueChange={(value) => update("currentPassword", value)}
      />
      <TextField
        label="New password"
        error={errors.newPassword}
        hint={authMessages.passwordRule}
        password
        autoComplete="new-password"
        required
        value={values.newPassword}
        onValueChange={(value) => update("newPassword", value)}
      />
      <TextField
        label="Confirm new password"
        error={errors.confirmPassword}
        password
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onValueChange={(value) => update("confirmPassword", value)}
      />
      {failure ? <Alert tone="destructive">{failure}</Alert> : null}
      <div>
        <Button type="submit" disabled={!complete || mutation.isPending}>
          {mutation.isPending ? "Changing password..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
