import { Readable } from "node:stream";
import { communityLimits, type ForumPhoto, forumPhotoFileTypes } from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { newId } from "../../lib/ids.js";
import { REENCODED_CONTENT_TYPE, reencodeImage } from "../../lib/reencode-image.js";
import type { UploadedFile } from "../../lib/register-upload.js";
import { newFileKey, readFileBytes } from "../../storage/file-storage.js";
import { clearPendingFiles, notePendingFiles } from "../../storage/pending-files.js";
import { canSeeContent } from "./community.policy.js";
import { findPost, lockPost } from "./community.repository.js";
import { canAddPhotos, canRemovePhoto } from "./company-posts.policy.js";
import {
  countPhotos,
  deletePhotoRow,
  findPhoto,
  insertPhoto,
  photoKeysOfPost,
  photosOfPost,
} from "./photos.repository.js";

/** Where re-encoded photos are stored; uploads land under their own prefix first. */
const PHOTO_KEY_PREFIX = "forum-photos";
/** The most pixels an uploaded photo may decode to (a 48-megapixel phone photo fits). */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

const tooMany = () =>
  new AppError(
    "CONFLICT",
    `A post can have at most ${communityLimits.photosPerPostMax} photos. Remove one to add another.`,
    { details: { limit: communityLimits.photosPerPostMax } },
  );

/** A photo as the wire shows it: its own address, never its storage key. */
export function presentPhoto(row: { id: string; width: number; height: number }): ForumPhoto {
  return { id: row.id, url: `/api/community/photos/${row.id}`, width: row.width, height: row.height };
}

/** A post's photos, in the order they were added, for a reader already allowed to read the post. */
export async function photosOf(db: Db, postId: string): Promise<ForumPhoto[]> {
  return (await photosOfPost(db, postId)).map(presentPhoto);
}

/** Loads the actor's own post for a photo: another's (or an unknown id) is 404, a non-company 403. */
async function postForPhotos(ctx: AppContext, actor: Actor, postId: string) {
  const post = await findPost(ctx.db, postId, actor.userId);
  authorize(post !== undefined && post.authorId === actor.userId, { notFound: "Post" });
  if (!canAddPhotos(actor, post)) {
    throw new AppError("FORBIDDEN", "Only company accounts can add photos to their posts.");
  }
  return post;
}

/**
 * Run before a byte of a photo is read (registerUpload's `authorize`): the actor's own post (404
 * otherwise, like an unknown id), a company account (403), and room for another photo (409).
 */
export async function checkPhotoUpload(ctx: AppContext, actor: Actor, postId: string): Promise<void> {
  await postForPhotos(ctx, actor, postId);
  if ((await countPhotos(ctx.db, postId)) >= communityLimits.photosPerPostMax) throw tooMany();
}

/** Notes an upload's key before its bytes are stored, so a crash leaves the sweeper a trace. */
export async function reservePhotoUpload(ctx: AppContext, key: string): Promise<void> {
  await notePendingFiles(ctx.db, [key], "upload");
}

/** Drops the note of an upload whose file was deleted again. */
export async function releasePhotoUpload(ctx: AppContext, key: string): Promise<void> {
  await clearPendingFiles(ctx.db, [key]);
}

/**
 * Adds an uploaded photo to the actor's post (decision 047): re-encoded (upright, sRGB, fitted in
 * 1600×1600, WebP, no metadata), stored under its own key with a pending note, then its row, the
 * post's photo_count and the end of the note in one transaction under the post's lock (the limit
 * of 4 holds against concurrent uploads). The upload itself is deleted once read. A crash at any
 * point leaves a note, and the sweeper deletes what no row holds.
 */
