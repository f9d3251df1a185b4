import { authMessages, type LoginResponse, sessionTiming } from "@meridian/contract";
import { type Query, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from "react";
import { isApiError, refreshCsrfToken } from "@/lib/api-client";
import { clearAuthToken, readAuthToken, storeAuthToken } from "@/lib/auth-token";
import { sleep } from "@/lib/sleep";
import { currentUserQueryKey, currentUserQueryOptions, useCurrentUserQuery } from "../api/get-current-user";
import { logOut } from "../api/log-out";
import { type Session, SessionContext } from "../hooks/use-session";

function isSessionQuery(query: Query): boolean {
  return query.queryKey[0] === currentUserQueryKey[0];
}

// A 401 from any other call while a token is stored means the session ended elsewhere (signed
// out on another device, password changed): ask the session call again, which clears the token.
function endsSession(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && readAuthToken() !== null;
}

/**
 * The session for the whole app, on top of the `/api/auth/me` query; used once, by whatever
 * provides it (`SessionProvider`, or the app shell's services).
 */
export function useSessionValue(): Session {
  const queryClient = useQueryClient();
  const query = useCurrentUserQuery();

  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && !isSessionQuery(event.query)) {
        if (endsSession(event.action.error)) recheck();
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && endsSession(event.action.error)) {
        recheck();
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  // Cached answers belong to the user who asked; the next user must not see them. Only queries no
  // component shows are dropped: removing one still on screen makes its component fetch it again
  // (at logout, signed out: a 401). At login only the page that signs in is on screen, and its
  // queries are public (an invitation check, say): they stay, so it is not refetched underfoot.
  const forgetOtherUsersData = useCallback(() => {
    queryClient.removeQueries({ type: "inactive", predicate: (cached) => !isSessionQuery(cached) });
  }, [queryClient]);

  // Once signed out, the signed-in screens have unmounted by the time this effect runs (it is the
  // outermost), so everything the previous user fetched is inactive and goes.
  const signedIn = query.data != null;
  useEffect(() => {
    if (!signedIn) forgetOtherUsersData();
  }, [signedIn, forgetOtherUsersData]);

  const login = useCallback(
    async (response: LoginResponse) => {
      if (response.token && !storeAuthToken(response.token)) throw new Error(authMessages.loginFailed);
      // The CSRF cookie outlives sessions; a failed refresh is repaired by the next write's own fetch.
      await refreshCsrfToken().catch(() => undefined);
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      forgetOtherUsersData();
      queryClient.setQueryData(currentUserQueryKey, response.user);
      await sleep(sessionTiming.postLoginPauseMs);
      return response.user;
    },
    [queryClient, forgetOtherUsersData],
  );

  // While signing out, the server ends this session's sockets; the session must not re-check itself
  // with the token that is being revoked (a pointless 401).
  const signingOut = useRef(false);

  const logout = useCallback(async () => {
    signingOut.current = true;
    try {
      await logOut();
    } catch {
      // Signing out here must work even when the server cannot be reached.
    } finally {
      clearAuthToken();
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      queryClient.setQueryData(currentUserQueryKey, null);
      signingOut.current = false;
      void refreshCsrfToken().catch(() => undefined);
    }
  }, [queryClient]);

  const refresh = useCallback(
    async () =>
      signingOut.current ? null : queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }),
    [queryClient],
  );

  const user = query.data ?? null;
  const isLoading = query.isPending;
  return useMemo<Session>(
    () => ({ user, isLoading, login, logout, refresh }),
    [user, isLoading, login, logout, refresh],
  );
}

/** Holds the session for what it wraps. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={useSessionValue()}>{children}</SessionContext.Provider>;
}
