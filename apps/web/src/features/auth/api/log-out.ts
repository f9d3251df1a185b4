import { authEndpoints, type EndpointData } from "@meridian/contract";
import { callEndpoint } from "@/lib/call-endpoint";

/** POST /api/auth/logout: revokes the current session on the server. */
export function logOut(): Promise<EndpointData<typeof authEndpoints.logout>> {
  return callEndpoint(authEndpoints.logout);
}
