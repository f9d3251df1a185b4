import type { SecuritySettings } from "@meridian/contract";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { CardSection } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PanelHeading } from "@/components/ui/panel-heading";
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
  children: (settings: SecuritySettings) => ReactNode;
}

/** An admin panel over the security settings: its heading, then the settings once loaded. */
export function SettingsPanel({ icon, title, description, failure, children }: SettingsPanelProps) {
  const settings = useSecuritySettings();
  const headingId = useId();
  return (
    <CardSection className="grid content-start gap-5 p-6" aria-labelledby={headingId}>
      <PanelHeading id={headingId} icon={icon} title={title} description={description} />
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
        {children}
      </QueryContent>
    </CardSection>
  );
}

type SwitchSetting = "autoAssignStudents" | "teamLoginVisible";

interface SettingSwitchProps {
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
