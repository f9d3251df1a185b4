import { PassThrough, pipeline, type Readable, type Transform } from "node:stream";
import multipart, { type Multipart, type MultipartValue } from "@fastify/multipart";
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

/** The parsed text fields of an endpoint that declares `upload.fields`; undefined otherwise. */
export type FieldsOf<E extends UploadEndpoint> = [NonNullable<E["upload"]["fields"]>] extends [never]
  ? undefined
  : z.output<NonNullable<E["upload"]["fields"]>>;

/** What is known of an upload once its fields are read and before a byte of its file is. */
export interface UploadGate<E extends UploadEndpoint> {
  request: FastifyRequest;
  params: ParamsOf<E>;
  fields: FieldsOf<E>;
  /** The request's declared Content-Length (file, fields and framing), when it sent one. */
  contentLength: number | undefined;
}

/** What an upload handler receives: the validated path parameters and fields, and the stored file. */
export interface UploadContext<E extends UploadEndpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<E>;
  fields: FieldsOf<E>;
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
  authorize?: (gate: UploadGate<E>) => Promise<void> | void;
  /**
   * Told the file's storage key before a byte is stored (`reserve`), so a caller can note it
   * where a sweeper finds it if the process dies before the file's row is written (documents'
   * pending_files). `release` runs once the file is deleted again because the upload failed or
   * the handler threw; a handler that keeps the file clears its own note.
   */
  reservation?: {
    reserve: (key: string, gate: UploadGate<E>) => Promise<void>;
    release: (key: string) => Promise<void>;
  };
  /**
   * A stream the file's bytes pass through on their way to storage, for its checked type (the
   * documents strip image metadata); the stored size and checksum are those of what comes out.
   */
  rewrite?: (type: UploadFileType) => Transform | undefined;
}

// Room for the multipart framing and a few small fields around the file; a request that declares
// more than the file limit plus this is refused before a byte of it is read.
const FRAMING_BYTES = 64 * 1024;
const FIELD_LIMITS = { fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 };
// Browsers send a file's name as UTF-8 ("Relevé.pdf"), not Latin-1 (busboy's default). The plugin
// hands this busboy option on, though its types do not list it.
const UTF8_FILE_NAMES = { defParamCharset: "utf8" };
// Declared fields may carry a description of a thousand characters of any script.
const DECLARED_FIELD_BYTES = 16 * 1024;

/**
 * Registers a contract upload endpoint. The file is streamed, never held whole: its first bytes
 * are checked against the accepted types, then it flows into `storage` under a new key while its
 * size is counted against the limit. The handler runs only with a file that passed, and owns it
 * from then on (keeps it, or deletes it when done); if the handler fails, the file is deleted.
 *
 * Declared text fields (`upload.fields`) come before the file; they are validated when the file
 * part starts, before `authorize` and before a byte of the file is read. With `matchExtension`,
 * the file's name must end in an accepted type's extension and its bytes must be that type.
 *
 * Answers: 415 UNSUPPORTED_MEDIA_TYPE for a body that is not multipart/form-data, 422 with field
 * `file` for a missing or empty file, 422 naming the field for a bad or late field, 413
 * PAYLOAD_TOO_LARGE past the limit, 415 UNSUPPORTED_FILE_TYPE when the name or the bytes are not an
 * accepted type; nothing is stored in each case.
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
      ...UTF8_FILE_NAMES,
      limits: {
        ...FIELD_LIMITS,
        ...(upload.fields ? { fieldSize: DECLARED_FIELD_BYTES } : {}),
        files: 1,
        fileSize: upload.maxBytes + 1,
      },
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
        const params = request.params as ParamsOf<E>;
        const { file, fields } = await receiveUpload(request, params, upload, options);
        let result: UploadResult<E>;
        try {
          result = await handler({ request, reply, params, fields, file });
        } catch (err) {
          await discard(request, options, file.key);
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

/** Deletes a stored file the upload will not keep, then releases its reservation; logs a failure. */
async function discard<E extends UploadEndpoint>(
  request: FastifyRequest,
  options: UploadOptions<E>,
  key: string,
): Promise<void> {
  try {
    await options.storage.delete(key);
    await options.reservation?.release(key);
  } catch (err) {
    // The reservation (if any) stays, so the sweeper deletes the file later.
    request.log.error({ err, key }, "could not delete a refused upload");
  }
}

type Part = Multipart | undefined;

/**
 * Reads the request's parts: the declared fields, then the file, which is checked and streamed
 * into storage; then makes sure nothing follows the file.
 */
