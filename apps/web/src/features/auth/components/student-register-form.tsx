import { authMessages, PASSWORD_MIN_LENGTH, StudentRegisterBodySchema } from "@meridian/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { NameFields } from "@/components/name-fields";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "@/lib/field-errors";
import { describeFormFailure, type FormFailure } from "@/lib/form-failure";
import { useFormStart } from "../api/get-form-start";
import { useMathChallenge } from "../api/get-math-challenge";
import { useStudentRegister } from "../api/student-register";
import { describePhone } from "../phone-feedback";
import { MathChallengeField } from "./math-challenge-field";
import { PhoneInput } from "./phone-input";

interface StudentRegisterFormProps {
  /** Called with the email and the server's message once the account exists. */
  onRegistered: (email: string, message: string) => void;
}

const emptyFields = { firstName: "", lastName: "", phone: "", email: "", password: "" };
type Fields = typeof emptyFields;

// Server fields that belong to the math check; the rest are shown at the top of the form.
const MATH_FIELDS = new Set(["mathAnswer", "mathChallenge"]);
const FORM_FIELDS = new Set(Object.keys(emptyFields));

function emailDomainError(email: string, domains: readonly string[]): string | undefined {
  const domain = email.trim().toLowerCase().split("@")[1];
  if (!domain || domains.length === 0) return undefined;
  return domains.includes(domain) ? undefined : authMessages.emailDomain(domains);
}

/**
 * Create-account form of spec part 1 §2 "Student screen" with the server's bot checks: signed
 * form start fetched on open, signed single-use math challenge, honeypot.
 */
export function StudentRegisterForm({ onRegistered }: StudentRegisterFormProps) {
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [mathAnswer, setMathAnswer] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const formStart = useFormStart();
  const challenge = useMathChallenge();
  const register = useStudentRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotId = useId();
  const submitHintId = useId();
  const domains = formStart.data?.allowedEmailDomains ?? [];

  function update<K extends keyof Fields>(key: K, value: Fields[K]) {
    setFields((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  // Each attempt uses up the challenge and restarts the server's fill-time clock (spec part 1 §4).
  function startOver() {
    setMathAnswer("");
    void challenge.refetch();
    void formStart.refetch();
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    setFailure(null);
    if (mathAnswer.trim() === "") {
      showErrors({ math: authMessages.mathMissing });
      return;
    }
    const parsed = StudentRegisterBodySchema.safeParse({
      ...fields,
      mathChallenge: challenge.data?.challenge ?? "",
      mathAnswer,
      formStartTime: formStart.data?.formStartTime ?? "",
      honeypot,
    });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const clientErrors: FieldErrors = {
      firstName: found.firstName,
      lastName: found.lastName,
      email: found.email ?? emailDomainError(fields.email, domains),
      password: found.password,
      phone: describePhone(fields.phone).state === "valid" ? undefined : authMessages.phoneInvalid,
    };
    if (Object.values(clientErrors).some(Boolean)) {
      showErrors(clientErrors);
      return;
    }
    if (!parsed.success) {
      // Only the security tokens can be missing here: they are still loading or failed to load.
      setFailure({ message: "The security check is still loading. Please try again in a moment." });
      startOver();
      return;
    }
    setErrors({});
    try {
      const result = await register.mutateAsync(parsed.data);
      const email = fields.email.trim();
      setFields(emptyFields);
      startOver();
      onRegistered(email, result.message || authMessages.registrationSuccess);
    } catch (error) {
      const described = describeFormFailure(error, authMessages.networkError);
      startOver();
      const field = described.field;
      if (field && FORM_FIELDS.has(field)) {
        showErrors({ [field]: described.message });
      } else if (field && MATH_FIELDS.has(field)) {
        showErrors({ math: described.message });
      } else {
        setFailure(described);
      }
    }
  }

  const answerMissing = mathAnswer.trim() === "";
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="relative grid gap-4">
      <NameFields values={fields} errors={errors} onChange={update} />
      <PhoneInput
        required
        value={fields.phone}
        onChange={(value) => update("phone", value)}
        error={errors.phone}
      />
      <TextField
        label="Email"
        error={errors.email}
        hint={domains.length > 0 ? `Use an address from ${domains.join(" or ")}.` : undefined}
        type="email"
        autoComplete="email"
        required
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
        minLength={PASSWORD_MIN_LENGTH}
        value={fields.password}
        onValueChange={(value) => update("password", value)}
      />
      <MathChallengeField
        challenge={challenge.data}
        isLoading={challenge.isPending}
        isError={challenge.isError}
        isRefreshing={challenge.isFetching}
        onRefresh={() => {
          setMathAnswer("");
          void challenge.refetch();
        }}
        answer={mathAnswer}
        onAnswerChange={(value) => {
          setMathAnswer(value);
          if (errors.math) setErrors(({ math: _cleared, ...rest }) => rest);
        }}
        error={errors.math}
      />
      {/* A field people never see or reach; software that fills every input gives itself away. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden"
      >
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input
          id={honeypotId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <FormFailureAlert failure={failure} />
      <div className="grid gap-1.5">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={answerMissing || register.isPending}
          aria-describedby={answerMissing ? submitHintId : undefined}
        >
          {register.isPending ? "Creating account..." : "Create Account"}
        </Button>
        {answerMissing ? (
          <p id={submitHintId} className="text-center text-xs text-muted-foreground">
            {authMessages.mathMissing}
          </p>
        ) : null}
      </div>
    </form>
  );
}
