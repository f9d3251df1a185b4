import { dashboardPathFor, emailVerificationMessages } from "@meridian/contract";
import { CircleAlert, CircleCheck, MailWarning } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { MessageCard } from "@/components/ui/message-screen";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/features/auth/hooks/use-session";
import { useVerifyEmail } from "@/features/email-verification/api/verify-email";
import { ResendLinkButton } from "@/features/email-verification/components/resend-link-button";
import { isApiError } from "@/lib/api-client";
import { Link, useLocation } from "@/lib/router";
import { linkTokenOf } from "./link-token";

/** Where a confirmed (or stuck) visitor goes next: their dashboard, or the sign-in. */
function WayOn() {
  const { user } = useSession();
  return (
    <Button asChild size="lg">
      {user ? (
        <Link to={dashboardPathFor(user.userType, user.teamRole)}>Go to your dashboard</Link>
      ) : (
        <Link to="/auth">Sign in</Link>
      )}
    </Button>
  );
}

/** A dead or missing link: a signed-in owner still to confirm gets a new one here. */
function LinkProblem({ title, message }: { title: string; message: string }) {
  const { user } = useSession();
  return (
    <MessageCard icon={CircleAlert} tone="destructive" title={title} message={message}>
      <div className="flex flex-wrap justify-center gap-3">
        {user && !user.emailVerified ? <ResendLinkButton variant="primary" size="lg" /> : null}
        <WayOn />
      </div>
    </MessageCard>
  );
}

function Confirmed() {
  return (
    <MessageCard
      icon={CircleCheck}
      tone="primary"
      title="Your email is confirmed"
      message="Thank you: your counselor and Meridian's messages reach you at this address."
    >
      <WayOn />
    </MessageCard>
  );
}

/**
 * /auth/verify-email#token=…: the link of the confirmation mail. Confirming is harmless and done
 * once, so the token is posted as the page opens; the session is read again so every reminder goes.
 * Opened without a token (from a refusal's "Resend the link"), it offers a new link.
 */
export function VerifyEmailPage() {
  const { hash } = useLocation();
  const [token] = useState(() => linkTokenOf(hash));
  const session = useSession();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;
  const { refresh } = session;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token }, { onSuccess: () => void refresh().catch(() => null) });
  }, [token, mutate, refresh]);

  if (!token) {
    if (session.isLoading) return <Checking label="Loading" />;
    if (session.user?.emailVerified) return <Confirmed />;
    if (session.user) {
      return (
        <MessageCard
          icon={MailWarning}
          tone="warning"
          title="Confirm your email address"
          message={`We mail a link to ${session.user.email}; open it to confirm the address. Ask for a new one if it did not arrive or no longer works.`}
        >
          <div className="flex flex-wrap justify-center gap-3">
            <ResendLinkButton variant="primary" size="lg" />
            <WayOn />
          </div>
        </MessageCard>
      );
    }
    return <LinkProblem title="This link no longer works" message={emailVerificationMessages.linkInvalid} />;
  }
  if (verify.isSuccess) return <Confirmed />;
  if (verify.isError) {
    const error = verify.error;
    if (isApiError(error) && error.status !== 404 && error.status !== 422) {
      // Throttled or unreachable: the link may well be fine, so do not call it dead.
      return (
        <MessageCard
          icon={CircleAlert}
          tone="destructive"
          title="The link could not be checked"
          message={error.hint ?? error.message}
        >
          <Button type="button" size="lg" onClick={() => mutate({ token })}>
            Try again
          </Button>
        </MessageCard>
      );
    }
    return <LinkProblem title="This link no longer works" message={emailVerificationMessages.linkInvalid} />;
  }
  return <Checking label="Confirming your email address" />;
}

function Checking({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
