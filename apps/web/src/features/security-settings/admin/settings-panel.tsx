import type { SecuritySettings } from "@meridian/contract";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/use-toast";
import { useSecuritySettings } from "../api/get-security-settings";
import { useUpdateSecuritySettings } from "../api/update-security-settings";

interface SettingsPanelProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What could not be loaded, e.g. "The team-access settings could not be loaded." */
  failure: string;
  /** The setting the panel turns on and off, first under its heading. */
  toggle: Omit<SettingSwitchProps, "settings">;
  /** The panel's other controls, under the switch. */
  children: (settings: SecuritySettings) => ReactNode;
}

/** An admin panel over the security settings: its heading, then its switch and controls once loaded. */
export function SettingsPanel({ icon, title, description, failure, toggle, children }: SettingsPanelProps) {
  const settings = useSecuritySettings();
  return (
    <PanelSection
      className="grid content-start gap-5 p-6"
      icon={icon}
      title={title}
      description={description}
    >
      <QueryContent
        query={settings}
        failure={failure}
        loading={
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </div>
        }
      >
        {(loaded) => (
          <>
            <SettingSwitch {...toggle} settings={loaded} />
            {children(loaded)}
          </>
        )}
      </QueryContent>
    </PanelSection>
  );
}

type SwitchSetting =
  | "autoAssignStudents"
  | "teamLoginVisible"
  | "requireTeamSecondFactor"
  | "requireVerifiedEmailToApply";

export interface SettingSwitchProps {
  setting: SwitchSetting;
  settings: SecuritySettings;
  label: string;
  /** What the setting does while on, and while off. */
  explain: { on: string; off: string };
  /** The toast once saved, on and off. */
  saved: { on: string; off: string };
}

/** One on/off setting, saved as it is switched, with what its current state means. */
export function SettingSwitch({ setting, settings, label, explain, saved }: SettingSwitchProps) {
  const update = useUpdateSecuritySettings();
  const switchId = useId();
  const checked = settings[setting];
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={switchId}>{label}</Label>
        <p className="text-sm text-muted-foreground">{checked ? explain.on : explain.off}</p>
      </div>
      <Switch
        id={switchId}
        checked={checked}
        pending={update.isPending}
        onCheckedChange={(next) =>
          update.mutate(
            { [setting]: next },
            { onSuccess: () => toast({ title: next ? saved.on : saved.off }) },
          )
        }
      />
    </div>
  );
}
