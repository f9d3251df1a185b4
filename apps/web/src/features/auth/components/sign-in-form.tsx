import { type LoginBody, LoginBodySchema } from "@meridian/contract";
import { type ReactNode, useState } from "react";
import { useWatch } from "react-hook-form";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { CurrentPasswordField } from "@/components/new-password-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { Link } from "@/lib/router";

interface SignInFormProps {
  /** Signs in; resolves when done, or resolves with the failure to show. */
  onSubmit: (body: LoginBody) => Promise<FormFailure | undefined>;
  submitLabel?: string;
  emailLabel?: string;
  /** The email to start with (kept after a registration). */
  initialEmail?: string;
  /** A message above the fields, e.g. after a successful registration. */
  notice?: ReactNode;
  children?: ReactNode;
}

/** Email and password with client checks, a processing state and the failure under the fields. */
export function SignInForm({
  onSubmit,
  submitLabel = "Sign In",
  emailLabel = "Email",
  initialEmail = "",
  notice,
  children,
}: SignInFormProps) {
  const form = useZodForm(LoginBodySchema, { defaultValues: { email: initialEmail, password: "" } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const email = useWatch({ control: form.control, name: "email" });
  // Every door's way to recover a password; the address typed so far goes along.
  const forgotPath = `/auth/forgot-password${email.trim() ? `?email=${encodeURIComponent(email.trim())}` : ""}`;

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      const result = await onSubmit(body);
      if (result) {
        setFailure(result);
        // A refused password is not offered again; the email stays for the next try.
        form.resetField("password");
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {notice}
      <TextField
        label={emailLabel}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        required
        {...form.register("email")}
      />
      <CurrentPasswordField error={errors.password?.message} {...form.register("password")} />
      <Link
        to={forgotPath}
        className="-mt-2 justify-self-end text-sm font-medium text-primary hover:underline"
      >
        Forgot password?
      </Link>
      {/* A refusal names no field (a wrong password is not told from an unknown email): the alert takes the focus. */}
      <FormFailureAlert failure={failure} takeFocus />
      {/* Pending, not disabled, while it signs in: it keeps the focus until the alert or the next page takes it. */}
      <Button type="submit" size="lg" pending={isSubmitting} className="w-full">
        {isSubmitting ? "Signing in..." : submitLabel}
      </Button>
      {children}
    </form>
  );
}
