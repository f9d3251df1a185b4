import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { type ConnectionState, RealtimeClient, type SocketLike } from "./realtime-client";
import { RealtimeContext, type RealtimeValue } from "./realtime-context";
import type { RealtimeFeatureFactory } from "./realtime-feature";

export interface RealtimeChannelOptions {
  /** The signed-in user's id; the channel is open only while there is one. */
  userId: string | null;
  /**
   * Asked after the server refused or ended the session (4401/4403): resolves to the user id the
   * session has now. The same id means the session is alive, so the client tries again.
   */
  recheckSession: () => Promise<string | null>;
  /**
   * The features plugged into the channel, built for each signed-in user. Keep the array stable
   * (a module constant): a new one reopens the channel.
   */
  features: readonly RealtimeFeatureFactory[];
  createSocket?: (url: string) => SocketLike;
}

/**
 * Opens the realtime channel for the signed-in user and hands its messages to the features'
 * handlers; used once, by whatever provides the channel.
 */
export function useRealtimeValue({
  userId,
  recheckSession,
  features,
  createSocket,
}: RealtimeChannelOptions): RealtimeValue {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectionState>("disconnected");
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const plugged = features.map((create) => create({ queryClient, userId }));
    const realtime = new RealtimeClient({
      userId,
      createSocket,
      features: plugged,
      onStateChange: (next) => {
        if (active) setState(next);
      },
      onSessionRejected: () => {
        void recheckSession()
          .then((current) => {
            if (active && current === userId) realtime.reconnect();
          })
          .catch(() => {
            // The session call failing (offline) leaves the channel closed; the next sign-in opens it.
          });
      },
    });
    realtime.connect();
    setClient(realtime);
    return () => {
      active = false;
      realtime.close();
      for (const feature of plugged) feature.dispose?.();
      setClient(null);
      setState("disconnected");
    };
  }, [userId, recheckSession, features, createSocket, queryClient]);

  return useMemo<RealtimeValue>(() => ({ state, client }), [state, client]);
}

/** Provides the realtime channel of `useRealtimeValue` to what it wraps. */
export function RealtimeProvider({ children, ...options }: RealtimeChannelOptions & { children: ReactNode }) {
  return <RealtimeContext.Provider value={useRealtimeValue(options)}>{children}</RealtimeContext.Provider>;
}
