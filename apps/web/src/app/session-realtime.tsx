import { type ReactNode, useCallback } from "react";
import { type Session, useSession } from "@/features/auth/hooks/use-session";
import { RealtimeContext, type RealtimeValue } from "@/lib/realtime/realtime-context";
import { useRealtimeValue } from "@/lib/realtime/realtime-provider";
import { realtimeFeatures } from "./realtime-features";

/**
 * The realtime channel tied to the session: open while signed in (the session decides after a
 * 4401/4403), with the app's realtime features plugged into it.
 */
export function useSessionRealtime({ user, refresh }: Session): RealtimeValue {
  const recheckSession = useCallback(async () => (await refresh())?.id ?? null, [refresh]);
  return useRealtimeValue({ userId: user?.id ?? null, recheckSession, features: realtimeFeatures });
}

/** Provides the session's realtime channel to what it wraps. */
export function SessionRealtime({ children }: { children: ReactNode }) {
  return (
    <RealtimeContext.Provider value={useSessionRealtime(useSession())}>{children}</RealtimeContext.Provider>
  );
}
