import { createHash, randomUUID } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { formatFileSize } from "@meridian/contract";
import { AppError } from "../lib/app-error.js";

/** What a stored file is: its key, its length in bytes and the SHA-256 of its bytes (hex). */
export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

export interface PutOptions {
  /** The checked media type; S3 keeps it on the object, so a direct download gets the right header. */
  contentType: string;
  /** Refuses the write with `FileTooLargeError` as soon as the stream passes this many bytes. */
  maxBytes?: number;
}

/**
 * Where uploaded bytes live (ARCHITECTURE.md "files"): local disk under DATA_DIR by default, or an
 * S3-compatible bucket (`STORAGE=s3`). It holds bytes only: the filename, media type and owner of
 * a file are a feature's database row, which names the file by its key. Keys come from
 * `newFileKey`, never from a user, so no path a client sends reaches the file system.
 */
export interface FileStorage {
  readonly kind: "disk" | "s3";
  /**
   * Streams `body` under `key`. The file appears whole or not at all: a stream that fails or
   * passes `maxBytes` leaves nothing under the key (and no partial upload behind).
   */
  put(key: string, body: NodeJS.ReadableStream, options: PutOptions): Promise<StoredFile>;
  /** The bytes of a file as a stream, with its size; `FileNotFoundError` when there is none. */
  get(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number }>;
  /** The size of a file, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; removing one that is not there is not an error (retries and cleanups repeat). */
  delete(key: string): Promise<void>;
  /** Releases connections (S3). */
  close(): Promise<void>;
}

/** No file under the key: answers 404 NOT_FOUND if it reaches the client. */
export class FileNotFoundError extends AppError {
  constructor(readonly key: string) {
    super("NOT_FOUND", "The file was not found");
    this.name = "FileNotFoundError";
  }
}

/** The stream passed the size limit of the write: answers 413 PAYLOAD_TOO_LARGE. */
export class FileTooLargeError extends AppError {
  constructor(readonly maxBytes: number) {
    super("PAYLOAD_TOO_LARGE", `The file is larger than ${formatFileSize(maxBytes)}`);
    this.name = "FileTooLargeError";
  }
}

/** A whole stored file in memory, for parsers that need all of it (an XLSX workbook). */
export async function readFileBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const { stream } = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Lower-case segments of letters, digits, "-" and "_" (a dot only inside the last one): nothing a
// file system or an S3 console reads specially, and no "..".
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)?$/;

/** A fresh, unguessable key under a prefix such as "imports": `imports/2025/06/<uuid>`. */
export function newFileKey(prefix: string, now: Date = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return checkedKey(`${prefix}/${month}/${randomUUID()}`);
}

/** Throws on a key `newFileKey` could not have made: a bug, never user input, so a plain Error. */
export function checkedKey(key: string): string {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/**
 * Passes bytes through while counting and hashing them; fails with `FileTooLargeError` on the
 * first chunk past the limit, before that chunk goes further.
 */
export class ByteMeter extends Transform {
  // Not `size`: the S3 uploader reads a body's `size` as its length, as it does a Blob's.
  byteCount = 0;
  private readonly hash = createHash("sha256");

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.byteCount += chunk.length;
    if (this.byteCount > this.maxBytes) {
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** The hex SHA-256 of everything that passed; call once the stream has ended. */
  digest(): string {
    return this.hash.digest("hex");
  }
}
