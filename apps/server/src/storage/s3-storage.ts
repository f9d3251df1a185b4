import { pipeline, Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  ByteMeter,
  checkedKey,
  FileNotFoundError,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from "./file-storage.js";

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, s3rver); unset = AWS itself. */
  endpoint?: string;
  region?: string;
  /** Unset = the SDK's usual chain (AWS_* variables, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// 5 MB is S3's smallest part; two parts in flight bound an upload's memory to about 10 MB.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** Files as objects of one bucket of an S3-compatible service, streamed in parts. */
export class S3FileStorage implements FileStorage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region ?? "us-east-1",
      credentials: options.credentials,
      // Path-style URLs (endpoint/bucket/key) work on every S3-compatible service; virtual hosts need DNS.
      forcePathStyle: options.endpoint !== undefined,
      // Newer SDKs add checksum trailers by default that many S3-compatible services do not
      // understand (they would store the chunk framing as data); the SHA-256 we compute stays.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, body: NodeJS.ReadableStream, options: PutOptions): Promise<StoredFile> {
    checkedKey(key);
    const meter = new ByteMeter(options.maxBytes);
    let sourceError: Error | undefined;
    // An error of the source or of the limit ends the meter with it, which fails the upload.
    pipeline(body, meter, (err) => {
      if (err) sourceError = err;
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: meter, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      // Parts of a failed multipart upload are removed, not left to be billed.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      // Stop reading the source too: nothing consumes it any more.
      meter.destroy();
      // The source's own error explains the failure better than the aborted upload (or a service
      // that cannot abort) does.
      throw sourceError ?? err;
    }
    if (sourceError) throw sourceError;
    return { key, size: meter.byteCount, sha256: meter.digest() };
  }

  async get(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number }> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error("S3 answered without a body stream");
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) throw new FileNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata.httpStatusCode === 404)
  );
}
