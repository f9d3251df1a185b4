import { CircleAlert, CircleCheck, MailX } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MessageCard } from "@/components/ui/message-screen";
import { useUnsubscribeFromMail } from "@/features/notifications/api/unsubscribe-from-mail";
import { isApiError } from "@/lib/api-client";
import { Link, useSearchParams } from "@/lib/router";

/**
 * /unsubscribe?token=…: the footer link of an optional mail. Opening it changes nothing (a mail
 * scanner opens links too); the one button turns that mail off, with no sign-in.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get("token") ?? "");
  const unsubscribe = useUnsubscribeFromMail();

  if (unsubscribe.isSuccess) {
    return (
      <MessageCard
        icon={CircleCheck}
        tone="primary"
        title="You are unsubscribed"
        message={`You will no longer get "${unsubscribe.data.label}" by email. You can turn it back on in your settings at any time.`}
      >
        <Button asChild size="lg">
          <Link to="/settings">Open your settings</Link>
        </Button>
      </MessageCard>
    );
  }
  const invalid =
    !token ||
    (isApiError(unsubscribe.error) && unsubscribe.error.status !== 429 && unsubscribe.error.status < 500);
  if (invalid) {
    return (
      <MessageCard
        icon={CircleAlert}
        tone="destructive"
        title="This link does not work"
        message="It may have been cut short by your mail program. You can choose which mails you get in your settings."
      >
        <Button asChild size="lg">
          <Link to="/settings">Open your settings</Link>
        </Button>
      </MessageCard>
    );
  }
  return (
    <MessageCard
      icon={MailX}
      tone="muted"
      title="Unsubscribe from this mail?"
      message="One click turns off this kind of mail for your account. Other mails, and the notifications in the app, stay as they are."
    >
      <div className="grid gap-3">
        <Button size="lg" pending={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          Unsubscribe
        </Button>
        {unsubscribe.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {isApiError(unsubscribe.error)
              ? (unsubscribe.error.hint ?? unsubscribe.error.message)
              : "The request did not go through. Try again."}
          </p>
        ) : null}
      </div>
    </MessageCard>
  );
}
