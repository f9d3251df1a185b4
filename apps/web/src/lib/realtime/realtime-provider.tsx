import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { applyServerMessage } from "./message-handlers";
import { cachedNotifications, notificationListPath } from "./notification-cache";
import { type ConnectionState, RealtimeClient, type SocketLike } from "./realtime-client";
import { RealtimeContext, type RealtimeValue } from "./realtime-context";
import { createSequenceStore } from "./sequence-store";

interface RealtimeProviderProps {
  /** The signed-in user's id; the channel is open only while there is one. */
  userId: string | null;
  /**
   * Asked after the server refused or ended the session (4401/4403): resolves to the user id the
   * session has now. The same id means the session is alive, so the client tries again.
   */
  recheckSession: () => Promise<string | null>;
  createSocket?: (url: string) => SocketLike;
  children: ReactNode;
}

/** Opens the realtime channel for the signed-in user and feeds its messages into the query cache. */
export function RealtimeProvider({ userId, recheckSession, createSocket, children }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectionState>("disconnected");
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const realtime = new RealtimeClient({
      userId,
      createSocket,
      sequenceStore: createSequenceStore(userId),
      onMessage: (message) => applyServerMessage(queryClient, message),
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
    // Lists fetched over REST also tell how far this tab has seen, so a reconnect replays less.
    const noteSequences = () => {
      const highest = Math.max(0, ...cachedNotifications(queryClient).map((item) => item.sequence));
      if (highest > 0) realtime.rememberSequence(highest);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === "updated" &&
        event.action.type === "success" &&
        event.query.queryKey[0] === notificationListPath
      ) {
        noteSequences();
      }
    });
    noteSequences();
    realtime.connect();
    setClient(realtime);
    return () => {
      active = false;
      unsubscribe();
      realtime.close();
      setClient(null);
      setState("disconnected");
    };
  }, [userId, recheckSession, createSocket, queryClient]);

  const value = useMemo<RealtimeValue>(() => ({ state, client }), [state, client]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
