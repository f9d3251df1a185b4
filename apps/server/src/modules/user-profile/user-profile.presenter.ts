import { type UserProfile, userPhotoEndpoints } from "@meridian/contract";
import type { UserRow } from "../../db/schema/index.js";
import { presentUser } from "../users/users.service.js";

/**
 * The public address of a user's photo, kept as the account's `profilePicture`; its version
 * changes with the photo, so caches renew.
 */
export function photoUrlOf(userId: string, sha256: string): string {
  return `${userPhotoEndpoints.photo.path.replace("{userId}", userId)}?v=${sha256.slice(0, 16)}`;
}

/** The only shape in which a profile reaches the wire: the session's user plus phone, location and bio (no storage key). */
export function presentUserProfile(row: UserRow): UserProfile {
  return { ...presentUser(row), phone: row.phone, location: row.location, bio: row.bio };
}
