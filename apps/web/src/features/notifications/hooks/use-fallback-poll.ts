import { useRealtime } from "@/lib/realtime/realtime-context";

/** `intervalMs` while the realtime channel is down, false while it delivers (spec part 2 §9). */
export function useFallbackPoll(intervalMs: number): number | false {
  const { state } = useRealtime();
  return state === "connected" ? false : intervalMs;
}
