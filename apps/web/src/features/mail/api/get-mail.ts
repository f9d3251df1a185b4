import { mailEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/** GET /api/admin/mail/{id}: one message as its recipient sees it (the server audits each read). */
export function useMailMessage(id: string | null) {
  return useQuery({
    ...endpointQueryOptions(mailEndpoints.get, { params: { id: id ?? "" } }),
    enabled: id !== null,
    // Read once per opening: each read is an audited event, not a cache to refresh.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
