import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "@/features/auth/hooks/use-session";

/** The history state of the navigation a sign-out starts with. */
const SIGN_OUT_STATE = { signOut: true } as const;

function asksToSignOut(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { signOut?: unknown }).signOut === true;
}

/**
 * Signs out and lands on the public home page, in two steps: go home first, then end the session
 * once the home page is on screen (`useFinishSignOut`). React Router renders a navigation in a
 * transition, which React drops when an urgent update arrives first; ending the session right after
 * `navigate` resolved would re-render the page being left, signed out, and its guard would bounce
 * the visitor to /auth.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate("/", { replace: true, state: SIGN_OUT_STATE });
  }, [navigate]);
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
