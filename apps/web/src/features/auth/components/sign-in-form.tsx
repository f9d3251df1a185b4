import { type LoginBody, LoginBodySchema } from "@meridian/contract";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "@/lib/field-errors";
import type { FormFailure } from "@/lib/form-failure";

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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const parsed = LoginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await onSubmit(parsed.data);
      if (result) {
        setFailure(result);
        setPassword("");
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      {notice}
      <TextField
        label={emailLabel}
        error={errors.email}
        type="email"
        autoComplete="email"
        value={email}
        required
        onValueChange={setEmail}
      />
      <TextField
        label="Password"
        error={errors.password}
        password
        autoComplete="current-password"
        value={password}
        required
        onValueChange={setPassword}
      />
      <FormFailureAlert failure={failure} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? "Signing in..." : submitLabel}
      </Button>
      {children}
    </form>
  );
}
