import { ChangePasswordBodySchema, NewPasswordSchema, PASSWORD_MIN_LENGTH } from "@meridian/contract";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { CurrentPasswordField, NewPasswordField } from "@/components/new-password-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { placeServerFailure, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useChangePassword } from "../api/change-password";

export const changePasswordMessages = {
  mismatch: "New passwords do not match",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  success: "Password changed successfully",
  failure: "Failed to change password. Please try again.",
} as const;

/**
 * The contract's body plus the confirmation the server never sees. The form words a short
 * password as spec part 2 §5 does, then applies the contract's rule; the mismatch is checked even
 * while the new password is still invalid, so both problems show at once.
 */
const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, changePasswordMessages.tooShort).pipe(NewPasswordSchema),
  confirmPassword: z.string(),
}).refine((values) => values.newPassword === values.confirmPassword, {
  message: changePasswordMessages.mismatch,
  path: ["confirmPassword"],
  when: (payload) => typeof payload.value === "object" && payload.value !== null,
});

const empty = { oldPassword: "", newPassword: "", confirmPassword: "" };

interface ChangePasswordFormProps {
  /** After the server accepted the new password. */
  onChanged?: () => void | Promise<void>;
  submitLabel?: string;
}

/** The change-password form of spec part 2 §5: all three fields required, matching, at least 8 characters. */
export function ChangePasswordForm({ onChanged, submitLabel = "Change Password" }: ChangePasswordFormProps) {
  const form = useZodForm(ChangePasswordFormSchema, { defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useChangePassword();
  const values = useWatch({ control: form.control });
  const complete = Object.values(values).every((value) => value !== "");

  const submit = form.handleSubmit(
    async ({ confirmPassword: _confirmed, ...body }) => {
      setFailure(null);
      try {
        const result = await mutation.mutateAsync(body);
        form.reset(empty);
        toast({ title: result.message || changePasswordMessages.success });
        await onChanged?.();
      } catch (error) {
        const unplaced = placeServerFailure(
          error,
          form.setError,
          ["oldPassword", "newPassword"],
          changePasswordMessages.failure,
        );
        setFailure(unplaced?.message ?? null);
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <CurrentPasswordField
        label="Current password"
        error={errors.oldPassword?.message}
        {...form.register("oldPassword")}
      />
      <NewPasswordField
        label="New password"
        error={errors.newPassword?.message}
        typed={values.newPassword ?? ""}
        {...form.register("newPassword")}
      />
      <TextField
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        password
        autoComplete="new-password"
        required
        {...form.register("confirmPassword")}
      />
      {failure ? <Alert tone="destructive">{failure}</Alert> : null}
      <div>
        <Button type="submit" disabled={!complete} pending={isSubmitting}>
          {isSubmitting ? "Changing password..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
