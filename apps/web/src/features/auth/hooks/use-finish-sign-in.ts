import { authMessages, dashboardPathFor, type LoginResponse } from "@meridian/contract";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { FormFailure } from "@/lib/form-failure";
import { toast } from "@/lib/use-toast";
import { useSession } from "./use-session";

/**
 * Makes a login response the session and goes to the user's dashboard (student, company, admin
 * or team); a session that cannot be stored is reported as "Login failed. Please try again.".
 */
export function useFinishSignIn(): (response: LoginResponse) => Promise<FormFailure | undefined> {
  const { login } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (response) => {
      try {
        await login(response);
      } catch {
        return { message: authMessages.loginFailed };
      }
      if (response.coolingPeriod) {
        toast({ title: "Signed in", description: authMessages.coolingPeriod });
      }
      await navigate(dashboardPathFor(response.user.userType, response.user.teamRole), { replace: true });
      return undefined;
    },
    [login, navigate],
  );
}
