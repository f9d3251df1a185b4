import {
  type LoginResponse,
  type SecondFactorSetup,
  type SecondFactorStep,
  SecondFactorVerifyBodySchema,
  secondFactorMessages,
} from "@meridian/contract";
import { useEffect, useRef, useState } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { placeServerFailure, useZodForm } from "@/lib/form";
import { describeFormFailure, type FormFailure } from "@/lib/form-failure";
import { useConfirmPendingSetup } from "../api/confirm-pending-setup";
import { useStartPendingSetup } from "../api/start-pending-setup";
import { useVerifySecondFactor } from "../api/verify-second-factor";
import { CodeField } from "./code-field";
import { RecoveryCodes } from "./recovery-codes";
import { SetupKey } from "./setup-key";

const CodeFormSchema = SecondFactorVerifyBodySchema.pick({ code: true });
const fallback = "The code could not be checked. Please try again.";

interface SecondFactorSignInProps {
  step: SecondFactorStep;
  /** Makes the session of the answer the browser's and goes on; resolves with a failure to show. */
  onSignedIn: (response: LoginResponse) => Promise<FormFailure | undefined>;
  /** Back to the password step (the pending sign-in expired, or the person wants to). */
  onRestart: () => void;
}

/** An expired or used pending sign-in: the person signs in again with their password. */
function isExpired(error: unknown): boolean {
  return isApiError(error) && error.code === "AUTH_INVALID_CREDENTIALS";
}

/**
 * The second step of a sign-in on /auth: a code from the app (or a recovery code) for an account
 * with two-step sign-in on, or the setup a team account must do first when the admins require it.
 */
export function SecondFactorSignIn(props: SecondFactorSignInProps) {
  return props.step.secondFactor === "verify" ? <VerifyCode {...props} /> : <ForcedSetup {...props} />;
}

function RestartAlert({ onRestart }: { onRestart: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert tone="destructive" ref={ref} tabIndex={-1} className="outline-none">
      {secondFactorMessages.pendingExpired}{" "}
      <Button variant="link" onClick={onRestart}>
        Sign in again
      </Button>
    </Alert>
  );
}

function VerifyCode({ step, onSignedIn, onRestart }: SecondFactorSignInProps) {
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useZodForm(CodeFormSchema, { defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const verify = useVerifySecondFactor();

  const submit = form.handleSubmit(
    async ({ code }) => {
      setFailure(null);
      let response: LoginResponse;
      try {
        response = await verify.mutateAsync({ pendingToken: step.pendingToken, code });
      } catch (error) {
        if (isExpired(error)) setExpired(true);
        else setFailure(placeServerFailure(error, form.setError, ["code"], fallback));
        return;
      }
      const refused = await onSignedIn(response);
      if (refused) setFailure(refused);
    },
    () => setFailure(null),
  );

  if (expired) return <RestartAlert onRestart={onRestart} />;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {recovery
          ? "Enter one of your recovery codes. Each one works once."
          : "Open your authenticator app and enter the code it shows for Meridian."}
      </p>
      <CodeField
        key={recovery ? "recovery" : "code"}
        recovery={recovery}
        error={errors.code?.message}
        readOnly={isSubmitting}
        {...form.register("code")}
      />
      <FormFailureAlert failure={failure} takeFocus />
      <Button type="submit" size="lg" pending={isSubmitting} className="w-full">
        {isSubmitting ? "Checking..." : "Verify and sign in"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          variant="link"
          onClick={() => {
            setRecovery(!recovery);
            form.reset({ code: "" });
            setFailure(null);
          }}
        >
          {recovery ? "Use a code from the app" : "Use a recovery code"}
        </Button>
        <Button variant="link" onClick={onRestart}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}

/**
 * The forced setup: a new key shown as a QR code, a code of it to confirm, then the recovery codes
 * once; only after them is the session the browser's.
 */
function ForcedSetup({ step, onSignedIn, onRestart }: SecondFactorSignInProps) {
  const start = useStartPendingSetup();
  const confirm = useConfirmPendingSetup();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [startFailure, setStartFailure] = useState<FormFailure | null>(null);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState<(LoginResponse & { recoveryCodes: string[] }) | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const form = useZodForm(CodeFormSchema, { defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const started = useRef(false);
  const { mutateAsync: startSetup } = start;

  // One key per screen: a second request would replace the key being shown.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup(step.pendingToken).then(setSetup, (error: unknown) => {
      if (isExpired(error)) setExpired(true);
      else
        setStartFailure(describeFormFailure(error, "The setup could not be started. Please sign in again."));
    });
  }, [startSetup, step.pendingToken]);

  const submit = form.handleSubmit(
    async ({ code }) => {
      setFailure(null);
      try {
        setDone(await confirm.mutateAsync({ pendingToken: step.pendingToken, code }));
      } catch (error) {
        if (isExpired(error)) setExpired(true);
        else setFailure(placeServerFailure(error, form.setError, ["code"], fallback));
      }
    },
    () => setFailure(null),
  );

  if (expired) return <RestartAlert onRestart={onRestart} />;
  if (done) {
    const { recoveryCodes, ...session } = done;
    return (
      <div className="grid gap-4">
        <Alert tone="success" title="Two-step sign-in is on">
          From now on you sign in with your password and a code from your app.
        </Alert>
        <RecoveryCodes
          codes={recoveryCodes}
          doneLabel="Continue to Meridian"
          onDone={() =>
            void onSignedIn(session).then((refused) => {
              if (refused) setFailure(refused);
            })
          }
        />
        <FormFailureAlert failure={failure} takeFocus />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <Alert tone="info" title="Set up two-step sign-in to continue">
        Your team requires a second factor for team accounts. Add Meridian to an authenticator app, then enter
        the code it shows.
      </Alert>
      {startFailure ? (
        <>
          <FormFailureAlert failure={startFailure} takeFocus />
          <Button variant="outline" onClick={onRestart}>
            Back to sign in
          </Button>
        </>
      ) : !setup ? (
        <div className="flex justify-center py-6">
          <Spinner label="Preparing your key" />
        </div>
      ) : (
        <>
          <SetupKey setup={setup} />
          <form noValidate onSubmit={submit} className="grid gap-4">
            <CodeField error={errors.code?.message} readOnly={isSubmitting} {...form.register("code")} />
            <FormFailureAlert failure={failure} takeFocus />
            <Button type="submit" size="lg" pending={isSubmitting} className="w-full">
              {isSubmitting ? "Checking..." : "Turn on and continue"}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
