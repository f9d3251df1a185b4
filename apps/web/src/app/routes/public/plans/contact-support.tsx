import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useMathChallenge } from "@/features/auth/api/get-math-challenge";
import { MathChallengeField } from "@/features/auth/components/math-challenge-field";
import { useSession } from "@/features/auth/hooks/use-session";
import { ContactSupportForm, type SecurityCheck } from "@/features/support/components/contact-support-form";

/**
 * The "Contact Support" button of /plans and its dialog. A signed-in user writes as their account;
 * a guest gives a name and an address and answers the math challenge, as on registration.
 */
export function ContactSupport() {
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg">Contact Support</Button>
      </DialogTrigger>
      {open ? (
        <DialogContent
          title="Contact Support"
          description="Ask about plans, payments or your account. The team answers by email."
          className="sm:max-w-lg"
        >
          {user ? (
            <ContactSupportForm
              account={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }}
              securityCheck={null}
              onSent={() => setOpen(false)}
            />
          ) : (
            <GuestForm onSent={() => setOpen(false)} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** A guest's form, with the math challenge fetched when the dialog opens. */
function GuestForm({ onSent }: { onSent: () => void }) {
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
  return <ContactSupportForm account={null} securityCheck={securityCheck} onSent={onSent} />;
}
