import { realtimeLimits, type ServerMessage } from "@meridian/contract";
import type { ConnectionRegistry } from "./connection-registry.js";

type AlertLevel = "none" | "warning" | "critical";

/** The connection limit of this node and the alerts around it (counts are per node, not cluster-wide). */
export interface LoadAlerts {
  /** True when a new socket must be refused (503 before the upgrade). */
  atCapacity(): boolean;
  /** Re-reads the count after a socket opened or closed; alerts everyone when the level rises. */
  update(): void;
}

/** Warns every socket of the node at 80% of WS_MAX_CONNECTIONS, and again at the limit. */
export function createLoadAlerts(registry: ConnectionRegistry, limit: number): LoadAlerts {
  let level: AlertLevel = "none";
  return {
    atCapacity: () => registry.size >= limit,
    update() {
      const ratio = registry.size / limit;
      const next: AlertLevel =
        ratio >= 1 ? "critical" : ratio >= realtimeLimits.warningRatio ? "warning" : "none";
      if (next === level) return;
      level = next;
      // Falling back is silent: only a rise is news to the people connected.
      if (next === "none") return;
      const connections = registry.size;
      const message: ServerMessage = {
        type: "system_alert",
        timestamp: new Date().toISOString(),
        data: {
          level: next,
          connections,
          limit,
          message:
            next === "critical"
              ? `${connections}/${limit} users - some features may be slower`
              : `High server load: ${connections} users connected`,
        },
      };
      const serialized = JSON.stringify(message);
      for (const connection of registry.everyone()) connection.send(message, serialized);
    },
  };
}
