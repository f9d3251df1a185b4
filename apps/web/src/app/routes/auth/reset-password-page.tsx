import { passwordResetMessages } from "@meridian/contract";
import { CircleAlert, CircleCheck, KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MessageCard } from "@/components/ui/message-screen";
import { Spinner } from "@/components/ui/spinner";
import { useResetLink } from "@/features/password-reset/api/check-reset-link";
import { ResetPasswordForm } from "@/features/password-reset/components/reset-password-form";
import { isApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date";
import { Link, useLocation } from "@/lib/router";
import { AuthFrame } from "./auth-frame";
import { linkTokenOf } from "./link-token";

function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <MessageCard icon={CircleAlert} tone="destructive" title={title} message={message}>
      <Button asChild size="lg">
        <Link to="/auth/forgot-password">Ask for a new link</Link>
      </Button>
    </MessageCard>
  );
}

/** /auth/reset-password#token=…: the link of a reset mail, checked, then the new password. */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const [token] = useState(() => linkTokenOf(hash));
  const link = useResetLink(token);
  const [done, setDone] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);

  if (done) {
    return (
      <MessageCard icon={CircleCheck} tone="primary" title="Password changed" message={done}>
        <Button asChild size="lg">
          <Link to="/auth">Sign in</Link>
        </Button>
      </MessageCard>
    );
  }
  if (!token || spent) {
    return <LinkProblem title="This link no longer works" message={passwordResetMessages.linkInvalid} />;
  }
  if (link.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Checking your link" />
      </div>
    );
  }
  if (link.isError) {
    const error = link.error;
    if (isApiError(error) && error.code !== "AUTH_RESET_LINK_INVALID" && error.status !== 404) {
      // Throttled or unreachable: the link may well be fine, so do not call it invalid.
      return <LinkProblem title="The link could not be checked" message={error.hint ?? error.message} />;
    }
    return <LinkProblem title="This link no longer works" message={passwordResetMessages.linkInvalid} />;
  }
  return (
    <AuthFrame
      title="Choose a new password"
      description={`The link works until ${formatDateTime(link.data.expiresAt)}. Every device signed in to your account will be signed out.`}
      back={{ to: "/auth", label: "Back to sign in" }}
      icon={<KeyRound aria-hidden="true" className="size-6" />}
    >
      <ResetPasswordForm token={token} onDone={setDone} onLinkInvalid={() => setSpent(true)} />
    </AuthFrame>
  );
}
