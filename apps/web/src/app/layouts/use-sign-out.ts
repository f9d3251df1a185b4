import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useSession } from "@/features/auth/hooks/use-session";

/**
 * Signs out and lands on the public home page. The page is left first, so the guard of the page
 * being left does not bounce the visitor to /auth on the way.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { logout } = useSession();
  return useCallback(async () => {
    await navigate("/", { replace: true });
    await logout();
  }, [navigate, logout]);
}
