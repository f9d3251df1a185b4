import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { forumPhotos, forumPosts, pendingFiles, type UserRow } from "../../db/schema/index.js";
import type { DiskFileStorage } from "../../storage/disk-storage.js";
import { newFileKey } from "../../storage/file-storage.js";
import { sweepPendingFiles, UPLOAD_GRACE_MS } from "../../storage/sweeper.js";
import { createUser, endCoolingPeriod, makeForumPost } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, withFile } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

const t = useTestApp();

interface Signed {
  user: UserRow;
  headers: BrowserHeaders;
}

async function person(kind: "student" | "admin" | "company" = "company"): Promise<Signed> {
  const fields =
    kind === "company"
      ? { userType: "company_profile" as const, firstName: "Acme", lastName: "Corp" }
      : kind === "admin"
        ? { userType: "team_member" as const, teamRole: "admin" as const }
        : {};
  const user = await createUser(t.database.db, fields);
  const headers = await signIn(t.app, user);
  await endCoolingPeriod(t.database.db, user.id);
  return { user, headers };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2255aa" } });
const png = (width = 40, height = 30) => solid(width, height).png().toBuffer();

const upload = (
  headers: BrowserHeaders,
  postId: string,
  filename: string,
  content: Buffer | string,
  type = "image/png",
) => {
  return t.app.inject({
    method: "POST",
    url: `/api/community/posts/${postId}/photos`,
    ...withFile(headers, filename, content, type),
  });
};
const download = (url: string, headers: Record<string, string | undefined> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const photoRows = async (postId: string) =>
  t.database.db.select().from(forumPhotos).where(eq(forumPhotos.postId, postId));
const photoCountOf = async (postId: string) =>
  (
    await t.database.db.select({ n: forumPosts.photoCount }).from(forumPosts).where(eq(forumPosts.id, postId))
  )[0]?.n;
/** Every stored object under the storage root (uploads and photos alike). */
function storedFiles(): string[] {
  const root = (t.ctx.storage as DiskFileStorage).root;
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        )
      : [];
  return [...walk(join(root, "forum-photos")), ...walk(join(root, "forum-photo-uploads"))];
}
const pendingNotes = async () => (await t.database.db.select({ n: count() }).from(pendingFiles))[0]?.n ?? 0;

describe("a post's photos", () => {
  it("are re-encoded as WebP without EXIF, listed on the post and served to everyone", async () => {
    const company = await person();
    const post = await makeForumPost(t.database.db, company.user.id);
    const photo = await solid(300, 200)
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from("PhoneCam"))).toBe(true);

    const res = await upload(company.headers, post.id, "photo.jpg", photo, "image/jpeg");
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json().data;
    expect(added).toEqual({
      id: added.id,
      url: `/api/community/photos/${added.id}`,
      width: 200,
      height: 300,
    });

    const guest = await csrfHeaders(t.app);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/community/posts/${post.id}`,
      headers: guest,
    });
    expect(read.json().data).toMatchObject({ photoCount: 1, photos: [added] });

    const served = await download(added.url, guest);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const kept = await sharp(served.rawPayload).metadata();
    expect(kept).toMatchObject({ format: "webp", width: 200, height: 300 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("PhoneCam"))).toBe(false);

    const again = await download(added.url, { ...guest, "if-none-match": String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The upload itself is gone, and no note is left behind.
    expect(storedFiles().filter((f) => f.includes("forum-photo-uploads"))).toEqual([]);
    expect(await pendingNotes()).toBe(0);
  });

  it("are fitted in 1600×1600 and never enlarged", async () => {
    const company = await person();
    const post = await makeForumPost(t.database.db, company.user.id);
    const big = await upload(company.headers, post.id, "wide.png", await png(3000, 1500));
    expect(big.statusCode, big.body).toBe(201);
    expect(big.json().data).toMatchObject({ width: 1600, height: 800 });
    const served = await download(big.json().data.url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 800 });

    const small = await upload(
      company.headers,
      post.id,
      "small.webp",
      await solid(64, 48).webp().toBuffer(),
      "image/webp",
    );
    expect(small.json().data).toMatchObject({ width: 64, height: 48 });
  });

  it("refuse bytes that are not an image, whatever the name, storing nothing", async () => {
    const company = await person();
    const post = await makeForumPost(t.database.db, company.user.id);
    const before = storedFiles().length;
    const text = await upload(company.headers, post.id, "photo.png", "just some text, not a picture");
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      success: false,
      error: { code: "UNSUPPORTED_FILE_TYPE", field: "file" },
    });
    const cut = await upload(company.headers, post.id, "cut.png", (await png(200, 200)).subarray(0, 120));
    expect(cut.statusCode).toBe(415);
    expect(cut.json().error.message).toMatch(/could not be read/);
    expect(await photoRows(post.id)).toEqual([]);
    expect(await photoCountOf(post.id)).toBe(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it("are at most 4 a post", async () => {
    const company = await person();
    const post = await makeForumPost(t.database.db, company.user.id);
    for (let i = 0; i < 4; i += 1) {
      const res = await upload(company.headers, post.id, `p${i}.png`, await png(20 + i, 20));
      expect(res.statusCode, res.body).toBe(201);
    }
    const fifth = await upload(company.headers, post.id, "p5.png", await png());
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({
      success: false,
      error: { code: "CONFLICT", message: "A post can have at most 4 photos. Remove one to add another." },
    });
    expect(await photoRows(post.id)).toHaveLength(4);
    expect(await photoCountOf(post.id)).toBe(4);
    const read = await t.app.inject({ method: "GET", url: `/api/community/posts/${post.id}` });
    expect(read.json().data.photos.map((p: { width: number }) => p.width)).toEqual([20, 21, 22, 23]);
  });

  it("are added by company accounts only (403) to their own posts only (404), storing nothing", async () => {
    const company = await person();
    const other = await person();
    const student = await person("student");
    const theirs = await makeForumPost(t.database.db, other.user.id);
    const studentPost = await makeForumPost(t.database.db, student.user.id);
    const before = storedFiles().length;

    const foreign = await upload(company.headers, theirs.id, "p.png", await png());
    const unknown = await upload(
      company.headers,
      "0190d3a0-0000-7000-8000-000000000000",
      "p.png",
      await png(),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());

    const refused = await upload(student.headers, studentPost.id, "p.png", await png());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: "FORBIDDEN", message: "Only company accounts can add photos to their posts." },
    });
    const guest = await upload(await csrfHeaders(t.app), theirs.id, "p.png", await png());
    expect(guest.statusCode).toBe(401);
    expect(await photoRows(theirs.id)).toEqual([]);
    expect(await photoRows(studentPost.id)).toEqual([]);
    expect(storedFiles()).toHaveLength(before);
    expect(await pendingNotes()).toBe(0);
  });

  it("of a held or hidden post are served to its author and admins only, never cached", async () => {
    const company = await person();
    const post = await makeForumPost(t.database.db, company.user.id);
    const added = (await upload(company.headers, post.id, "p.png", await png())).json().data;
    const unknownUrl = "/api/community/photos/0190d3a0-0000-7000-8000-000000000000";
    const admin = await person("admin");
    const student = await person("student");
    for (const moderation of ["hidden", "pending"] as const) {
      await t.database.db.update(forumPosts).set({ moderation }).where(eq(forumPosts.id, post.id));
      for (const headers of [await csrfHeaders(t.app), student.headers]) {
        const refused = await download(added.url, headers);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual((await download(unknownUrl, headers)).json());
      }
      for (const headers of [company.headers, admin.headers]) {
        const served = await download(added.url, headers);
        expect(served.statusCode).toBe(200);
        expect(served.headers["cache-control"]).toBe("no-store");
        expect(served.headers.etag).toBeUndefined();
      }
    }
  });

  it("are removed by the post's author only, with their stored objects", async () => {
    const company = await person();
    const other = await person();
    const post = await makeForumPost(t.database.db, company.user.id);
    const added = (await upload(company.headers, post.id, "p.png", await png())).json().data;
    const stored = storedFiles().length;

    const foreign = await t.app.inject({ method: "DELETE", url: added.url, headers: other.headers });
    const unknown = await t.app.inject({
      method: "DELETE",
      url: "/api/community/photos/0190d3a0-0000-7000-8000-000000000000",
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await download(added.url)).statusCode).toBe(200);

    const removed = await t.app.inject({ method: "DELETE", url: added.url, headers: company.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ deleted: true });
    expect((await download(added.url)).statusCode).toBe(404);
    expect(await photoCountOf(post.id)).toBe(0);
    expect(storedFiles()).toHaveLength(stored - 1);
    expect(await pendingNotes()).toBe(0);
  });

  it("go with their post, by its author or a moderator, stored objects included", async () => {
    const company = await person();
    const admin = await person("admin");
    for (const by of ["author", "moderator"] as const) {
      const post = await makeForumPost(t.database.db, company.user.id);
      const before = storedFiles().length;
      for (const name of ["a.png", "b.png"]) await upload(company.headers, post.id, name, await png());
      expect(storedFiles()).toHaveLength(before + 2);
      const res =
        by === "author"
          ? await t.app.inject({
              method: "DELETE",
              url: `/api/community/posts/${post.id}`,
              headers: company.headers,
            })
          : await t.app.inject({
              method: "POST",
              url: `/api/admin/community/posts/${post.id}/moderation`,
              headers: admin.headers,
              payload: { action: "delete", note: "Spam" },
            });
      expect(res.statusCode, res.body).toBe(200);
      expect(storedFiles()).toHaveLength(before);
      expect(await pendingNotes()).toBe(0);
    }
  });

  it("left behind by a crash are deleted by the housekeeping sweep, a kept photo never", async () => {
    const company = await person();
    const post = await makeForumPost(t.database.db, company.user.id);
    const kept = (await upload(company.headers, post.id, "kept.png", await png())).json().data;
    const put = (key: string) =>
      t.ctx.storage.put(key, Readable.from([Buffer.from("bytes")]), { contentType: "image/webp" });
    // A delete noted with its row's removal, and an upload whose process died before its row.
    const deleted = await put(newFileKey("forum-photos"));
    const crashed = await put(newFileKey("forum-photos"));
    const now = new Date();
    await t.database.db.insert(pendingFiles).values([
      { storageKey: deleted.key, reason: "delete", createdAt: new Date(now.getTime() - 1000) },
      {
        storageKey: crashed.key,
        reason: "upload",
        createdAt: new Date(now.getTime() - UPLOAD_GRACE_MS - 1000),
      },
    ]);
    await sweepPendingFiles(t.ctx, now);
    expect(await t.ctx.storage.exists(deleted.key)).toBe(false);
    expect(await t.ctx.storage.exists(crashed.key)).toBe(false);
    expect(await pendingNotes()).toBe(0);
    expect((await download(kept.url)).statusCode).toBe(200);
  });
});
