import type { Readable } from "node:stream";
import type { DownloadEndpoint, RouteAccess } from "@meridian/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Infer } from "./register-endpoint.js";

/** What a download handler receives: the request with params and query validated by the contract. */
export interface DownloadContext<E extends DownloadEndpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Infer<E["params"]>;
  query: Infer<E["query"]>;
}

/** The file a download handler answers with. */
export interface DownloadFile {
  /** The name the browser saves it under. */
  filename: string;
  /** A stored file's own type (a document may be a PDF or an image); the endpoint's by default. */
  contentType?: string;
  body: string | Buffer | Readable | NodeJS.ReadableStream;
}

/**
 * Registers a contract download endpoint: access, params and query as for JSON endpoints, the
 * answer a file sent as an attachment (never rendered in the app's origin, never cached), and
 * errors in the envelope like everywhere else.
 */
export function registerDownload<E extends DownloadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: { access: RouteAccess; allowTemporaryPassword?: boolean },
  handler: (ctx: DownloadContext<E>) => Promise<DownloadFile>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path.replace(/\{(\w+)\}/g, ":$1"),
    config: { access: options.access, allowTemporaryPassword: options.allowTemporaryPassword },
    schema: {
      summary: endpoint.summary,
      description: `Answers a file (${endpoint.download.contentType}), not an envelope; errors come in the envelope.`,
      tags: [...endpoint.tags],
      ...(options.access === "public" ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
    },
    handler: async (request, reply) => {
      const file = await handler({
        request,
        reply,
        params: request.params as Infer<E["params"]>,
        query: request.query as Infer<E["query"]>,
      });
      return reply
        .header("content-type", file.contentType ?? endpoint.download.contentType)
        .header("content-disposition", attachment(file.filename))
        .header("cache-control", "no-store")
        .send(file.body);
    },
  });
}

/** A Content-Disposition that survives any name: an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
