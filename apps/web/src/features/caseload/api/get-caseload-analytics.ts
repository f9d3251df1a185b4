import { caseloadEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { caseloadCacheTimes } from "./caseload-keys";

/** GET /api/counselor/analytics: the caller's students and applications, counted. */
export function useCaseloadAnalytics() {
  return useQuery({
    ...endpointQueryOptions(caseloadEndpoints.analytics),
    ...caseloadCacheTimes("analytics"),
  });
}
