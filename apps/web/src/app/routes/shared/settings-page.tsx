import { dashboardPathFor } from "@meridian/contract";
import { Monitor, Moon, Palette, ShieldCheck, Sun } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { PageTitle } from "@/components/ui/page-title";
import { PanelSection } from "@/components/ui/panel-section";
import { SignedInDevicesSection } from "@/features/account-sessions/components/signed-in-devices-section";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { useSession } from "@/features/auth/hooks/use-session";
import { NotificationPreferencesCard } from "@/features/notifications/components/notification-preferences-card";
import { TwoStepSettings } from "@/features/second-factor/components/two-step-settings";
import { PlanBillingSection } from "@/features/subscriptions/components/plan-billing-section";
import { cn } from "@/lib/cn";
import { Navigate } from "@/lib/router";
import { type Theme, useTheme } from "@/lib/theme";

const themes: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

function AppearanceCard() {
  const { theme, setTheme } = useTheme();
  return (
    <PanelSection
      className="grid content-start gap-5 p-6"
      icon={Palette}
      title="Appearance"
      description="System follows the setting of your device."
    >
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="grid grid-cols-3 gap-2">
          {themes.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                theme === value
                  ? "border-primary bg-primary-soft text-primary-soft-foreground"
                  : "border-border",
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </PanelSection>
  );
}

/**
 * /settings: a student's plan and billing, security (change password), appearance and
 * notifications; first stop for a temporary password.
 */
export function SettingsPage() {
  const { user, refresh } = useSession();
  const mustChange = user?.mustChangePassword === true;

  const [replacedTemporary, setReplacedTemporary] = useState(false);

  async function afterChange() {
    if (!mustChange) return;
    // The server has cleared the flag; once the session on screen says so (below), the user moves on.
    await refresh().catch(() => null);
    setReplacedTemporary(true);
  }

  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      {replacedTemporary && user && !mustChange ? (
        <Navigate to={dashboardPathFor(user.userType, user.teamRole)} replace />
      ) : null}
      <PageTitle
        title="Settings"
        description="Your password, how Meridian looks and what it tells you about."
      />
      {mustChange ? (
        <Alert tone="warning" title="Choose your own password to continue">
          Your account was set up with a temporary password. Replace it with a password only you know; the
          rest of Meridian opens as soon as you have.
        </Alert>
      ) : null}
      {user?.userType === "customer" && !mustChange ? <PlanBillingSection /> : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PanelSection
          className="grid content-start gap-5 p-6"
          icon={ShieldCheck}
          title="Security"
          description="Changing your password signs you out on your other devices."
        >
          <ChangePasswordForm onChanged={afterChange} />
        </PanelSection>
        <div className="grid gap-6">
          <AppearanceCard />
          <NotificationPreferencesCard />
        </div>
      </div>
      {mustChange ? null : <TwoStepSettings />}
      <SignedInDevicesSection />
    </section>
  );
}
