import type { SessionUser } from "@meridian/contract";

/** Who is reading: the signed-in user (the page passes the session's), or null for a guest. */
export type Viewer = Pick<SessionUser, "id" | "userType"> | null;
