import {
  SecondFactorConfirmBodySchema,
  SecondFactorDisableBodySchema,
  type SecondFactorSetup,
  type SecondFactorStatus,
} from "@meridian/contract";
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { CurrentPasswordField } from "@/components/new-password-field";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { formatDate } from "@/lib/format-date";
import { toast } from "@/lib/use-toast";
import { useConfirmSecondFactorSetup } from "../api/confirm-second-factor-setup";
import { useDisableSecondFactor } from "../api/disable-second-factor";
import { useSecondFactorStatus } from "../api/get-second-factor-status";
import { useStartSecondFactorSetup } from "../api/start-second-factor-setup";
import { CodeField } from "./code-field";
import { RecoveryCodes } from "./recovery-codes";
import { SetupKey } from "./setup-key";

const fallback = "Two-step sign-in could not be changed. Please try again.";

/** Turning it on: the new key, then a code of it; the recovery codes once it is on. */
function TurnOn({
  setup,
  onCancel,
  onDone,
}: {
  setup: SecondFactorSetup;
  onCancel: () => void;
  onDone: () => void;
}) {
  const form = useZodForm(SecondFactorConfirmBodySchema, { defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useConfirmSecondFactorSetup();

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        setCodes((await confirm.mutateAsync(body)).recoveryCodes);
      } catch (error) {
        setFailure(placeServerFailure(error, form.setError, ["code"], fallback));
      }
    },
    () => setFailure(null),
  );

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <div className="grid gap-4">
      <SetupKey setup={setup} />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <CodeField error={errors.code?.message} readOnly={isSubmitting} {...form.register("code")} />
        <FormFailureAlert failure={failure} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={isSubmitting}>
            {isSubmitting ? "Checking..." : "Turn on"}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Turning it off: the password and a code from the app or a recovery code. */
function TurnOff({ onCancel }: { onCancel: () => void }) {
  const form = useZodForm(SecondFactorDisableBodySchema, { defaultValues: { password: "", code: "" } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [recovery, setRecovery] = useState(false);
  const disable = useDisableSecondFactor();

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        await disable.mutateAsync(body);
        toast({ title: "Two-step sign-in is off" });
      } catch (error) {
        setFailure(placeServerFailure(error, form.setError, ["password", "code"], fallback));
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <CurrentPasswordField error={errors.password?.message} {...form.register("password")} />
      <CodeField
        key={recovery ? "recovery" : "code"}
        recovery={recovery}
        error={errors.code?.message}
        readOnly={isSubmitting}
        {...form.register("code")}
      />
      <div>
        <Button variant="link" onClick={() => setRecovery(!recovery)}>
          {recovery ? "Use a code from the app" : "Use a recovery code"}
        </Button>
      </div>
      <FormFailureAlert failure={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" pending={isSubmitting}>
          {isSubmitting ? "Turning off..." : "Turn off two-step sign-in"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function StatusView({ status }: { status: SecondFactorStatus }) {
  const start = useStartSecondFactorSetup();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  if (setup) return <TurnOn setup={setup} onCancel={() => setSetup(null)} onDone={() => setSetup(null)} />;
  if (!status.enabled) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {status.required
            ? "Your team requires it for team accounts: you will set it up at your next sign-in, or now."
            : "Off. Turn it on to sign in with your password and a code from an authenticator app."}
        </p>
        <div>
          <Button pending={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
            Turn on two-step sign-in
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">On</Badge>
        <p className="text-sm text-muted-foreground">
          Since {formatDate(status.enabledAt)}. {status.recoveryCodesLeft} of 10 recovery codes left.
        </p>
      </div>
      {status.required ? (
        <Alert tone="info">Your team requires two-step sign-in for team accounts, so it stays on.</Alert>
      ) : turningOff ? (
        <TurnOff onCancel={() => setTurningOff(false)} />
      ) : (
        <div>
          <Button variant="outline" onClick={() => setTurningOff(true)}>
            Turn off
          </Button>
        </div>
      )}
    </div>
  );
}

/** The "Two-step sign-in" section of /settings: turn the second factor on (QR code, key, code) and off. */
export function TwoStepSettings() {
  const status = useSecondFactorStatus();
  return (
    <PanelSection
      className="grid content-start gap-5 p-6"
      icon={Smartphone}
      title="Two-step sign-in"
      description="A code from an authenticator app after your password keeps your account safe even if the password leaks."
    >
      <QueryContent
        query={status}
        failure="Two-step sign-in could not be loaded."
        loading={<Skeleton className="h-10 w-full" />}
      >
        {(loaded) => <StatusView status={loaded} />}
      </QueryContent>
    </PanelSection>
  );
}
