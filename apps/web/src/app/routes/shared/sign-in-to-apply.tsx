import type { University } from "@meridian/contract";
import { LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useSession } from "@/features/auth/hooks/use-session";
import { Link, useLocation, useSearchParams } from "@/lib/router";

/** The query parameter that asks a page to offer "Add to my applications" for one university. */
export const APPLY_PARAM = "apply";

/** The query parameter that asks a university's page to save it to the student's shortlist. */
export const SAVE_PARAM = "save";

/** An action a guest asked for, which the page does or offers once they are back signed in. */
export type UniversityActionParam = typeof APPLY_PARAM | typeof SAVE_PARAM;

/**
 * Where a guest comes back to after signing in: this page with its query and the action asked for.
 * The landing teaser's picks are random, so from there it is the university's own page.
 */
export function applyReturnPath(
  location: { pathname: string; search: string },
  universityId: string,
  action: UniversityActionParam = APPLY_PARAM,
) {
  if (location.pathname === "/") return `/universities/${universityId}?${action}=${universityId}`;
  const params = new URLSearchParams(location.search);
  params.set(action, universityId);
  return `${location.pathname}?${params.toString()}`;
}

/**
 * Whether this page was reached asking for `action` on this university (a guest's press before
 * signing in). Read once, as the page opens; once a student is signed in the parameter leaves the
 * address, so a reload does not ask again.
 */
export function useActionAsked(action: UniversityActionParam, universityId: string): boolean {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = useRef(params.get(action) === universityId);
  const isStudent = user?.userType === "customer";
  useEffect(() => {
    if (!isStudent || !asked.current) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(action);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [isStudent, setParams, action]);
  return asked.current;
}

/** The student sign-in, returning to this page with the action asked for (decision 048). */
function useSignInPath(universityId: string, action: UniversityActionParam) {
  const location = useLocation();
  return `/auth?type=student&next=${encodeURIComponent(applyReturnPath(location, universityId, action))}`;
}

/** A guest's link to the student sign-in for one action, coming back to this page with it asked. */
function SignInFor({
  university,
  action,
  variant,
  label,
  text,
}: {
  university: Pick<University, "id" | "name">;
  action: UniversityActionParam;
  variant: "secondary" | "outline";
  label: string;
  text: string;
}) {
  const to = useSignInPath(university.id, action);
  return (
    <Link
      to={to}
      aria-label={`${label}: ${university.name}`}
      // The labels are long for a narrow card: they wrap instead of overflowing.
      className={buttonClasses(variant, "md", "h-auto min-h-10 w-full py-2 text-center whitespace-normal")}
    >
      <LogIn aria-hidden="true" />
      {text}
    </Link>
  );
}

/** A guest's applications action: sign in first, then come back to this page with the form asked for. */
export function SignInToApply({ university }: { university: Pick<University, "id" | "name"> }) {
  const label = "Sign in to add to my applications";
  return (
    <SignInFor university={university} action={APPLY_PARAM} variant="secondary" label={label} text={label} />
  );
}

/** A guest's shortlist action: sign in first, then come back to this page, where the save is offered. */
export function SignInToSave({ university }: { university: Pick<University, "id" | "name"> }) {
  return (
    <SignInFor
      university={university}
      action={SAVE_PARAM}
      variant="outline"
      label="Sign in to save to your shortlist"
      text="Sign in to save"
    />
  );
}
