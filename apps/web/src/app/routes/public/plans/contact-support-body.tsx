import type { SupportTopic } from "@meridian/contract";
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useContext } from "react";
import { wantToaster } from "@/app/services-loader";
import { useMathChallenge } from "@/features/auth/api/get-math-challenge";
import { MathChallengeField } from "@/features/auth/components/math-challenge-field";
import { useSession } from "@/features/auth/hooks/use-session";
import { ContactSupportForm, type SecurityCheck } from "@/features/support/components/contact-support-form";
import { appQueryClient } from "@/lib/app-query-client";

// The form confirms with a toast: the outlet must be there, on the landing page too.
wantToaster();

/** The data cache for the form: the app's, or on a page that runs without the services, the same one. */
function WithDataCache({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  return client ? children : <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}

/** The contact form of the dialog: as the signed-in user, or as a guest with the math challenge. */
export function ContactSupportBody({ topic, onSent }: { topic?: SupportTopic; onSent: () => void }) {
  const { user } = useSession();
  return (
    <WithDataCache>
      {user ? (
        <ContactSupportForm
          account={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }}
          securityCheck={null}
          onSent={onSent}
          initialTopic={topic}
        />
      ) : (
        <GuestForm onSent={onSent} topic={topic} />
      )}
    </WithDataCache>
  );
}

/** A guest's form, with the math challenge fetched when the dialog opens. */
function GuestForm({ onSent, topic }: { onSent: () => void; topic?: SupportTopic }) {
  const challenge = useMathChallenge();
  const securityCheck: SecurityCheck = {
    token: challenge.data?.challenge,
    renew: () => void challenge.refetch(),
    // The form hands over the answer's field as the challenge field names it.
    render: (field) => <MathChallengeField query={challenge} {...field} />,
  };
  return (
    <ContactSupportForm account={null} securityCheck={securityCheck} onSent={onSent} initialTopic={topic} />
  );
}
