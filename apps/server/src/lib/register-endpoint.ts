import type { Endpoint, RouteAccess } from "@meridian/contract";
import { successEnvelope } from "@meridian/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";

// Optional schema properties read as `Schema | undefined`; a declared schema yields its type.
type Infer<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : z.infer<Exclude<S, undefined> & z.ZodType>;

/** What a handler receives: the request with params/query/body already validated by the contract. */
export interface EndpointContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Infer<E["params"]>;
  query: Infer<E["query"]>;
  body: Infer<E["body"]>;
}

/** What a handler returns: the `data` of the envelope, or `{ data, status, meta }` to set more. */
export type EndpointResult<E extends Endpoint> =
  | z.infer<E["response"]>
  | { __envelope: true; data: z.infer<E["response"]>; status?: number; meta?: Record<string, unknown> };

/** Marks a result that sets a status or meta besides the data. */
export function withEnvelope<T>(data: T, options: { status?: number; meta?: Record<string, unknown> } = {}) {
  return { __envelope: true as const, data, ...options };
}

/**
 * Registers a contract endpoint: the contract's schemas validate the request and shape the
 * success envelope (and feed OpenAPI), so the route file holds only the call to its service.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: { access: RouteAccess; csrf?: boolean; allowTemporaryPassword?: boolean } & Pick<
    RouteShorthandOptions,
    "bodyLimit"
  >,
  handler: (ctx: EndpointContext<E>) => Promise<EndpointResult<E>> | EndpointResult<E>,
): void {
  const url = endpoint.path.replace(/\{(\w+)\}/g, ":$1");
  const { access, csrf, allowTemporaryPassword, ...rest } = options;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url,
    ...rest,
    config: { access, allowTemporaryPassword, ...(csrf === undefined ? {} : { csrf }) },
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(access === "public" ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: successEnvelope(endpoint.response), 201: successEnvelope(endpoint.response) },
    },
    handler: async (request, reply) => {
      const result = await handler({
        request,
        reply,
        params: request.params as Infer<E["params"]>,
        query: request.query as Infer<E["query"]>,
        body: request.body as Infer<E["body"]>,
      });
      if (isEnveloped(result)) {
        reply.status((result.status ?? 200) as 200);
        return { success: true as const, data: result.data, ...(result.meta ? { meta: result.meta } : {}) };
      }
      return { success: true as const, data: result };
    },
  });
}

function isEnveloped(
  value: unknown,
): value is { __envelope: true; data: unknown; status?: number; meta?: Record<string, unknown> } {
  return typeof value === "object" && value !== null && "__envelope" in value;
}
