import { type EndpointQueryInput, mailEndpoints } from "@meridian/contract";
import { useListQuery } from "@/lib/endpoint-query";

const endpoint = mailEndpoints.list;

export type MailListQuery = Required<
  Pick<EndpointQueryInput<typeof endpoint>, "status" | "limit" | "offset">
>;

/**
 * GET /api/admin/mail: a page of the product's mail, newest first; another status waits for its
 * own answer, another page keeps the previous on screen while it loads.
 */
export function useMailList(query: MailListQuery) {
  return useListQuery(endpoint, query, { resetOn: ["status"] });
}
