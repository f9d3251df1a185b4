import type { Endpoint, RouteAccess } from "@meridian/contract";
import { successEnvelope } from "@meridian/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";

/** The parsed value of an optional schema property: `Schema | undefined` yields the schema's type. */
export type Infer<S> = [Exclude<S, undefined>] extends [never]
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

interface Enveloped<T> {
  __envelope: true;
  data: T;
  status?: number;
  meta?: Record<string, unknown>;
}

/** What a handler returns: the `data` of the envelope, or `withEnvelope(data, …)` to set more. */
export type HandlerResult<R extends z.ZodType> = z.infer<R> | Enveloped<z.infer<R>>;

/** What a JSON endpoint's handler returns. */
export type EndpointResult<E extends Endpoint> = HandlerResult<E["response"]>;

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
    config: {
      access,
      allowTemporaryPassword,
      cacheControl: endpoint.cacheControl,
      ...(csrf === undefined ? {} : { csrf }),
    },
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
      return successEnvelopeOf(reply, result);
    },
  });
}

/** The success envelope of a handler's result, with the status it asked for set on the reply. */
export function successEnvelopeOf(reply: FastifyReply, result: unknown) {
  if (!isEnveloped(result)) return { success: true as const, data: result };
  reply.status((result.status ?? 200) as 200);
  return { success: true as const, data: result.data, ...(result.meta ? { meta: result.meta } : {}) };
}

function isEnveloped(value: unknown): value is Enveloped<unknown> {
  return typeof value === "object" && value !== null && "__envelope" in value;
}
