import { join } from "node:path";
import type { Config } from "../config.js";
import { DiskFileStorage } from "./disk-storage.js";
import type { FileStorage } from "./file-storage.js";
import { S3FileStorage } from "./s3-storage.js";

/** The storage `STORAGE` selects: files under DATA_DIR/files (default), or the `S3_*` bucket. */
export function createFileStorage(config: Pick<Config, "dataDir" | "storage">): FileStorage {
  const { storage } = config;
  if (storage.kind === "disk") return new DiskFileStorage(join(config.dataDir, "files"));
  return new S3FileStorage({
    bucket: storage.bucket,
    endpoint: storage.endpoint,
    region: storage.region,
    credentials: storage.credentials,
  });
}
