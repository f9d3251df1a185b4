import type { StaffInvitation } from "@meridian/contract";
import type { StaffInvitationRow } from "../../db/schema/index.js";

/** An invitation as admins see it; the token hash never leaves the server. */
export function presentInvitation(row: StaffInvitationRow, now: Date): StaffInvitation {
  const status = row.usedAt
    ? "used"
    : row.revokedAt
      ? "revoked"
      : row.expiresAt <= now
        ? "expired"
        : "pending";
  return {
    id: row.id,
    teamRole: row.teamRole,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdBy: row.createdBy,
    status,
  };
}
