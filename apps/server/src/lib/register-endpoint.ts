import type { Endpoint, EndpointAnswer, EndpointMeta, RouteAccess } from "@meridian/contract";
import { listEnvelope, successEnvelope } from "@meridian/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { BodyCache } from "./body-cache.js";

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

/**
 * An answer already serialized (a whole success envelope with status 200), sent as it is. A
 * string goes out in one write with the headers; a Buffer takes a write of its own.
 */
export interface SerializedAnswer {
  __serialized: string | Buffer;
}

/**
 * What a handler returns: the `data` of the envelope, `withEnvelope(data, …)` to set more, or
 * `serializedAnswer(bytes)` for an envelope already serialized by `envelopeSerializerOf`.
 */
export type HandlerResult<R extends z.ZodType> = z.infer<R> | Enveloped<z.infer<R>> | SerializedAnswer;

/**
 * What a JSON endpoint's handler returns; a list endpoint's, its array and meta as `{ data, meta }`
 * (or bytes serialized from them).
 */
export type EndpointResult<E extends Endpoint> = [EndpointMeta<E>] extends [never]
  ? HandlerResult<E["response"]>
  : EndpointAnswer<E> | SerializedAnswer;

/** Marks a result that sets a status or meta besides the data. */
export function withEnvelope<T>(data: T, options: { status?: number; meta?: Record<string, unknown> } = {}) {
  return { __envelope: true as const, data, ...options };
}

/**
 * Marks bytes a handler made with `envelopeSerializerOf(endpoint)` (a feature's own cache of
 * answers, decision 053): they are sent as they are, as `application/json`.
 */
export function serializedAnswer(body: string | Buffer): SerializedAnswer {
  return { __serialized: body };
}

/**
 * The serializer of an endpoint's success envelope: the one the app sets for every route, so bytes
 * made with it are byte for byte what the route answers for the same data.
 */
export function envelopeSerializerOf(endpoint: Endpoint): (envelope: unknown) => string {
  const url = endpoint.path.replace(/\{(\w+)\}/g, ":$1");
  return serializerCompiler({ schema: envelopeSchemaOf(endpoint), method: endpoint.method, url });
}

/**
 * The schema of an endpoint's success envelope: a list's requires its `meta`. Typed as the plain
 * envelope, whose optional `meta` a list's answer also satisfies, for the route's type provider.
 */
function envelopeSchemaOf<E extends Endpoint>(endpoint: E) {
  if (!endpoint.meta) return successEnvelope(endpoint.response);
  return listEnvelope(endpoint.response, endpoint.meta) as unknown as ReturnType<
    typeof successEnvelope<E["response"]>
  >;
}

/**
 * Which cached body a request may be answered with: `key` names whose answer it is, `version`
 * the state of the data it shows; null when this caller's answer is not cached (it is computed
 * each time). The function comes from the feature's service and runs its policy check first, so
 * a cached answer passes the same gate as a computed one.
 */
export type CacheScope<E extends Endpoint> = (
  ctx: EndpointContext<E>,
) => Promise<{ key: string; version: string | number } | null>;

/** Bytes of cached bodies one app keeps (lists of about 60 KB: some hundreds of students). */
const BODY_CACHE_BYTES = 32 * 1024 * 1024;
const bodyCaches = new WeakMap<FastifyInstance, BodyCache>();

function bodyCacheOf(app: FastifyInstance): BodyCache {
  let cache = bodyCaches.get(app);
  if (!cache) {
    cache = new BodyCache(BODY_CACHE_BYTES);
    bodyCaches.set(app, cache);
  }
  return cache;
}

