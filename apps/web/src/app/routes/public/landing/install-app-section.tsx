import { CheckCircle2, Download, Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { promptInstall, useInstallState } from "@/lib/install-prompt";

/**
 * The install-the-app prompt. The Install App button appears only when the browser has offered
 * installation (beforeinstallprompt); otherwise the visitor is told how to install from the browser.
 */
export function InstallAppSection() {
  const state = useInstallState();
  const [accepted, setAccepted] = useState(false);

  let message: string;
  if (state === "installed" || accepted) {
    message = "Meridian is installed on this device. Open it from your home screen or app list.";
  } else if (state === "available") {
    message = "Install Meridian to open it from your home screen like any other app, in its own window.";
  } else {
    message =
      "Add Meridian to your home screen or desktop from your browser's menu (Install app or Add to Home Screen) to open it in its own window.";
  }

  return (
    <section aria-labelledby="install-heading" className="pb-20 sm:pb-24">
      <div className="container-page">
        <Card className="flex flex-col items-start gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
            {state === "installed" || accepted ? (
              <CheckCircle2 aria-hidden="true" className="size-6" />
            ) : (
              <Smartphone aria-hidden="true" className="size-6" />
            )}
          </span>
          <div className="flex-1">
            <h2 id="install-heading" className="text-xl font-semibold text-foreground">
              Take Meridian with you
            </h2>
            <p className="mt-1 text-muted-foreground">{message}</p>
          </div>
          {state === "available" && !accepted ? (
            <Button
              size="lg"
              onClick={async () => {
                setAccepted(await promptInstall());
              }}
            >
              <Download aria-hidden="true" />
              Install App
            </Button>
          ) : null}
        </Card>
      </div>
    </section>
  );
}
