import { assignmentEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";

/** GET /api/admin/counselors: active counselors with their load, and the cap. */
export function useCounselorLoads() {
  return useEndpointQuery(assignmentEndpoints.listCounselors);
}
