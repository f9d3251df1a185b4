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
  /** Its length in bytes, when known: sent as Content-Length so the browser shows progress. */
  size?: number;
  /**
   * Shown in the browser instead of saved (a document's View): only for types a browser renders
   * without running anything of the file's (pdf, png, jpeg), and then sandboxed: no script, no
   * same-origin access, the type never sniffed.
   */
  inline?: boolean;
  /**
   * A public file (a company's logo) that browsers and shared caches may keep for `maxAgeSeconds`
   * and revalidate with its ETag (a request whose If-None-Match names it answers 304). Other
   * files are never cached.
   */
  publicCache?: { maxAgeSeconds: number; etag: string };
}

/**
 * Registers a contract download endpoint: access, params and query as for JSON endpoints, the
 * answer a file sent as an attachment (never rendered in the app's origin, never cached unless the
 * handler marks it public), and errors in the envelope like everywhere else.
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
      const etag = file.publicCache ? `"${file.publicCache.etag}"` : undefined;
      if (etag) {
        reply
          .header("cache-control", `public, max-age=${file.publicCache?.maxAgeSeconds ?? 0}`)
          .header("etag", etag);
        if (matchesEtag(request.headers["if-none-match"], etag)) {
          if (typeof file.body === "object" && "destroy" in file.body) file.body.destroy();
          return reply.code(304).send();
        }
      } else {
        reply.header("cache-control", "no-store");
      }
      reply
        .header("content-type", file.contentType ?? endpoint.download.contentType)
        .header(
          "content-disposition",
          contentDisposition(file.inline ? "inline" : "attachment", file.filename),
        )
        .header("x-content-type-options", "nosniff");
      if (file.size !== undefined) reply.header("content-length", String(file.size));
      if (file.inline) reply.header("content-security-policy", "sandbox");
      return reply.send(file.body);
    },
  });
}

/** Whether an If-None-Match header names the ETag (or is "*"). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * A Content-Disposition that survives any name: an ASCII fallback and the UTF-8 name (RFC 6266),
 * encoded as RFC 8187 allows (encodeURIComponent leaves ' ( ) * as they are, which it does not).
 */
function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
