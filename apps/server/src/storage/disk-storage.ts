import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import {
  ByteMeter,
  checkedKey,
  FileNotFoundError,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from "./file-storage.js";

/** Temporary files live here until they are complete; a key never starts with a dot. */
const TEMP_DIR = ".partial";

/**
 * Files on the local disk under `root` (DATA_DIR/files), one file per key. A write goes to a
 * temporary file that is flushed and then renamed into place, so a crash or a failed upload never
 * leaves a half file under a key.
 */
export class DiskFileStorage implements FileStorage {
  readonly kind = "disk" as const;

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return join(this.root, checkedKey(key));
  }

  async put(key: string, body: NodeJS.ReadableStream, options: PutOptions): Promise<StoredFile> {
    const target = this.pathOf(key);
    const tempDir = join(this.root, TEMP_DIR);
    await mkdir(tempDir, { recursive: true });
    const temp = join(tempDir, randomUUID());
    const meter = new ByteMeter(options.maxBytes);
    // Opened before the stream starts: a write stream opening its own file could create it after
    // a body that failed at once had already made this clean up, leaving a half file behind.
    const handle = await open(temp, "wx");
    try {
      // `flush` fsyncs before close: an acknowledged upload survives a power cut.
      await pipeline(body, meter, createWriteStream(temp, { fd: handle, flush: true }));
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (err) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw err;
    }
    await syncDirectory(dirname(target));
    return { key, size: meter.byteCount, sha256: meter.digest() };
  }

  /**
   * Deletes the temporary files no write has touched since `before`: those of uploads whose
   * process was killed mid-write (a live upload writes all the time). Returns how many.
   */
  async removeAbandonedPartials(before: Date): Promise<number> {
    const tempDir = join(this.root, TEMP_DIR);
    const names = await readdir(tempDir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT") return [];
      throw err;
    });
    let removed = 0;
    for (const name of names) {
      const path = join(tempDir, name);
      // Gone meanwhile: its upload finished or failed and cleaned up after itself.
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || info.mtime >= before) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }

  async get(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number }> {
    // Opened before it is measured, so a delete in between cannot give a size without bytes.
    const handle = await open(this.pathOf(key), "r").catch((err: NodeJS.ErrnoException) => {
      throw err.code === "ENOENT" ? new FileNotFoundError(key) : err;
    });
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {}
}

/** Makes a rename durable: the directory entry is flushed too (a no-op where directories cannot be opened). */
async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, "r").catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the file itself is already flushed.
  } finally {
    await handle.close();
  }
}
