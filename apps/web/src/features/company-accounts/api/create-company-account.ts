import { companyAccountEndpoints, type EndpointBodyInput, type EndpointData } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { companyAccountsQueryKey } from "./list-company-accounts";

const endpoint = companyAccountEndpoints.create;

export type CreateCompanyAccountBody = EndpointBodyInput<typeof endpoint>;
export type CreatedCompanyAccount = EndpointData<typeof endpoint>;

/** POST /api/admin/company-accounts: the account and its temporary password, shown once. */
export function createCompanyAccount(body: CreateCompanyAccountBody): Promise<CreatedCompanyAccount> {
  return callEndpoint(endpoint, { body });
}

/** Creates a company account and refreshes the list; failures get the default error toast. */
export function useCreateCompanyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyAccountsQueryKey }),
  });
}
