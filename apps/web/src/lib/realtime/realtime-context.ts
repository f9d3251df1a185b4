import { createContext, useContext } from "react";
import type { ConnectionState, RealtimeClient } from "./realtime-client";

export interface RealtimeValue {
  /** "connected" once the socket is authenticated; anything else means data must be polled. */
  state: ConnectionState;
  /** The live client, or null while nobody is signed in. */
  client: RealtimeClient | null;
}

export const RealtimeContext = createContext<RealtimeValue>({ state: "disconnected", client: null });

/** The realtime channel's state (for fallback polling) and client. */
export function useRealtime(): RealtimeValue {
  return useContext(RealtimeContext);
}
