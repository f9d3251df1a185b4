import { UpdateSecuritySettingsSchema } from "@meridian/contract";
import { KeyRound } from "lucide-react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/lib/form";
import { formatDateTime } from "@/lib/format-date";
import { toast } from "@/lib/use-toast";
import { useUpdateSecuritySettings } from "../api/update-security-settings";
import { SettingSwitch, SettingsPanel } from "./settings-panel";

// The contract's rule for a new code; here the box is required, since removing has its own button.
const CodeFormSchema = z.object({
  secretCode: UpdateSecuritySettingsSchema.shape.secretCode.unwrap().unwrap(),
});

function CodeForm({ hasCode }: { hasCode: boolean }) {
  const form = useZodForm(CodeFormSchema, { defaultValues: { secretCode: "" } });
  const { errors } = form.formState;
  const code = useWatch({ control: form.control, name: "secretCode" });
  const update = useUpdateSecuritySettings();

  const save = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      form.reset();
      toast({ title: "Team-access code saved", description: "Share it only with your team." });
    } catch {
      // The default error toast has told the admin what went wrong.
    }
  });

  function remove() {
    update.mutate({ secretCode: null }, { onSuccess: () => toast({ title: "Team-access code removed" }) });
  }

  return (
    <form noValidate onSubmit={save} className="grid gap-3">
      <TextField
        label={hasCode ? "Replace the code" : "Set a code"}
        error={errors.secretCode?.message}
        hint="4 to 64 characters. Typed codes are compared without case or surrounding spaces."
        autoComplete="off"
        spellCheck={false}
        {...form.register("secretCode")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={code.trim() === ""} pending={update.isPending}>
          Save code
        </Button>
        {hasCode ? (
          <Button type="button" variant="outline" pending={update.isPending} onClick={remove}>
            Remove code
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The admin's controls for team sign-in (spec part 1 §2 "Sign-in landing"): show the Team
 * Access card to everyone, or keep it behind a code typed into the sign-in page's search box.
 */
export function TeamAccessPanel() {
  return (
    <SettingsPanel
      icon={KeyRound}
      title="Team access"
      description="How staff reach the team sign-in on the sign-in page."
      failure="The team-access settings could not be loaded."
      toggle={{
        setting: "teamLoginVisible",
        label: "Show Team Access to everyone",
        explain: {
          on: "Every visitor of the sign-in page sees the Team Access card.",
          off: "Hidden: staff open it by typing the code into the search box of the sign-in page.",
        },
        saved: { on: "Team Access is now shown", off: "Team Access is now hidden" },
      }}
    >
      {(settings) => (
        <>
          <div className="grid gap-1 rounded-lg border border-border bg-muted/50 p-3">
            <p className="text-sm font-medium text-foreground">Current code</p>
            {settings.secretCode ? (
              <p className="font-mono text-base break-all text-foreground">{settings.secretCode}</p>
            ) : (
              <p className="text-sm text-muted-foreground">No code is set: the search box opens nothing.</p>
            )}
            <p className="text-xs text-muted-foreground">
              Last changed {formatDateTime(settings.updatedAt)}. Only admins can see the code.
            </p>
          </div>
          <CodeForm hasCode={settings.secretCode !== null} />
          <div className="border-t border-border pt-5">
            <SettingSwitch
              setting="requireTeamSecondFactor"
              settings={settings}
              label="Require a second factor for team accounts"
              explain={{
                on: "Team members sign in with a code from an authenticator app; one without sets it up at their next sign-in.",
                off: "Team members choose for themselves whether to turn on two-step sign-in.",
              }}
              saved={{
                on: "A second factor is now required for team accounts",
                off: "A second factor is no longer required for team accounts",
              }}
            />
          </div>
          <div className="border-t border-border pt-5">
            <SettingSwitch
              setting="requireVerifiedEmailToApply"
              settings={settings}
              label="Require a verified email before applying"
              explain={{
                on: "Students confirm their email address with the mailed link before they can add or submit an application.",
                off: "Students can apply before confirming their email address; they are reminded to confirm it.",
              }}
              saved={{
                on: "A verified email is now required before applying",
                off: "A verified email is no longer required before applying",
              }}
            />
          </div>
        </>
      )}
    </SettingsPanel>
  );
}
