import type { University } from "@meridian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { AddToApplicationsButton } from "@/features/applications/components/add-to-applications-button";
import { useSession } from "@/features/auth/hooks/use-session";
import { invalidateMySubscription } from "@/features/subscriptions/api/subscription-keys";

/** The query parameter that asks a page to offer "Add to my applications" for one university. */
export const APPLY_PARAM = "apply";

interface UniversityCardActionProps {
  /** A catalogue card passes its degree types; a recommendation, which lacks them, has them read. */
  university: Pick<University, "id" | "name"> & {
    degreeTypes?: readonly string[];
    sampleFields?: readonly string[];
  };
  /** A program to start the form with (a recommendation's matched field). */
  programName?: string;
}

/**
 * Where a guest comes back to after signing in: this page with its query and the action asked for.
 * The landing teaser's picks are random, so from there it is the university's own page.
 */
export function applyReturnPath(location: { pathname: string; search: string }, universityId: string) {
  if (location.pathname === "/") return `/universities/${universityId}?${APPLY_PARAM}=${universityId}`;
  const params = new URLSearchParams(location.search);
  params.set(APPLY_PARAM, universityId);
  return `${location.pathname}?${params.toString()}`;
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
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // Read once: the form opens for the action asked before signing in, and a reload does not reopen it.
  const asked = useRef(params.get(APPLY_PARAM) === university.id);
  const isStudent = user?.userType === "customer";
  useEffect(() => {
    if (!isStudent || !asked.current) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(APPLY_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [isStudent, setParams]);

  if (isLoading) return null;
  if (!user) {
    const next = applyReturnPath(location, university.id);
    return (
      <Link
        to={`/auth?type=student&next=${encodeURIComponent(next)}`}
        aria-label={`Sign in to add to my applications: ${university.name}`}
        // The label is long for a narrow card: it wraps instead of overflowing.
        className={buttonClasses(
          "secondary",
          "md",
          "h-auto min-h-10 w-full py-2 text-center whitespace-normal",
        )}
      >
        <LogIn aria-hidden="true" />
        Sign in to add to my applications
      </Link>
    );
  }
  if (!isStudent) return null;
  return (
    <AddToApplicationsButton
      university={university}
      programName={programName}
      initiallyOpen={asked.current}
      onCreated={() => void invalidateMySubscription(queryClient)}
    />
  );
}

/** The card actions slot filled with the applications action. */
export function universityCardAction(university: University) {
  return <UniversityCardAction university={university} />;
}
