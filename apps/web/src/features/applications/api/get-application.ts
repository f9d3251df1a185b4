import { applicationEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { applicationCacheTimes } from "./application-keys";

/** GET /api/applications/{id}: one application with its checklist, history and next moves, as the caller may see it. */
export function useApplication(id: string) {
  return useQuery({
    ...endpointQueryOptions(applicationEndpoints.get, { params: { id } }),
    ...applicationCacheTimes,
  });
}
