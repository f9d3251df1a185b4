import type { AccountSession } from "@meridian/contract";
import { describeUserAgent } from "../../lib/user-agent.js";
import type { AccountSessionRow } from "./account-sessions.repository.js";

/**
 * The only way a session reaches the wire: what its user agent names, its address and times,
 * never its token hash or device cookie. The place is unknown: the product ships no data that
 * places an address, and nothing outside is asked (decision record of the session list).
 */
export function presentAccountSession(
  row: AccountSessionRow,
  current: boolean,
  lastSeenAt: Date = row.lastSeenAt,
): AccountSession {
  return {
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ip,
    place: null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: lastSeenAt.toISOString(),
    current,
  };
}
