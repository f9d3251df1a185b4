import type { z } from "zod";
import type { RouteDeclaration } from "./endpoint.js";

/**
 * How the server recognises a file from its first bytes, whatever its name or declared type says:
 * `text` is UTF-8 (or ASCII) without NUL bytes, `zip` is the container of XLSX, DOCX and other
 * Office Open XML files, `ole` the compound file of legacy Office documents (.doc).
 */
export type FileSignature = "pdf" | "png" | "jpeg" | "webp" | "zip" | "ole" | "text";

/** One kind of file an upload accepts. */
export interface UploadFileType {
  /** How people name it in messages ("CSV"). */
  label: string;
  /** The media type the file is stored and served with once its bytes match. */
  mime: string;
  /** File name endings the browser's file picker offers (".csv"). */
  extensions: readonly string[];
  signature: FileSignature;
}

/** The file types uploads accept, one entry per kind. */
export const fileTypes = {
  csv: { label: "CSV", mime: "text/csv", extensions: [".csv"], signature: "text" },
  xlsx: {
    label: "XLSX",
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: [".xlsx"],
    signature: "zip",
  },
  pdf: { label: "PDF", mime: "application/pdf", extensions: [".pdf"], signature: "pdf" },
  png: { label: "PNG", mime: "image/png", extensions: [".png"], signature: "png" },
  jpeg: { label: "JPEG", mime: "image/jpeg", extensions: [".jpg", ".jpeg"], signature: "jpeg" },
  webp: { label: "WebP", mime: "image/webp", extensions: [".webp"], signature: "webp" },
  doc: { label: "DOC", mime: "application/msword", extensions: [".doc"], signature: "ole" },
  docx: {
    label: "DOCX",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: [".docx"],
    signature: "zip",
  },
} as const satisfies Record<string, UploadFileType>;

/**
 * What an upload endpoint takes: one file in a multipart field, up to a size, of some types, and
 * optionally text fields before it (`Fields`, kept as a type so the server's handler and the web's
 * form see them parsed).
 */
export interface UploadSpec<Fields extends z.ZodObject | undefined = z.ZodObject | undefined> {
  /** The multipart/form-data field that carries the file. */
  field: string;
  maxBytes: number;
  accept: readonly UploadFileType[];
  /**
   * The file's name must end in an extension of one of the accepted types, and its bytes must
   * match that very type (a PNG named ".pdf" is refused as well as an HTML page).
   */
  matchExtension?: boolean;
  /**
   * Text fields sent before the file in the same form, validated (422 naming the field) before a
   * byte of the file is stored.
   */
  fields?: Fields;
}

/**
 * An endpoint whose request is one file sent as multipart/form-data (not JSON): the server streams
 * it into file storage within the limit after checking its first bytes, the browser sends it with
 * upload progress, OpenAPI documents it. `response` describes `data` inside the success envelope.
 */
export interface UploadEndpoint<
  M extends "POST" | "PUT" = "POST" | "PUT",
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Fields extends z.ZodObject | undefined = z.ZodObject | undefined,
> extends RouteDeclaration<M, P, Params> {
  upload: UploadSpec<Fields>;
  response: Response;
}

/** Declares an upload endpoint with its literal types kept. */
export function defineUploadEndpoint<
  const M extends "POST" | "PUT",
  const P extends string,
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Fields extends z.ZodObject | undefined = undefined,
>(endpoint: UploadEndpoint<M, P, Params, Response, Fields>): UploadEndpoint<M, P, Params, Response, Fields> {
  return endpoint;
}

/** The `accept` attribute of a file input for an upload: its extensions, then its media types. */
export function acceptAttribute(upload: UploadSpec): string {
  return [
    ...upload.accept.flatMap((type) => type.extensions),
    ...upload.accept.map((type) => type.mime),
  ].join(",");
}

/** "CSV or XLSX", "PDF, PNG or JPEG": the accepted types as a message names them. */
export function describeFileTypes(types: readonly UploadFileType[]): string {
  const labels = types.map((type) => type.label);
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
}

/** "25 MB", "500 KB": a size limit as people read it (1 MB = 1024 KB, as the limits are set). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
