import { applicationEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { applicationCacheTimes } from "./application-keys";

/** GET /api/applications: the caller's applications, newest first, with the tile figures. */
export function useApplications() {
  return useQuery({ ...endpointQueryOptions(applicationEndpoints.list), ...applicationCacheTimes });
}
