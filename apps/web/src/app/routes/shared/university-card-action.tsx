import type { University } from "@meridian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { AddToApplicationsButton } from "@/features/applications/components/add-to-applications-button";
import { useSession } from "@/features/auth/hooks/use-session";
import { invalidateMySubscription } from "@/features/subscriptions/api/subscription-keys";
import { APPLY_PARAM, SignInToApply, useActionAsked } from "./sign-in-to-apply";

interface UniversityCardActionProps {
  /** A catalogue card passes its degree types; a recommendation, which lacks them, has them read. */
  university: Pick<University, "id" | "name"> & {
    degreeTypes?: readonly string[];
  };
  /** A program to start the form with (a recommendation's matched field). */
  programName?: string;
}

/**
 * The applications action of a university card or page, wherever universities show (search,
 * landing, a university's page, recommendations): students add the university to their
 * applications; guests are led to sign in first and come back to the same page, query and action
 * (the form opens for them); staff and company accounts have nothing to add. A new application uses
 * the student's plan allowance, so the plan's figures are refetched.
 */
export function UniversityCardAction({ university, programName }: UniversityCardActionProps) {
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  // The form opens for the action asked before signing in; a reload does not reopen it.
  const asked = useActionAsked(APPLY_PARAM, university.id);
  const isStudent = user?.userType === "customer";

  if (isLoading) return null;
  if (!user) return <SignInToApply university={university} />;
  if (!isStudent) return null;
  return (
    <AddToApplicationsButton
      university={university}
      programName={programName}
      initiallyOpen={asked}
      onCreated={() => void invalidateMySubscription(queryClient)}
    />
  );
}

/** The card actions slot filled with the applications action. */
export function universityCardAction(university: University) {
  return <UniversityCardAction university={university} />;
}
