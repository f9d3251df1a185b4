import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { sessions, users } from "../db/schema/index.js";
import { notIdle } from "../lib/session-lifetimes.js";

/** Which of these sessions are still live (not revoked, expired or idle too long), with an active account. */
export async function liveSessionIds(
  db: Db,
  ids: string[],
  now: Date,
  idleCutoffs: { staff: Date; others: Date },
): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += 1_000) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, ids.slice(i, i + 1_000)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          notIdle(idleCutoffs),
          eq(users.accountStatus, "active"),
        ),
      );
    for (const row of rows) live.add(row.id);
  }
  return live;
}
