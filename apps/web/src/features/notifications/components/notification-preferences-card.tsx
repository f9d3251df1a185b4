import {
  type EmailNotificationType,
  emailNotificationTypes,
  type NotificationPreferences,
  type NotificationType,
  NotificationTypeSchema,
  notificationTypeLabels,
} from "@meridian/contract";
import { BellRing } from "lucide-react";
import { useId } from "react";
import { PanelSection } from "@/components/ui/panel-section";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences";

const types = NotificationTypeSchema.options;

function sendsMail(type: NotificationType): type is EmailNotificationType {
  return (emailNotificationTypes as readonly NotificationType[]).includes(type);
}

/** A list toggled for one entry, in the contract's order so the stored list does not depend on the clicking order. */
function toggled<T extends string>(order: readonly T[], list: readonly T[], entry: T, on: boolean): T[] {
  const off = new Set(list);
  if (on) off.delete(entry);
  else off.add(entry);
  return order.filter((candidate) => off.has(candidate));
}

/**
 * The settings card: per notification type a switch in the app and, for the types that come by
 * mail, a switch by email; then the weekly digest (PUT /api/notifications/preferences).
 */
export function NotificationPreferencesCard() {
  const switchId = useId();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  function save(current: NotificationPreferences, change: Partial<NotificationPreferences>) {
    // The whole set is sent: the switch moves at once from it, and moves back if the save fails.
    update.mutate({ ...current, ...change });
  }

  return (
    <PanelSection
      className="grid content-start gap-5 p-6"
      icon={BellRing}
      title="Notifications"
      description="A type you switch off in the app is neither stored nor sent to you, so it will not appear later either. Email is switched separately, and every optional mail has a one-click unsubscribe link."
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
        <div className="grid gap-4">
          <table className="w-full text-sm">
            <caption className="sr-only">Notifications in the app and by email, per type</caption>
            <thead>
              <tr className="text-xs font-medium text-muted-foreground">
                <th scope="col" className="pb-1 text-left font-medium">
                  Type
                </th>
                <th scope="col" className="w-16 pb-1 text-center font-medium">
                  In app
                </th>
                <th scope="col" className="w-16 pb-1 text-center font-medium">
                  Email
                </th>
              </tr>
            </thead>
            <tbody>
              {types.map((type) => {
                const label = notificationTypeLabels[type];
                const data = preferences.data;
                return (
                  <tr key={type} className="border-t border-border first:border-t-0">
                    <th scope="row" className="py-2 pr-3 text-left font-medium text-foreground">
                      {label}
                    </th>
                    <td className="py-2 text-center">
                      <Switch
                        id={`${switchId}-${type}`}
                        aria-label={`${label} in the app`}
                        checked={!data.disabledTypes.includes(type)}
                        onCheckedChange={(checked) =>
                          save(data, { disabledTypes: toggled(types, data.disabledTypes, type, checked) })
                        }
                      />
                    </td>
                    <td className="py-2 text-center">
                      {sendsMail(type) ? (
                        <Switch
                          id={`${switchId}-${type}-email`}
                          aria-label={`${label} by email`}
                          checked={!data.emailDisabledTypes.includes(type)}
                          onCheckedChange={(checked) =>
                            save(data, {
                              emailDisabledTypes: toggled(
                                emailNotificationTypes,
                                data.emailDisabledTypes,
                                type,
                                checked,
                              ),
                            })
                          }
                        />
                      ) : (
                        <span className="text-muted-foreground">
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">No email for this type</span>
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="flex items-center justify-between gap-4 border-t border-border pt-4">
            <div className="grid gap-0.5">
              <label htmlFor={`${switchId}-digest`} className="text-sm font-medium text-foreground">
                Weekly digest by email
              </label>
              <p id={`${switchId}-digest-hint`} className="text-xs text-muted-foreground">
                Once a week, a summary of your unread notifications (only in a week with something unread).
              </p>
            </div>
            <Switch
              id={`${switchId}-digest`}
              aria-describedby={`${switchId}-digest-hint`}
              checked={preferences.data.weeklyDigest}
              onCheckedChange={(checked) => save(preferences.data, { weeklyDigest: checked })}
            />
          </div>
        </div>
      )}
    </PanelSection>
  );
}
