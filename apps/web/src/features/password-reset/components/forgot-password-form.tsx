import { PasswordResetRequestSchema } from "@meridian/contract";
import { useState } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { useRequestPasswordReset } from "../api/request-password-reset";

/**
 * "Forgot password?": an address in, the server's one answer out. It is the same whether an
 * account uses the address or not, so the form says what the server says and nothing more.
 */
export function ForgotPasswordForm({ initialEmail = "" }: { initialEmail?: string }) {
  const form = useZodForm(PasswordResetRequestSchema, { defaultValues: { email: initialEmail } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        setSent((await request.mutateAsync(body)).message);
      } catch (error) {
        setFailure(
          placeServerFailure(
            error,
            form.setError,
            ["email"],
            "The link could not be requested. Please try again.",
          ),
        );
      }
    },
    () => setFailure(null),
  );

  if (sent) {
    return (
      <Alert tone="success" title="Check your inbox">
        {sent}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        readOnly={isSubmitting}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormFailureAlert failure={failure} />
      <Button type="submit" size="lg" className="w-full" pending={isSubmitting}>
        {isSubmitting ? "Sending link..." : "Send reset link"}
      </Button>
    </form>
  );
}
