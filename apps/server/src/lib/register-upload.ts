import { PassThrough, type Readable } from "node:stream";
import multipart, { type MultipartFile } from "@fastify/multipart";
import {
  describeFileTypes,
  formatFileSize,
  type RouteAccess,
  successEnvelope,
  type UploadEndpoint,
  type UploadFileType,
  type UploadSpec,
} from "@meridian/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema.js";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type FileStorage, newFileKey, type StoredFile } from "../storage/file-storage.js";
import { AppError } from "./app-error.js";
import { detectFileType, SNIFF_BYTES } from "./file-signature.js";
import { type HandlerResult, type Infer, successEnvelopeOf } from "./register-endpoint.js";

/** A file that arrived whole, matched an accepted type and is now in storage under `key`. */
export interface UploadedFile extends StoredFile {
  /** The name the browser gave it: for display only, never a path. */
  filename: string;
  /** The accepted type its bytes matched (not what the browser declared). */
  type: UploadFileType;
  /** The media type it was stored with: `type.mime`. */
  contentType: string;
}

type ParamsOf<E extends UploadEndpoint> = Infer<E["params"]>;

/** What an upload handler receives: the validated path parameters and the stored file. */
export interface UploadContext<E extends UploadEndpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<E>;
  file: UploadedFile;
}

/** What an upload handler returns: the `data` of the envelope, or `withEnvelope(data, { status })`. */
export type UploadResult<E extends UploadEndpoint> = HandlerResult<E["response"]>;

export interface UploadOptions<E extends UploadEndpoint = UploadEndpoint> {
  access: RouteAccess;
  csrf?: boolean;
  /** Reachable by an account that still has to replace its temporary password. */
  allowTemporaryPassword?: boolean;
  storage: FileStorage;
  /** The first segment of the files' storage keys, naming what they are ("imports", "documents"). */
  keyPrefix: string;
  /**
   * The service's policy check, run before a byte of the file is read: an upload to a record the
   * actor may not reach is refused (404, like an unknown id) without storing anything.
   */
  authorize?: (ctx: { request: FastifyRequest; params: ParamsOf<E> }) => Promise<void> | void;
}

// Room for the multipart framing and a few small fields around the file; a request that declares
// more than the file limit plus this is refused before a byte of it is read.
const FRAMING_BYTES = 64 * 1024;
const FIELD_LIMITS = { fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 };

/**
 * Registers a contract upload endpoint. The file is streamed, never held whole: its first bytes
 * are checked against the accepted types, then it flows into `storage` under a new key while its
 * size is counted against the limit. The handler runs only with a file that passed, and owns it
 * from then on (keeps it, or deletes it when done); if the handler fails, the file is deleted.
 *
 * Answers: 415 UNSUPPORTED_MEDIA_TYPE for a body that is not multipart/form-data, 422 with field
 * `file` for a missing or empty file, 413 PAYLOAD_TOO_LARGE past the limit, 415
 * UNSUPPORTED_FILE_TYPE when the bytes are not an accepted type; nothing is stored in each case.
 */
export function registerUpload<E extends UploadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: UploadOptions<E>,
  handler: (ctx: UploadContext<E>) => Promise<UploadResult<E>> | UploadResult<E>,
): void {
  const { upload } = endpoint;
  const url = endpoint.path.replace(/\{(\w+)\}/g, ":$1");
  // Its own scope: multipart parsing and the refusal of other bodies apply to this route only.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, {
      limits: { ...FIELD_LIMITS, files: 1, fileSize: upload.maxBytes + 1 },
    });
    scope.addContentTypeParser("*", (_request, _payload, done) => done(notMultipart(upload), undefined));

    scope.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url,
      config: {
        access: options.access,
        allowTemporaryPassword: options.allowTemporaryPassword,
        ...(options.csrf === undefined ? {} : { csrf: options.csrf }),
      },
      schema: {
        summary: endpoint.summary,
        description: describeUpload(upload),
        tags: [...endpoint.tags],
        ...(options.access === "public" ? {} : { security: [{ bearerAuth: [] }] }),
        consumes: ["multipart/form-data"],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        body: documentedBody(upload),
        response: { 200: successEnvelope(endpoint.response), 201: successEnvelope(endpoint.response) },
      },
      validatorCompiler: paramsOnlyValidator,
      handler: async (request, reply) => {
        await options.authorize?.({ request, params: request.params as ParamsOf<E> });
        const file = await receiveFile(request, upload, options);
        let result: UploadResult<E>;
        try {
          result = await handler({ request, reply, params: request.params as ParamsOf<E>, file });
        } catch (err) {
          await options.storage.delete(file.key).catch((cleanupError: unknown) => {
            request.log.error({ err: cleanupError, key: file.key }, "could not delete a refused upload");
          });
          throw err;
        }
        return successEnvelopeOf(reply, result);
      },
    });
  });
}

/**
 * Validates params with the contract's schema but not the body: the body schema only documents
 * the form for OpenAPI (a multipart body is not parsed into an object), and the file itself is
 * checked while it streams. Fastify calls it once per part with that part's schema; its route-level
 * typing expects the whole route schema instead, hence the cast at the call.
 */
const paramsOnlyValidator = ((route: FastifyRouteSchemaDef<z.ZodType>) =>
  route.httpPart === "body" ? () => ({ value: undefined }) : validatorCompiler(route)) as never;

