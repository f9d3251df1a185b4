import type { z } from "zod";
import type { RouteDeclaration } from "./endpoint.js";

/**
 * An endpoint that answers a file (an export, a stored document) instead of an envelope; its
 * errors still come in the envelope. The browser fetches it with its bearer token and saves it.
 */
export interface DownloadEndpoint<
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> extends RouteDeclaration<"GET", P, Params> {
  query?: Query;
  /** The media type of the file the endpoint answers with. */
  download: { contentType: string };
}

/** Declares a download endpoint with its literal types kept. */
export function defineDownloadEndpoint<
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(endpoint: DownloadEndpoint<P, Params, Query>): DownloadEndpoint<P, Params, Query> {
  return endpoint;
}
