import { type NotificationType, NotificationTypeSchema, notificationTypeLabels } from "@meridian/contract";
import { BellRing } from "lucide-react";
import { useId } from "react";
import { PanelSection } from "@/components/ui/panel-section";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences";

const types = NotificationTypeSchema.options;

/** The settings card with one switch per notification type (PUT /api/notifications/preferences). */
export function NotificationPreferencesCard() {
  const switchId = useId();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  function toggle(type: NotificationType, enabled: boolean) {
    const disabled = new Set(preferences.data?.disabledTypes ?? []);
    if (enabled) disabled.delete(type);
    else disabled.add(type);
    // Sent in the contract's order so the stored list does not depend on the clicking order.
    update.mutate({ disabledTypes: types.filter((candidate) => disabled.has(candidate)) });
  }

  return (
    <PanelSection
      className="grid content-start gap-5 p-6"
      icon={BellRing}
      title="Notifications"
      description="A type you switch off is neither stored nor sent to you, so it will not appear later either."
    >
      {preferences.isPending ? (
        <div className="grid gap-3">
          {types.map((type) => (
            <Skeleton key={type} className="h-7" />
          ))}
        </div>
      ) : preferences.isError ? (
        <p className="text-sm text-muted-foreground">Your notification settings could not be loaded.</p>
      ) : (
        <ul className="grid gap-1">
          {types.map((type) => {
            const id = `${switchId}-${type}`;
            return (
              <li key={type} className="flex items-center justify-between gap-4 py-1.5">
                <label htmlFor={id} className="text-sm font-medium text-foreground">
                  {notificationTypeLabels[type]}
                </label>
                <Switch
                  id={id}
                  checked={!preferences.data.disabledTypes.includes(type)}
                  onCheckedChange={(checked) => toggle(type, checked)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </PanelSection>
  );
}
