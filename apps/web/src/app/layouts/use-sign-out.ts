import { useCallback, useEffect, useRef } from "react";
import { useSession } from "@/features/auth/hooks/use-session";
import { useLocation, useNavigate } from "@/lib/router";

/** The history state of the navigation a sign-out starts with. */
const SIGN_OUT_STATE = { signOut: true } as const;

function asksToSignOut(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { signOut?: unknown }).signOut === true;
}

/**
 * Signs out and lands on the public home page, in two steps: go home first, then end the session
 * once the home page is on screen (`useFinishSignOut`). Ending the session while the page being
 * left is still on screen would re-render it signed out, and its guard would bounce the visitor to
 * /auth.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => navigate("/", { replace: true, state: SIGN_OUT_STATE }), [navigate]);
}

/** Finishes a sign-out started by `useSignOut` once its destination has been committed. */
export function useFinishSignOut(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { logout } = useSession();
  const finished = useRef<string | null>(null);
  useEffect(() => {
    if (!asksToSignOut(location.state) || finished.current === location.key) return;
    finished.current = location.key;
    // The state is dropped afterwards, so a reload or Back does not sign out again.
    void logout().then(() => navigate(location.pathname, { replace: true, state: null }));
  }, [location, logout, navigate]);
}
