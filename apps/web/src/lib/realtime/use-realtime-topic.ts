import { useEffect } from "react";
import { useRealtime } from "./realtime-context";

/**
 * Subscribes to a realtime topic while the calling component is mounted (and the user signed in),
 * resubscribing after every reconnect; unsubscribes on unmount or when `topic` changes. Null holds
 * nothing. The topic's messages reach the features' handlers like any other.
 */
export function useRealtimeTopic(topic: string | null): void {
  const { client } = useRealtime();
  useEffect(() => {
    if (!client || !topic) return;
    return client.holdTopic(topic);
  }, [client, topic]);
}
