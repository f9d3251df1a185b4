import { type ReactNode, useCallback } from "react";
import { useSession } from "@/features/auth/hooks/use-session";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import { realtimeFeatures } from "./realtime-features";

/**
 * Ties the realtime channel to the session (open while signed in; the session decides after a
 * 4401/4403) and plugs the app's realtime features into it.
 */
export function SessionRealtime({ children }: { children: ReactNode }) {
  const { user, refresh } = useSession();
  const recheckSession = useCallback(async () => (await refresh())?.id ?? null, [refresh]);
  return (
    <RealtimeProvider userId={user?.id ?? null} recheckSession={recheckSession} features={realtimeFeatures}>
      {children}
    </RealtimeProvider>
  );
}
