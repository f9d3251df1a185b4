import { authEndpoints } from "@meridian/contract";
import { callEndpoint } from "@/lib/call-endpoint";

/** POST /api/auth/logout: revokes the current session on the server. */
export function logOut(): Promise<{ message: string }> {
  return callEndpoint(authEndpoints.logout);
}