async function receiveUpload<E extends UploadEndpoint>(
  request: FastifyRequest,
  params: ParamsOf<E>,
  upload: UploadSpec,
  options: UploadOptions<E>,
): Promise<{ file: UploadedFile; fields: FieldsOf<E> }> {
  if (!request.isMultipart()) throw notMultipart(upload);
  if (!hasBoundary(request.headers["content-type"])) throw malformedMultipart();
  const declared = Number(request.headers["content-length"]);
  const contentLength = Number.isFinite(declared) ? declared : undefined;
  if (contentLength !== undefined && contentLength > upload.maxBytes + FRAMING_BYTES) throw tooLarge(upload);

  const parts = request.parts()[Symbol.asyncIterator]();
  const next = async (): Promise<Part> => {
    try {
      return (await parts.next()).value as Part;
    } catch (err) {
      throw multipartError(err, upload);
    }
  };

  const sent: Record<string, string> = {};
  let part = await next();
  for (; part?.type === "field"; part = await next()) readField(upload, part, sent);
  if (!part) {
    throw new AppError("VALIDATION_ERROR", `Choose a ${describeFileTypes(upload.accept)} file to upload`, {
      field: upload.field,
    });
  }

  const source = part.file;
  let gate: UploadGate<E>;
  let named: UploadFileType[];
  try {
    if (part.fieldname !== upload.field) {
      throw new AppError("VALIDATION_ERROR", `Send the file in the form field "${upload.field}"`, {
        field: upload.field,
      });
    }
    gate = { request, params, fields: parseFields(upload, sent) as FieldsOf<E>, contentLength };
    await options.authorize?.(gate);
    named = typesNamedBy(upload, part.filename);
  } catch (err) {
    // Drained, not destroyed: the connection stays usable for the answer.
    source.resume();
    throw err;
  }

  const sniffed = await sniff(source, upload);
  if (sniffed.head.length === 0) {
    throw new AppError("VALIDATION_ERROR", "The file is empty", { field: upload.field });
  }
  const type = detectFileType(sniffed.head, named, sniffed.complete);
  if (!type) {
    source.resume();
    throw new AppError(
      "UNSUPPORTED_FILE_TYPE",
      `Upload a ${describeFileTypes(named)} file: the contents of "${part.filename}" are not one`,
      { field: upload.field },
    );
  }

  const key = newFileKey(options.keyPrefix);
  let stored: StoredFile;
  try {
    await options.reservation?.reserve(key, gate);
    const rewriter = options.rewrite?.(type);
    // A failure on either side reaches storage as the error of the stream it reads.
    const body = rewriter ? pipeline(sniffed.stream, rewriter, () => {}) : sniffed.stream;
    stored = await options.storage.put(key, body, {
      contentType: type.mime,
      maxBytes: upload.maxBytes,
    });
  } catch (err) {
    source.resume();
    // A failed put leaves nothing under the key; only the reservation is left to release.
    await options.reservation?.release(key).catch((cleanupError: unknown) => {
      request.log.error({ err: cleanupError, key }, "could not release an upload's reservation");
    });
    if (err instanceof AppError && err.code === "PAYLOAD_TOO_LARGE") throw tooLarge(upload);
    throw err;
  }

  try {
    await refuseTrailingParts(upload, await next());
  } catch (err) {
    await discard(request, options, key);
    throw err;
  }
  return {
    file: { ...stored, filename: part.filename, type, contentType: type.mime },
    fields: gate.fields,
  };
}

/** Keeps one text part sent before the file: a declared field, sent once and within its size. */
function readField(upload: UploadSpec, part: MultipartValue, sent: Record<string, string>): void {
  // An endpoint without declared fields ignores text parts, as it always has.
  if (!upload.fields) return;
  const name = part.fieldname;
  if (part.valueTruncated) throw new AppError("VALIDATION_ERROR", `"${name}" is too long`, { field: name });
  if (Object.hasOwn(sent, name)) {
    throw new AppError("VALIDATION_ERROR", `Send "${name}" once`, { field: name });
  }
  sent[name] = String(part.value);
}

/**
 * The declared fields parsed by their schema (422 naming the first bad one). An empty value is
 * a field left blank in the form: it counts as not sent, as an optional field is.
 */
function parseFields(upload: UploadSpec, sent: Record<string, string>): unknown {
  if (!upload.fields) return undefined;
  const given = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== ""));
  const parsed = upload.fields.safeParse(given);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join(".") || undefined;
  throw new AppError("VALIDATION_ERROR", issue?.message ?? "Invalid form field", {
    field,
    details: { issues: parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })) },
  });
}

/**
 * The accepted types a file may be given its name: all of them, or with `matchExtension` those
 * whose extension the name ends in (415 when none does, in the words of spec part 2 §5).
 */
function typesNamedBy(upload: UploadSpec, filename: string): UploadFileType[] {
  if (!upload.matchExtension) return [...upload.accept];
  const name = filename.toLowerCase();
  const named = upload.accept.filter((type) => type.extensions.some((extension) => name.endsWith(extension)));
  if (named.length > 0) return named;
  const dot = name.lastIndexOf(".");
  const extension = dot >= 0 ? name.slice(dot + 1) : "";
  throw new AppError(
    "UNSUPPORTED_FILE_TYPE",
    extension
      ? `File type ".${extension}" is not supported.`
      : `The file needs a name ending in ${upload.accept.flatMap((type) => type.extensions).join(", ")}.`,
    { field: upload.field },
  );
}

/** After the file, the form must end: a field there was not checked before the file was stored. */
async function refuseTrailingParts(upload: UploadSpec, part: Part): Promise<void> {
  if (!part) return;
  if (part.type === "file") {
    part.file.resume();
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `Send one file, in the field "${upload.field}", and nothing more`,
    );
  }
  throw new AppError(
    "VALIDATION_ERROR",
    `Send the form fields before the file: "${part.fieldname}" came after it`,
    { field: part.fieldname },
  );
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
  const fields = upload.fields
    ? ` The text fields (${Object.keys(upload.fields.shape).join(", ")}) come before the file; a bad one is a 422 naming it.`
    : "";
  const name = upload.matchExtension ? " and its name must end in that type's extension" : "";
  return `multipart/form-data with the file in the field "${upload.field}": ${describeFileTypes(upload.accept)}, up to ${formatFileSize(upload.maxBytes)}.${fields} 413 when larger, 415 when its contents are not one of these types (whatever its name)${name}, 422 when no file is sent.`;
}

function documentedBody(upload: UploadSpec) {
  const file = z.file().meta({
    description: `${describeFileTypes(upload.accept)} (${upload.accept.flatMap((t) => t.extensions).join(", ")}), up to ${formatFileSize(upload.maxBytes)}`,
  });
  // The fields as the form sends them (text), in their order before the file.
  return upload.fields ? upload.fields.extend({ [upload.field]: file }) : z.object({ [upload.field]: file });
}
