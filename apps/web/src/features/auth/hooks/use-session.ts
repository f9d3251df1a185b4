import type { LoginResponse, SessionUser } from "@meridian/contract";
import { createContext, useContext } from "react";

/** The session of spec part 1 §4: who is signed in, and the two ways to change that. */
export interface Session {
  /** The signed-in user; null when signed out (or while loading). */
  user: SessionUser | null;
  /** True until the first answer about the session has arrived. */
  isLoading: boolean;
  /** Stores the token of a login response and makes its user the session's; rejects if the token cannot be kept. */
  login: (response: LoginResponse) => Promise<SessionUser>;
  /** Signs out on the server and here, whatever the server says. */
  logout: () => Promise<void>;
  /** Asks the server again who is signed in (after a password change, for instance). */
  refresh: () => Promise<SessionUser | null>;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; must be used inside <SessionProvider>. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
