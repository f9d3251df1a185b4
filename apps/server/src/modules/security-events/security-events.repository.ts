import { type SecurityEventKind, SecurityEventKindSchema } from "@meridian/contract";
import { gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { securityEventCounts } from "../../db/schema/index.js";
import type { SecurityEventCount } from "../../lib/security-events.js";

/** Adds a node's minute counts to the stored ones (one statement, one row per minute and kind). */
export async function addSecurityEventCounts(db: Db, counts: SecurityEventCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(securityEventCounts)
    .values(counts)
    .onConflictDoUpdate({
      target: [securityEventCounts.minute, securityEventCounts.kind],
      set: { count: sql`${securityEventCounts.count} + excluded.count` },
    });
}

/** The stored counts per kind since each of two moments (`recent` is the later one). */
export async function sumSecurityEventCounts(
  db: Db,
  since: { recent: Date; older: Date },
): Promise<{ kind: SecurityEventKind; recent: number; older: number }[]> {
  const rows = await db
    .select({
      kind: securityEventCounts.kind,
      recent: sql<string>`coalesce(sum(${securityEventCounts.count}) filter (where ${securityEventCounts.minute} >= ${since.recent}), 0)`,
      older: sql<string>`coalesce(sum(${securityEventCounts.count}), 0)`,
    })
    .from(securityEventCounts)
    .where(gte(securityEventCounts.minute, since.older))
    .groupBy(securityEventCounts.kind);
  return rows.flatMap((row) => {
    const kind = SecurityEventKindSchema.safeParse(row.kind);
    return kind.success ? [{ kind: kind.data, recent: Number(row.recent), older: Number(row.older) }] : [];
  });
}

/** Drops counts older than the console shows (kept small: one row per kind and minute at most). */
export async function pruneSecurityEventCounts(db: Db, before: Date): Promise<void> {
  await db.delete(securityEventCounts).where(lt(securityEventCounts.minute, before));
}
