import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What every kind of endpoint (JSON, upload, download) declares about its route. */
export interface RouteDeclaration<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  path: P;
  summary: string;
  tags: readonly string[];
  params?: Params;
}

/**
 * One API call: the server registers it, the browser calls it, OpenAPI documents it.
 * `response` describes `data` inside the success envelope.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Meta extends z.ZodType | undefined = z.ZodType | undefined,
> extends RouteDeclaration<M, P, Params> {
  query?: Query;
  body?: Body;
  response: Response;
  /**
   * Only a list: `response` is the array itself and this the envelope's sibling `meta` (totals,
   * paging, cursors, summaries), so a client reads `data` as the list the spec names (decision 078).
   */
  meta?: Meta;
  /**
   * Only for a public answer that is the same for everyone: the Cache-Control its successes may
   * carry. Every other API answer (and every error) is `no-store` (decision 025).
   */
  cacheControl?: string;
  /** Only upload endpoints (`defineUploadEndpoint`) carry a file; a JSON call must not take one. */
  upload?: never;
}

/** The Cache-Control of public answers that are the same for everyone (the catalogue, the plans). */
export const publicCacheControl = "public, max-age=60";

/** Declares an endpoint with its literal types kept. */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Meta extends z.ZodType | undefined = undefined,
>(
  endpoint: Endpoint<M, P, Params, Query, Body, Response, Meta>,
): Endpoint<M, P, Params, Query, Body, Response, Meta> {
  return endpoint;
}

/** The data type an endpoint answers with. */
export type EndpointData<E extends { response: z.ZodType }> = z.infer<E["response"]>;

/** The `meta` a list endpoint answers beside its array; `never` for an endpoint that is no list. */
export type EndpointMeta<E extends { meta?: z.ZodType | undefined }> = [NonNullable<E["meta"]>] extends [
  never,
]
  ? never
  : z.infer<NonNullable<E["meta"]> & z.ZodType>;

/**
 * What a call of the endpoint gives its caller: the data, or for a list `{ data, meta }` (the
 * envelope without `success`).
 */
export type EndpointAnswer<E extends Endpoint> = [EndpointMeta<E>] extends [never]
  ? EndpointData<E>
  : { data: EndpointData<E>; meta: EndpointMeta<E> };

// `never` for a part the endpoint does not declare, so a caller cannot send one by mistake.
type OutputOf<S> = [NonNullable<S>] extends [never] ? never : z.output<NonNullable<S> & z.ZodType>;
type InputOf<S> = [NonNullable<S>] extends [never] ? never : z.input<NonNullable<S> & z.ZodType>;

/** The path parameters of an endpoint, as the server reads them after parsing. */
export type EndpointParams<E extends Endpoint> = OutputOf<E["params"]>;

/** The query of an endpoint after parsing (defaults filled, lists split): what the server sees. */
export type EndpointQuery<E extends Endpoint> = OutputOf<E["query"]>;

/** The query of an endpoint as a caller writes it, before the schema's defaults and coercions. */
export type EndpointQueryInput<E extends Endpoint> = InputOf<E["query"]>;

/** The request body of an endpoint after parsing: what the server sees. */
export type EndpointBody<E extends Endpoint> = OutputOf<E["body"]>;

/** The request body of an endpoint as a caller writes it, before the schema's defaults. */
export type EndpointBodyInput<E extends Endpoint> = InputOf<E["body"]>;

/** Fills `{name}` segments of a path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
