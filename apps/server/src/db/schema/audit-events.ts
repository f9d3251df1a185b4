import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, idColumn } from "./columns.js";
import { users } from "./users.js";

/** Who did what to which record, when and from where; never a password or token. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: idColumn(),
    actorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    ip: text(),
    userAgent: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("audit_events_actor_idx").on(t.actorUserId, t.createdAt),
    index("audit_events_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("audit_events_action_idx").on(t.action, t.createdAt),
  ],
);