export async function addPhoto(
  ctx: AppContext,
  actor: Actor,
  postId: string,
  upload: UploadedFile,
): Promise<ForumPhoto> {
  await postForPhotos(ctx, actor, postId);
  let image: Awaited<ReturnType<typeof reencodeImage>>;
  try {
    image = await reencodeImage(await readFileBytes(ctx.storage, upload.key), {
      maxSide: communityLimits.photoMaxSide,
      maxInputPixels: PHOTO_MAX_INPUT_PIXELS,
      accept: forumPhotoFileTypes,
    });
  } finally {
    // registerUpload deletes it too when this throws; deleting twice is not an error.
    await ctx.storage.delete(upload.key);
    await clearPendingFiles(ctx.db, [upload.key]);
  }
  const now = ctx.now();
  const key = newFileKey(PHOTO_KEY_PREFIX, now);
  await notePendingFiles(ctx.db, [key], "upload");
  const stored = await ctx.storage.put(key, Readable.from([image.bytes]), {
    contentType: REENCODED_CONTENT_TYPE,
  });
  const id = newId(now.getTime());
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await lockPost(tx, postId))) throw new AppError("NOT_FOUND", "Post not found");
      if ((await countPhotos(tx, postId)) >= communityLimits.photosPerPostMax) throw tooMany();
      await insertPhoto(tx, {
        id,
        postId,
        storageKey: stored.key,
        sha256: stored.sha256,
        size: stored.size,
        width: image.width,
        height: image.height,
        createdAt: now,
      });
      // The note must still be there: if the sweeper took it, the bytes are going.
      if ((await clearPendingFiles(tx, [stored.key])) === 0) {
        throw new AppError("CONFLICT", "The upload took too long to finish. Please upload the photo again.");
      }
    });
  } catch (err) {
    await ctx.storage
      .delete(stored.key)
      .then(() => clearPendingFiles(ctx.db, [stored.key]))
      .catch(() => {});
    throw err;
  }
  return presentPhoto({ id, width: image.width, height: image.height });
}

/**
 * Removes a photo from the actor's own post (another's answers like an unknown id): its row, the
 * post's photo_count and a delete note in one transaction, then the object and the note.
 */
export async function removePhoto(
  ctx: AppContext,
  actor: Actor,
  photoId: string,
): Promise<{ deleted: true }> {
  const photo = await findPhoto(ctx.db, photoId);
  authorize(photo !== undefined && canRemovePhoto(actor, photo), { notFound: "Photo" });
  const key = await ctx.db.transaction(async (tx) => {
    await lockPost(tx, photo.postId);
    const removed = await deletePhotoRow(tx, photoId);
    if (removed) await notePendingFiles(tx, [removed], "delete");
    return removed;
  });
  authorize(key !== undefined, { notFound: "Photo" });
  await deleteStoredPhotos(ctx, [key]);
  return { deleted: true };
}

/**
 * Notes the stored objects of a post's photos for deletion, in the transaction that deletes the
 * post (its photo rows cascade). Run it before the post's row goes; hand the keys it answers to
 * `deleteStoredPhotos` once the transaction commits. Called by the author's and the moderators'
 * deletes, which authorized the delete already.
 */
export async function notePostPhotosForDeletion(tx: Db, postId: string): Promise<string[]> {
  const keys = await photoKeysOfPost(tx, postId);
  await notePendingFiles(tx, keys, "delete");
  return keys;
}

/** Deletes photo objects whose rows are gone, then their notes; a failure leaves them to the sweeper. */
export async function deleteStoredPhotos(ctx: AppContext, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
      await clearPendingFiles(ctx.db, [key]);
    } catch {
      // The note stays and the housekeeping sweeper deletes the object later.
    }
  }
}

/** A photo as the download route sends it. */
export interface PhotoFile {
  stream: NodeJS.ReadableStream;
  size: number;
  sha256: string;
  /** Whether the post is visible to everyone (then the photo may be cached publicly). */
  isPublic: boolean;
}

/**
 * A photo, to whoever may read its post: a visible post's to everyone, guests included; a held or
 * hidden post's to its author and the admins; anyone else is answered like an unknown id.
 */
export async function openPhoto(ctx: AppContext, actor: Actor | null, photoId: string): Promise<PhotoFile> {
  const photo = await findPhoto(ctx.db, photoId);
  authorize(photo !== undefined && canSeeContent(actor, photo), { notFound: "Photo" });
  const file = await ctx.storage.get(photo.storageKey).catch(() => {
    throw new AppError("NOT_FOUND", "Photo not found");
  });
  return { ...file, sha256: photo.sha256, isPublic: photo.moderation === "visible" };
}
