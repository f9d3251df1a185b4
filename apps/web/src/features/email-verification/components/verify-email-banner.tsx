import { emailVerificationMessages, type SessionUser } from "@meridian/contract";
import { MailWarning, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ResendLinkButton } from "./resend-link-button";

/** Whose screens remind them to confirm their address: students, whose counselor writes to it. */
export function needsEmailReminder(user: SessionUser): boolean {
  return user.userType === "customer" && !user.emailVerified;
}

/**
 * The reminder over a signed-in student's pages while their address is not confirmed, with a way
 * to get a new link. Dismissed, it stays away for this visit (until the page is loaded again).
 */
export function VerifyEmailBanner({ user }: { user: SessionUser }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !needsEmailReminder(user)) return null;
  return (
    <section
      aria-label="Confirm your email address"
      className="border-b border-warning-soft-foreground/30 bg-warning-soft text-warning-soft-foreground"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
        <MailWarning aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1">
          {emailVerificationMessages.reminder} <span className="font-medium">({user.email})</span>
        </p>
        <div className="flex items-center gap-2">
          <ResendLinkButton />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Dismiss the reminder"
            onClick={() => setDismissed(true)}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </section>
  );
}
