import { companyAccountEndpoints, type SessionUser } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = companyAccountEndpoints.list;

/** The key of the company list, invalidated after each creation. */
export const companyAccountsQueryKey = [endpoint.path] as const;

/** GET /api/admin/company-accounts: every company account (admins only). */
export function listCompanyAccounts(signal?: AbortSignal): Promise<SessionUser[]> {
  return callEndpoint(endpoint, { signal });
}

/** Query options of the company list. */
export function companyAccountsQueryOptions() {
  return queryOptions({
    queryKey: companyAccountsQueryKey,
    queryFn: ({ signal }) => listCompanyAccounts(signal),
  });
}

/** The company accounts for the admin dashboard. */
export function useCompanyAccounts() {
  return useQuery(companyAccountsQueryOptions());
}
