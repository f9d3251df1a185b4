import type { Db } from "../../db/client.js";
import { auditEvents } from "../../db/schema/index.js";
import type { RequestOrigin } from "../../lib/context.js";

export interface AuditEntry {
  action: string;
  actorUserId?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  /** When it happened, from the app's clock (`ctx.now()`), where something counts these events; default: the database's. */
  at?: Date;
}

/** Records a security event; pass the transaction of the change it describes so both land or neither. */
export async function recordAudit(db: Db, origin: RequestOrigin | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    ip: origin?.ip ?? null,
    userAgent: origin?.userAgent?.slice(0, 500) ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
