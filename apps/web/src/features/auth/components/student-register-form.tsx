import { authMessages, PASSWORD_MIN_LENGTH, StudentRegisterBodySchema } from "@meridian/contract";
import { useId, useMemo, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { z } from "zod";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { NameFields } from "@/components/name-fields";
import { NewPasswordField } from "@/components/new-password-field";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
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

const body = StudentRegisterBodySchema.shape;

/**
 * What the visitor types, checked with the contract's rules plus the two the browser can tell
 * early: a phone number libphonenumber accepts, and a mail domain the server allows. The signed
 * tokens are not typed; they are added when the body is built.
 */
function registerFormSchema(domains: readonly string[]) {
  return z.object({
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phone.refine((phone) => describePhone(phone).state === "valid", authMessages.phoneInvalid),
    email: body.email.refine(
      (email) => domains.length === 0 || domains.includes(email.split("@")[1] ?? ""),
      authMessages.emailDomain(domains),
    ),
    password: body.password,
    mathAnswer: z.string().trim().min(1, authMessages.mathMissing),
    honeypot: body.honeypot,
  });
}

const empty = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  password: "",
  mathAnswer: "",
  honeypot: "",
};

// Where the server's field errors are shown; a refused challenge belongs to the answer.
const serverFields = {
  firstName: "firstName",
  lastName: "lastName",
  phone: "phone",
  email: "email",
  password: "password",
  mathAnswer: "mathAnswer",
  mathChallenge: "mathAnswer",
} as const;

/** A legal page, opened in a new tab so the form keeps what was typed. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener" className={buttonClasses("link", "md", "text-sm")}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Create-account form of spec part 1 §2 "Student screen" with the server's bot checks: signed
 * form start fetched on open, signed single-use math challenge, honeypot.
 */
export function StudentRegisterForm({ onRegistered }: StudentRegisterFormProps) {
  const formStart = useFormStart();
  const challenge = useMathChallenge();
  const register = useStudentRegister();
  const allowedDomains = formStart.data?.allowedEmailDomains;
  const schema = useMemo(() => registerFormSchema(allowedDomains ?? []), [allowedDomains]);
  const form = useZodForm(schema, { defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const honeypotId = useId();
  const submitHintId = useId();
  const agreementId = useId();
  const domains = allowedDomains ?? [];
  const answerMissing = useWatch({ control: form.control, name: "mathAnswer" }).trim() === "";
  const [password, firstName, lastName, email] = useWatch({
    control: form.control,
    name: ["password", "firstName", "lastName", "email"],
  });

  // Each attempt uses up the challenge and restarts the server's fill-time clock (spec part 1 §4).
  function startOver() {
    form.setValue("mathAnswer", "");
    void challenge.refetch();
    void formStart.refetch();
  }

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const parsed = StudentRegisterBodySchema.safeParse({
        ...values,
        mathChallenge: challenge.data?.challenge ?? "",
        formStartTime: formStart.data?.formStartTime ?? "",
      });
      if (!parsed.success) {
        // Only the security tokens can be missing here: they are still loading or failed to load.
        setFailure({ message: "The security check is still loading. Please try again in a moment." });
        startOver();
        return;
      }
      try {
        const result = await register.mutateAsync(parsed.data);
        form.reset(empty);
        startOver();
        onRegistered(values.email, result.message || authMessages.registrationSuccess);
      } catch (error) {
        startOver();
        setFailure(placeServerFailure(error, form.setError, serverFields, authMessages.networkError));
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="relative grid gap-4">
      <NameFields
        firstName={{ ...form.register("firstName"), error: errors.firstName?.message }}
        lastName={{ ...form.register("lastName"), error: errors.lastName?.message }}
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneInput required {...field} error={fieldState.error?.message} />
        )}
      />
      <TextField
        label="Email"
        error={errors.email?.message}
        hint={domains.length > 0 ? `Use an address from ${domains.join(" or ")}.` : undefined}
        type="email"
        autoComplete="email"
        required
        {...form.register("email")}
      />
      <NewPasswordField
        error={errors.password?.message}
        typed={password}
        userInputs={[firstName, lastName, email]}
        minLength={PASSWORD_MIN_LENGTH}
        {...form.register("password")}
      />
      <Controller
        control={form.control}
        name="mathAnswer"
        render={({ field, fieldState }) => (
          <MathChallengeField
            query={challenge}
            answer={field.value}
            onAnswerChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      {/* A field people never see or reach; software that fills every input gives itself away. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden"
      >
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <Controller
          control={form.control}
          name="honeypot"
          render={({ field }) => (
            <input
              id={honeypotId}
              // The name a bot expects to fill; the form state calls it honeypot.
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            />
          )}
        />
      </div>
      <FormFailureAlert failure={failure} />
      <div className="grid gap-1.5">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={answerMissing}
          pending={isSubmitting}
          aria-describedby={answerMissing ? `${submitHintId} ${agreementId}` : agreementId}
        >
          {isSubmitting ? "Creating account..." : "Create Account"}
        </Button>
        {answerMissing ? (
          <p id={submitHintId} className="text-center text-xs text-muted-foreground">
            {authMessages.mathMissing}
          </p>
        ) : null}
      </div>
      <p id={agreementId} className="text-center text-sm text-muted-foreground">
        By creating an account you agree to the <LegalLink to="/terms">Terms of use</LegalLink> and the{" "}
        <LegalLink to="/privacy">Privacy notice</LegalLink>.
      </p>
    </form>
  );
}
