import type { University } from "@meridian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { AddToApplicationsButton } from "@/features/applications/components/add-to-applications-button";
import { useSession } from "@/features/auth/hooks/use-session";
import { invalidateMySubscription } from "@/features/subscriptions/api/subscription-keys";

interface UniversityCardActionProps {
  /** A catalogue card passes its degree types; a recommendation, which lacks them, has them read. */
  university: Pick<University, "id" | "name"> & { degreeTypes?: readonly string[] };
  /** A program to start the form with (a recommendation's matched field). */
  programName?: string;
}

/**
 * The applications action of a university card, wherever cards show (search, landing, and
 * recommendations): students add the university to their applications, guests are led to sign
 * in first, staff and company accounts have nothing to add. A new application uses the student's
 * plan allowance, so the plan's figures are refetched. A plan's limit refused is said in the form,
 * with a link to the plans.
 */
export function UniversityCardAction({ university, programName }: UniversityCardActionProps) {
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  if (isLoading) return null;
  if (!user) {
    return (
      <Link
        to="/auth"
        aria-label={`Sign in to apply: ${university.name}`}
        className={buttonClasses("secondary", "md", "w-full")}
      >
        <LogIn aria-hidden="true" />
        Sign in to apply
      </Link>
    );
  }
  if (user.userType !== "customer") return null;
  return (
    <AddToApplicationsButton
      university={university}
      programName={programName}
      onCreated={() => void invalidateMySubscription(queryClient)}
    />
  );
}

/** The card actions slot filled with the applications action. */
export function universityCardAction(university: University) {
  return <UniversityCardAction university={university} />;
}
