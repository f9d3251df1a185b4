import { liveToastDurationsMs, type ServerMessage } from "@meridian/contract";
import type { ToastInput } from "@/lib/use-toast";

type SystemAlert = Extract<ServerMessage, { type: "system_alert" }>["data"];

/** The toasts of spec part 1 §8 "Real-time toasts". */
export const realtimeToasts = {
  rateLimit: {
    title: "Rate Limit",
    description: "Please slow down your requests",
    variant: "destructive",
    duration: liveToastDurationsMs.rateLimit,
  },
  connectionError: { title: "Connection error", variant: "destructive" },
  failedToConnect: { title: "Failed to connect", variant: "destructive" },
  invalidUrl: { title: "Invalid WebSocket URL - retrying in 2 seconds", variant: "destructive" },
} satisfies Record<string, ToastInput>;

/** The toast for a system_alert: the server's message, else a count of connected users. */
export function describeSystemAlert(alert: SystemAlert): ToastInput {
  const message = alert.message.trim();
  if (alert.level === "critical") {
    return {
      title: "🚨 Server At Capacity",
      description: message || `${alert.connections}/${alert.limit} users - some features may be slower`,
      variant: "destructive",
      duration: liveToastDurationsMs.critical,
    };
  }
  return {
    title: "⚠️ High Server Load",
    description: message || `${alert.connections} users connected`,
    duration: liveToastDurationsMs.warning,
  };
}