/** Reads the request's file part, checks it and streams it into storage. */
async function receiveFile(
  request: FastifyRequest,
  upload: UploadSpec,
  options: Pick<UploadOptions, "storage" | "keyPrefix">,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw notMultipart(upload);
  if (!hasBoundary(request.headers["content-type"])) throw malformedMultipart();
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > upload.maxBytes + FRAMING_BYTES) throw tooLarge(upload);

  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (err) {
    throw multipartError(err, upload);
  }
  if (!part) {
    throw new AppError("VALIDATION_ERROR", `Choose a ${describeFileTypes(upload.accept)} file to upload`, {
      field: upload.field,
    });
  }
  const source = part.file;
  if (part.fieldname !== upload.field) {
    source.resume();
    throw new AppError("VALIDATION_ERROR", `Send the file in the form field "${upload.field}"`, {
      field: upload.field,
    });
  }

  const sniffed = await sniff(source, upload);
  if (sniffed.head.length === 0) {
    throw new AppError("VALIDATION_ERROR", "The file is empty", { field: upload.field });
  }
  const type = detectFileType(sniffed.head, upload.accept, sniffed.complete);
  if (!type) {
    source.resume();
    throw new AppError(
      "UNSUPPORTED_FILE_TYPE",
      `Upload a ${describeFileTypes(upload.accept)} file: the contents of "${part.filename}" are not one`,
      { field: upload.field },
    );
  }

  const key = newFileKey(options.keyPrefix);
  try {
    const stored = await options.storage.put(key, sniffed.stream, {
      contentType: type.mime,
      maxBytes: upload.maxBytes,
    });
    return { ...stored, filename: part.filename, type, contentType: type.mime };
  } catch (err) {
    source.resume();
    if (err instanceof AppError && err.code === "PAYLOAD_TOO_LARGE") throw tooLarge(upload);
    throw err;
  }
}

/**
 * Reads the first bytes of the file without losing them: `stream` carries the head, then the rest
 * of the file. Errors of the incoming request (cut off, malformed) become a 400. The request's
 * stream is piped, never destroyed, so after a refusal `resume()` can drain it and the connection
 * stays usable.
 */
function sniff(
  source: Readable,
  upload: UploadSpec,
): Promise<{ head: Buffer; complete: boolean; stream: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (complete: boolean) => {
      source.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      source.pause();
      const head = Buffer.concat(chunks);
      const stream = new PassThrough();
      // The request may fail before storage starts reading; the error stays on the stream
      // (`errored`) for storage to see, instead of going unhandled in between.
      stream.on("error", () => {});
      if (complete) {
        stream.end(head);
      } else {
        stream.write(head);
        source.once("error", (err) => stream.destroy(multipartError(err, upload)));
        source.once("close", () => {
          if (!source.readableEnded) stream.destroy(multipartError(new Error("cut off"), upload));
        });
        source.pipe(stream);
      }
      resolve({ head, complete, stream });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= SNIFF_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (err: unknown) => {
      source.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      reject(multipartError(err, upload));
    };
    // The parser ends a cut-off file by destroying it without an error: a close before the end.
    const onClose = () => onError(new Error("cut off"));
    // A body that ended mid-file may have been parsed, and the file destroyed, before this runs.
    if (source.destroyed && !source.readableEnded) {
      reject(multipartError(new Error("cut off"), upload));
      return;
    }
    source.on("data", onData).once("end", onEnd).once("error", onError).once("close", onClose);
  });
}

function notMultipart(upload: UploadSpec): AppError {
  return new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    `Send the file as multipart/form-data, in the field "${upload.field}"`,
  );
}

function tooLarge(upload: UploadSpec): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The file is larger than ${formatFileSize(upload.maxBytes)}`, {
    field: upload.field,
  });
}

/** The multipart parser's own failures, in the contract's words. */
function multipartError(err: unknown, upload: UploadSpec): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(upload);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_FILES_LIMIT") {
    return new AppError(
      "PAYLOAD_TOO_LARGE",
      `Send one file, in the field "${upload.field}", and nothing more`,
    );
  }
  return malformedMultipart();
}

function malformedMultipart(): AppError {
  return new AppError("BAD_REQUEST", "The upload was cut off or is not valid multipart/form-data");
}

/** A multipart body without a boundary (or an empty one) cannot be split into parts. */
function hasBoundary(contentType: string | undefined): boolean {
  return /;\s*boundary=(?:"[^"]+"|[^";\s]+)/i.test(contentType ?? "");
}

/** The OpenAPI description of the form: the field, the types and the limit. */
function describeUpload(upload: UploadSpec): string {
  return `multipart/form-data with the file in the field "${upload.field}": ${describeFileTypes(upload.accept)}, up to ${formatFileSize(upload.maxBytes)}. 413 when larger, 415 when its contents are not one of these types (whatever its name), 422 when no file is sent.`;
}

function documentedBody(upload: UploadSpec) {
  return z.object({
    [upload.field]: z.file().meta({
      description: `${describeFileTypes(upload.accept)} (${upload.accept.flatMap((t) => t.extensions).join(", ")}), up to ${formatFileSize(upload.maxBytes)}`,
    }),
  });
}
