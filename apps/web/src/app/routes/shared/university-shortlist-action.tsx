import type { University } from "@meridian/contract";
import { InYourApplications } from "@/features/applications/components/in-your-applications";
import { useSession } from "@/features/auth/hooks/use-session";
import { ShortlistToggle } from "@/features/recommendations/components/shortlist-toggle";
import { SAVE_PARAM, SignInToSave, useActionAsked } from "./sign-in-to-apply";

/**
 * The shortlist action of a university's page: students save it or take it off their shortlist;
 * guests are led to sign in first and come back to the same page, where the save they asked for is
 * offered (the return of "Add to my applications", decision 048); staff and company accounts keep
 * no shortlist and see nothing, as with the applications action.
 */
export function UniversityShortlistAction({ university }: { university: Pick<University, "id" | "name"> }) {
  const { user, isLoading } = useSession();
  // Offered once (the toggle takes the focus) for the save asked before signing in.
  const asked = useActionAsked(SAVE_PARAM, university.id);
  const isStudent = user?.userType === "customer";

  if (isLoading) return null;
  if (!user) return <SignInToSave university={university} />;
  if (!isStudent) return null;
  return <ShortlistToggle university={university} offered={asked} />;
}

/** A student's applications to this university, linked, so the page says it is already in them. */
export function UniversityApplicationsNote({ university }: { university: Pick<University, "id"> }) {
  const { user } = useSession();
  if (user?.userType !== "customer") return null;
  return <InYourApplications universityId={university.id} />;
}
