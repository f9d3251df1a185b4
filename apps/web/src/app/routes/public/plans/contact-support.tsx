import type { SupportTopic } from "@meridian/contract";
import { type ReactNode, useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useMathChallenge } from "@/features/auth/api/get-math-challenge";
import { MathChallengeField } from "@/features/auth/components/math-challenge-field";
import { useSession } from "@/features/auth/hooks/use-session";
import { ContactSupportForm, type SecurityCheck } from "@/features/support/components/contact-support-form";

interface ContactSupportProps {
  /** The button's content; "Contact Support" unless given. */
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  title?: string;
  description?: string;
  /** The topic chosen when the form opens. */
  topic?: SupportTopic;
}

/**
 * A button that opens the contact form (on /plans, the landing page's "Book a Demo", the footer,
 * About). A signed-in user writes as their account; a guest gives a name and an address and
 * answers the math challenge, as on registration. The message reaches the admins.
 */
export function ContactSupport({
  children = "Contact Support",
  variant,
  size = "lg",
  className,
  title = "Contact Support",
  description = "Ask about plans, payments or your account. The team answers by email.",
  topic,
}: ContactSupportProps) {
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size={size} variant={variant} className={className}>
          {children}
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent title={title} description={description} className="sm:max-w-lg">
          {user ? (
            <ContactSupportForm
              account={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }}
              securityCheck={null}
              onSent={() => setOpen(false)}
              initialTopic={topic}
            />
          ) : (
            <GuestForm onSent={() => setOpen(false)} topic={topic} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** A guest's form, with the math challenge fetched when the dialog opens. */
function GuestForm({ onSent, topic }: { onSent: () => void; topic?: SupportTopic }) {
  const challenge = useMathChallenge();
  const securityCheck: SecurityCheck = {
    token: challenge.data?.challenge,
    renew: () => void challenge.refetch(),
    render: ({ answer, onAnswerChange, inputRef, error }) => (
      <MathChallengeField
        challenge={challenge.data}
        isLoading={challenge.isPending}
        isError={challenge.isError}
        isRefreshing={challenge.isFetching}
        onRefresh={() => {
          onAnswerChange("");
          void challenge.refetch();
        }}
        answer={answer}
        onAnswerChange={onAnswerChange}
        inputRef={inputRef}
        error={error}
      />
    ),
  };
  return (
    <ContactSupportForm account={null} securityCheck={securityCheck} onSent={onSent} initialTopic={topic} />
  );
}
