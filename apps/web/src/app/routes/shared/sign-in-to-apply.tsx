import type { University } from "@meridian/contract";
import { LogIn } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Link, useLocation } from "@/lib/router";

/** The query parameter that asks a page to offer "Add to my applications" for one university. */
export const APPLY_PARAM = "apply";

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

/** A guest's applications action: sign in first, then come back to this page with the form asked for. */
export function SignInToApply({ university }: { university: Pick<University, "id" | "name"> }) {
  const location = useLocation();
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
