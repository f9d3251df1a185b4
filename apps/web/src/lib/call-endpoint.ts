import { buildPath, type Endpoint, type EndpointData } from "@meridian/contract";
import type { z } from "zod";
import { apiRequest } from "./api-client";

/** The request body an endpoint accepts, as the caller writes it (before the schema's defaults). */
export type EndpointBody<E extends Endpoint> = [NonNullable<E["body"]>] extends [never]
  ? never
  : z.input<NonNullable<E["body"]> & z.ZodType>;

interface CallOptions<E extends Endpoint> {
  /** Values for the `{name}` segments of the path. */
  params?: Record<string, string | number>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
}

/**
 * Calls a contract endpoint with its own method and path, and checks the answer against its
 * response schema: the browser never restates a path or a type the contract already has.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointData<E>> {
  return apiRequest(buildPath(endpoint.path, options.params), {
    method: endpoint.method,
    body: options.body,
    schema: endpoint.response as z.ZodType<EndpointData<E>>,
    signal: options.signal,
  });
}
