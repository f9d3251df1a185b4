import { authMessages, dashboardPathFor, type LoginResponse } from "@meridian/contract";
import { useCallback } from "react";
import type { FormFailure } from "@/lib/form-failure";
import { useNavigate } from "@/lib/router";
import { toast } from "@/lib/use-toast";
import { rememberFirstVisit } from "../first-visit";
import { returnPathFor } from "../next-path";
import { useSession } from "./use-session";

/**
 * Makes a login response the session and goes to the user's dashboard (student, company, admin
 * or team), or for a student to `next` when it is a safe page of this site (the plan they were
 * choosing); a session that cannot be stored is reported as "Login failed. Please try again.".
 */
export function useFinishSignIn(
  next?: string | null,
): (response: LoginResponse) => Promise<FormFailure | undefined> {
  const { login } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (response) => {
      try {
        await login(response);
      } catch {
        return { message: authMessages.loginFailed };
      }
      rememberFirstVisit(response.user.id, response.firstSignIn === true);
      if (response.coolingPeriod) {
        toast({ title: "Signed in", description: authMessages.coolingPeriod });
      }
      const target =
        returnPathFor(response.user, next) ??
        dashboardPathFor(response.user.userType, response.user.teamRole);
      await navigate(target, { replace: true });
      return undefined;
    },
    [login, navigate, next],
  );
}
