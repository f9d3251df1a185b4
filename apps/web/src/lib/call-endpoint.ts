import {
  buildPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBodyInput,
  type EndpointParams,
  type EndpointQueryInput,
} from "@meridian/contract";
import { z } from "zod";
import { apiRequest } from "./api-client";
import { buildQueryUrl } from "./query-client";

interface CallOptions<E extends Endpoint> {
  /** Values for the `{name}` segments of the path. */
  params?: EndpointParams<E>;
  /** Sent in the URL: undefined values are left out, lists go comma-separated as the schemas read them. */
  query?: EndpointQueryInput<E>;
  /** As the caller writes it; the server fills the schema's defaults. */
  body?: EndpointBodyInput<E>;
  /** Extra request headers, e.g. the Idempotency-Key that makes a create safe to retry. */
  headers?: HeadersInit;
  signal?: AbortSignal;
}

/** The schema a call's answer is checked against: the data's, or a list's `{ data, meta }`. */
const answerSchemas = new WeakMap<Endpoint, z.ZodType>();
function answerSchemaOf(endpoint: Endpoint): z.ZodType {
  if (!endpoint.meta) return endpoint.response;
  let schema = answerSchemas.get(endpoint);
  if (!schema) {
    schema = z.object({ data: endpoint.response, meta: endpoint.meta });
    answerSchemas.set(endpoint, schema);
  }
  return schema;
}

/**
 * Calls a contract endpoint with its own method and path, and checks the answer against its
 * response schema: the browser never restates a path or a type the contract already has. A list
 * endpoint answers `{ data, meta }`.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointAnswer<E>> {
  const path = buildPath(endpoint.path, options.params as Record<string, string | number> | undefined);
  return apiRequest(buildQueryUrl(path, options.query as Record<string, unknown> | undefined), {
    method: endpoint.method,
    body: options.body,
    headers: options.headers,
    schema: answerSchemaOf(endpoint) as z.ZodType<EndpointAnswer<E>>,
    signal: options.signal,
    withMeta: endpoint.meta !== undefined,
  });
}