/**
 * Registers a contract endpoint: the contract's schemas validate the request and shape the
 * success envelope (and feed OpenAPI), so the route file holds only the call to its service.
 * With `cache`, a GET's serialized answer is kept per key and version and sent again as it is
 * while the version holds (the hot signed-in lists: decision 040).
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: {
    access: RouteAccess;
    csrf?: boolean;
    allowTemporaryPassword?: boolean;
    cache?: CacheScope<E>;
  } & Pick<RouteShorthandOptions, "bodyLimit" | "compress">,
  handler: (ctx: EndpointContext<E>) => Promise<EndpointResult<E>> | EndpointResult<E>,
): void {
  const url = endpoint.path.replace(/\{(\w+)\}/g, ":$1");
  const { access, csrf, allowTemporaryPassword, cache, ...rest } = options;
  const envelope = envelopeSchemaOf(endpoint);
  const envelopeOf = endpoint.meta ? listEnvelopeOf : successEnvelopeOf;
  const cached = cache && { scopeOf: cache, serialize: envelopeSerializerOf(endpoint) };
  /**
   * The answer kept for the request's cache key and version, or the handler's, then kept; the
   * handler's alone for a caller whose answers are not cached.
   */
  const answerFromCache = async (
    context: EndpointContext<E>,
    { scopeOf, serialize }: NonNullable<typeof cached>,
  ) => {
    const bodies = bodyCacheOf(app);
    const cacheScope = await scopeOf(context);
    if (cacheScope === null) {
      const value = await handler(context);
      return isSerialized(value)
        ? sendBytes(context.reply, value.__serialized)
        : envelopeOf(context.reply, value);
    }
    const { key, version } = cacheScope;
    const scope = `${url}|${key}`;
    let body = bodies.get(scope, String(version));
    if (body === undefined) {
      // Read before the data: a change made meanwhile moved the version on, so this body is
      // kept under the older version and replaced on the next request.
      body = Buffer.from(serialize(envelopeOf(context.reply, await handler(context))));
      bodies.set(scope, String(version), body);
    }
    return sendBytes(context.reply, body);
  };
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
      response: { 200: envelope, 201: envelope },
    },
    handler: (request, reply) => {
      const context: EndpointContext<E> = {
        request,
        reply,
        params: request.params as Infer<E["params"]>,
        query: request.query as Infer<E["query"]>,
        body: request.body as Infer<E["body"]>,
      };
      if (cached) return answerFromCache(context, cached);
      const result = handler(context);
      // A result at hand is answered without a promise and its microtask turns: every signed-in
      // page load's /api/auth/me is one (decision 068).
      if (!(result instanceof Promise)) return answerNow(reply, result, envelopeOf);
      return (async () => {
        const value = await result;
        return isSerialized(value) ? sendBytes(reply, value.__serialized) : envelopeOf(reply, value);
      })();
    },
  });
}

/**
 * A synchronous handler's answer: the envelope for Fastify to serialize, or serialized bytes sent
 * here, after which the handler returns nothing (Fastify would send a returned value a second time).
 */
function answerNow(reply: FastifyReply, result: unknown, envelopeOf: typeof successEnvelopeOf) {
  if (!isSerialized(result)) return envelopeOf(reply, result);
  sendBytes(reply, result.__serialized);
  return undefined;
}

/** Sends serialized JSON as it is. */
function sendBytes(reply: FastifyReply, body: string | Buffer) {
  // Fastify serializes only objects; the type provider types the payload as the envelope object,
  // hence the cast.
  return reply.type("application/json; charset=utf-8").send(body as never);
}

function isSerialized(value: unknown): value is SerializedAnswer {
  return typeof value === "object" && value !== null && "__serialized" in value;
}

/** The success envelope of a handler's result, with the status it asked for set on the reply. */
export function successEnvelopeOf(reply: FastifyReply, result: unknown) {
  if (!isEnveloped(result)) return { success: true as const, data: result };
  reply.status((result.status ?? 200) as 200);
  return { success: true as const, data: result.data, ...(result.meta ? { meta: result.meta } : {}) };
}

/** The success envelope of a list endpoint's `{ data, meta }`. */
function listEnvelopeOf(_reply: FastifyReply, result: unknown) {
  const { data, meta } = result as { data: unknown; meta: Record<string, unknown> };
  return { success: true as const, data, meta };
}

function isEnveloped(value: unknown): value is Enveloped<unknown> {
  return typeof value === "object" && value !== null && "__envelope" in value;
}
