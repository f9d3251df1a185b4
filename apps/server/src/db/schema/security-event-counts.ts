import type { SecurityEventKind } from "@meridian/contract";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at } from "./columns.js";

/**
 * Refusals (security events) counted per minute and kind. Each node adds its in-memory counts
 * every few seconds (one upsert per kind and minute), so a flood of refusals costs a bounded number
 * of writes, and the counts hold across restarts and nodes (decision 025).
 */
export const securityEventCounts = pgTable(
  "security_event_counts",
  {
    minute: at().notNull(),
    kind: text().$type<SecurityEventKind>().notNull(),
    count: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.minute, t.kind] }),
    index("security_event_counts_minute_idx").on(t.minute),
    check("security_event_counts_count_check", sql`${t.count} >= 0`),
  ],
);
