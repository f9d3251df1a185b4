import { authEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions, singleUseAnswer } from "@/lib/endpoint-query";

/**
 * GET /api/auth/form-start: the signed moment the open registration form opened, and the accepted
 * mail domains. Fetched each time the form opens: the server measures the fill time from this moment.
 */
export function useFormStart() {
  return useQuery({ ...endpointQueryOptions(authEndpoints.formStart), ...singleUseAnswer });
}
