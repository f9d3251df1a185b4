import { NewPasswordSchema, PASSWORD_MIN_LENGTH } from "@meridian/contract";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { NewPasswordField } from "@/components/new-password-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-client";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { useResetPassword } from "../api/reset-password";

const ResetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
      .pipe(NewPasswordSchema),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

interface ResetPasswordFormProps {
  token: string;
  /** After the server set the password; receives its message. */
  onDone: (message: string) => void;
  /** The link stopped working while the form was open (used in another tab, or expired). */
  onLinkInvalid: () => void;
}

/** The new password of a reset link, typed twice; the server's checks (common, breached) land at the field. */
export function ResetPasswordForm({ token, onDone, onLinkInvalid }: ResetPasswordFormProps) {
  const form = useZodForm(ResetPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const reset = useResetPassword();
  const typed = useWatch({ control: form.control, name: "password" });

  const submit = form.handleSubmit(
    async ({ password }) => {
      setFailure(null);
      try {
        onDone((await reset.mutateAsync({ token, password })).message);
      } catch (error) {
        if (isApiError(error) && error.code === "AUTH_RESET_LINK_INVALID") {
          onLinkInvalid();
          return;
        }
        setFailure(
          placeServerFailure(
            error,
            form.setError,
            ["password"],
            "The password could not be changed. Please try again.",
          ),
        );
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <NewPasswordField
        label="New password"
        typed={typed}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label="Confirm new password"
        password
        autoComplete="new-password"
        required
        readOnly={isSubmitting}
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <FormFailureAlert failure={failure} />
      <Button type="submit" size="lg" className="w-full" pending={isSubmitting}>
        {isSubmitting ? "Saving password..." : "Set new password"}
      </Button>
    </form>
  );
}
