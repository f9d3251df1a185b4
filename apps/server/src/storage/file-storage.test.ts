import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { type S3ServerProcess, startS3Server } from "../test/s3-server.js";
import { createFileStorage } from "./create-file-storage.js";
import { DiskFileStorage } from "./disk-storage.js";
import { FileNotFoundError, type FileStorage, FileTooLargeError, newFileKey } from "./file-storage.js";

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/** A stream that yields `chunks` and then fails, as a client whose connection drops mid-upload. */
function interrupted(chunks: Buffer[]): Readable {
  return Readable.from(
    (async function* () {
      yield* chunks;
      throw new Error("connection reset by peer");
    })(),
  );
}

/** Resolves after `turns` turns of the event loop. */
async function afterTurns(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** The same behaviour, whichever backend STORAGE selects. */
function describeFileStorage(
  name: string,
  open: () => Promise<{ storage: FileStorage; leftovers?: () => string[]; close: () => Promise<void> }>,
) {
  describe(`${name} file storage`, () => {
    let storage: FileStorage;
    let leftovers: (() => string[]) | undefined;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, leftovers, close } = await open());
    }, 60_000);
    afterAll(() => close());

    it("stores a stream and gives the same bytes back, with their size and SHA-256", async () => {
      const key = newFileKey("tests");
      const content = "name,country\nAurora Polytechnic,Norway\n";
      const stored = await storage.put(key, Readable.from([Buffer.from(content)]), {
        contentType: "text/csv",
      });
      expect(stored).toEqual({ key, size: Buffer.byteLength(content), sha256: sha256(content) });
      expect(await storage.exists(key)).toBe(true);
      expect(await storage.stat(key)).toEqual({ size: Buffer.byteLength(content) });
      const file = await storage.get(key);
      expect(file.size).toBe(Buffer.byteLength(content));
      expect(await text(file.stream)).toBe(content);
    });

    it("streams a file larger than one S3 part without changing a byte", async () => {
      const key = newFileKey("tests");
      // 12 MB in 64 KB chunks: three multipart parts on S3, many writes on disk.
      const chunk = Buffer.alloc(64 * 1024, "meridian-");
      const chunks = Array.from({ length: 192 }, () => chunk);
      const whole = Buffer.concat(chunks);
      const stored = await storage.put(key, Readable.from(chunks), { contentType: "application/pdf" });
      expect(stored.size).toBe(whole.length);
      expect(stored.sha256).toBe(sha256(whole));
      const back = await storage.get(key);
      const hash = createHash("sha256");
      for await (const part of back.stream) hash.update(part as Buffer);
      expect(hash.digest("hex")).toBe(sha256(whole));
      await storage.delete(key);
    }, 60_000);

    it("answers a clear not-found for a key with no file", async () => {
      const key = newFileKey("tests");
      const error = await storage.get(key).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(FileNotFoundError);
      expect(error).toMatchObject({ code: "NOT_FOUND", statusCode: 404, message: "The file was not found" });
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
    });

    it("deletes a file, and deleting it again is no error", async () => {
      const key = newFileKey("tests");
      await storage.put(key, Readable.from([Buffer.from("x")]), { contentType: "text/plain" });
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it("leaves nothing behind when the stream fails mid-write", async () => {
      const key = newFileKey("tests");
      const error = await storage
        .put(key, interrupted([Buffer.alloc(100_000, 1), Buffer.alloc(100_000, 2)]), {
          contentType: "application/pdf",
        })
        .catch((err: unknown) => err);
      expect((error as Error).message).toBe("connection reset by peer");
      expect(await storage.exists(key)).toBe(false);
      expect(leftovers?.() ?? []).toEqual([]);
    });

    it("leaves nothing behind when the stream fails after a part was sent", async () => {
      const key = newFileKey("tests");
      const sixMegabytes = Array.from({ length: 6 }, () => Buffer.alloc(1024 * 1024, 7));
      const error = await storage
        .put(key, interrupted(sixMegabytes), { contentType: "application/pdf" })
        .catch((err: unknown) => err);
      expect((error as Error).message).toBe("connection reset by peer");
      expect(await storage.exists(key)).toBe(false);
      expect(leftovers?.() ?? []).toEqual([]);
    }, 60_000);

    it("leaves nothing behind when the stream fails while the write is starting", async () => {
      // A request cut off just after its first bytes were checked: the stream fails a few turns of
      // the event loop into the write, while its temporary file may still be opening.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const body = new PassThrough();
        body.on("error", () => {});
        body.write(Buffer.alloc(5000, 1));
        const key = newFileKey("tests");
        const put = storage.put(key, body, { contentType: "text/csv" }).then(
          () => "stored",
          () => "refused",
        );
        await afterTurns(attempt % 10);
        body.destroy(new Error("cut off"));
        expect(await put).toBe("refused");
        expect(await storage.exists(key)).toBe(false);
      }
      expect(leftovers?.() ?? []).toEqual([]);
    });

    it("refuses a stream past its size limit and keeps nothing", async () => {
      const key = newFileKey("tests");
      const error = await storage
        .put(key, Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), {
          contentType: "text/csv",
          maxBytes: 1000,
        })
        .catch((err: unknown) => err);
      expect(error).toBeInstanceOf(FileTooLargeError);
      expect(error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", statusCode: 413 });
      expect(await storage.exists(key)).toBe(false);
      expect(leftovers?.() ?? []).toEqual([]);
    });

    it("refuses keys it did not make, so no client path reaches the store", async () => {
      for (const key of ["../etc/passwd", "/abs", "a//b", "tests/../../x", "Tests/Upper", ""]) {
        await expect(
          storage.put(key, Readable.from([Buffer.from("x")]), { contentType: "text/plain" }),
        ).rejects.toThrow("Invalid storage key");
        await expect(storage.get(key)).rejects.toThrow("Invalid storage key");
      }
    });
  });
}

describeFileStorage("disk", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "meridian-files-"));
  const storage = createFileStorage(loadConfig({ DATA_DIR: dataDir }));
  if (!(storage instanceof DiskFileStorage)) throw new Error("expected the disk storage by default");
  expect(storage.root).toBe(join(dataDir, "files"));
  // A temporary file that outlives its write is a half file on disk.
  const leftovers = () => {
    try {
      return readdirSync(join(storage.root, ".partial"));
    } catch {
      return [];
    }
  };
  return {
    storage,
    leftovers,
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
});

let s3: S3ServerProcess | undefined;
describeFileStorage("S3-compatible", async () => {
  s3 = await startS3Server();
  const storage = createFileStorage(loadConfig({ DATA_DIR: tmpdir(), ...s3.env }));
  expect(storage.kind).toBe("s3");
  return {
    storage,
    close: async () => {
      await storage.close();
      await s3?.stop();
    },
  };
});
