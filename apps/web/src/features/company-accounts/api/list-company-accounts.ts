import { companyAccountEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";
import { keyOf } from "@/lib/query-keys";

const endpoint = companyAccountEndpoints.list;

/** The key of the company list, invalidated after each creation. */
export const companyAccountsQueryKey = keyOf(endpoint);

/** GET /api/admin/company-accounts: every company account (admins only), for the admin dashboard. */
export function useCompanyAccounts() {
  return useEndpointQuery(endpoint);
}
