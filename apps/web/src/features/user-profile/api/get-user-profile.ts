import { userProfileEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";
import { keyOf } from "@/lib/query-keys";

const endpoint = userProfileEndpoints.get;

/** The key of the signed-in user's profile; a save puts its answer here. */
export const userProfileQueryKey = keyOf(endpoint);

/** GET /api/users/profile: the signed-in user's own profile (the session's user plus phone, location, bio). */
export function useUserProfile() {
  return useEndpointQuery(endpoint);
}
