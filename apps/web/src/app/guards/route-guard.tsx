import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/features/auth/hooks/use-session";
import { Navigate, Outlet, useLocation } from "@/lib/router";
import { type AccessRule, decideAccess } from "./access-rules";

/** The spinner guarded pages show while the session loads. */
export function SessionSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading your session" />
    </div>
  );
}

/** A layout route that renders its child pages only for users the rule admits. */
export function RouteGuard({ rule }: { rule: AccessRule }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(session, rule, location.pathname, location.search, location.hash);
  if (decision.kind === "loading") return <SessionSpinner />;
  // Keyed by the navigation: if another navigation to this page interrupts the redirect (a sign-in
  // form navigating after its pause, say), the redirect is issued again instead of being lost.
  if (decision.kind === "redirect") return <Navigate key={location.key} to={decision.to} replace />;
  return <Outlet />;
}
