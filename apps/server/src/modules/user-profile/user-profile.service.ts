import { Readable } from "node:stream";
import {
  type EndpointBody,
  type UserProfile,
  type userProfileEndpoints,
  userProfileMessages,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { UploadedFile } from "../../lib/register-upload.js";
import type { RequestContext } from "../../lib/request-context.js";
import { newFileKey, readFileBytes } from "../../storage/file-storage.js";
import { recordAudit } from "../audit/audit.repository.js";
// Registration's phone rule (spec part 1 §2, the student screen): the profile keeps the same one.
import { normalizePhone } from "../auth/auth.service.js";
import { findUserById, updateUser } from "../users/users.service.js";
import { PHOTO_CONTENT_TYPE, reencodePhoto } from "./user-profile.image.js";
import { canKeepOwnProfile } from "./user-profile.policy.js";
import { photoUrlOf, presentUserProfile } from "./user-profile.presenter.js";

type ProfileBody = EndpointBody<typeof userProfileEndpoints.update>;

/** The fields the form replaces, in the order the audit event names them. */
const editableFields = ["firstName", "lastName", "phone", "location", "bio"] as const;

/** Where re-encoded photos are stored; uploads land under their own prefix first. */
const PHOTO_KEY_PREFIX = "user-photos";

// Every function for "my profile" acts on the actor's own row by construction: every query takes
// actor.userId and no route takes an id, so nobody reads or changes another user's profile.

/** The actor's own account row; an account gone since the session was read answers "sign in". */
async function ownAccount(ctx: AppContext, actor: Actor) {
  authorize(canKeepOwnProfile(actor), "forbidden");
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw new AppError("AUTH_REQUIRED", "Please sign in to continue.");
  return user;
}

/** The signed-in user's profile: the session's user plus phone, location and bio. */
export async function getOwnProfile(ctx: AppContext, actor: Actor): Promise<UserProfile> {
  return presentUserProfile(await ownAccount(ctx, actor));
}

/**
 * Replaces the signed-in user's name, phone, location and bio. The email is the sign-in and is
 * never changed here: it may be sent back unchanged (any case), anything else is refused at its
 * field. The phone follows registration's rule and is stored in E.164. The change and its audit
 * event are one transaction; then every node drops the user's cached sessions, which carry the
 * name, so the header shows the new one on the next request to any node.
 */
export async function updateOwnProfile(
  ctx: AppContext,
  caller: RequestContext,
  body: ProfileBody,
): Promise<UserProfile> {
  const user = await ownAccount(ctx, caller.actor);
  if (body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError("VALIDATION_ERROR", userProfileMessages.emailReadOnly, { field: "email" });
  }
  let phone: string | null = null;
  if (body.phone !== null) {
    const normalized = normalizePhone(body.phone);
    if (!normalized) {
      throw new AppError("VALIDATION_ERROR", userProfileMessages.phoneInvalid, { field: "phone" });
    }
    phone = normalized;
  }
  const next = {
    firstName: body.firstName,
    lastName: body.lastName,
    phone,
    location: body.location,
    bio: body.bio,
  };
  const changed = editableFields.filter((field) => next[field] !== user[field]);
  if (changed.length === 0) return presentUserProfile(user);

  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, next);
    await recordAudit(tx, caller, "user.profile_updated", { subjectId: user.id, details: { changed } });
  });
  if (changed.includes("firstName") || changed.includes("lastName")) {
    await announceAccountChange(ctx, user.id);
  }
  return presentUserProfile({ ...user, ...next });
}

/**
 * Every node drops the user's cached sessions, which carry the name and the photo's address, and
 * has done so before the caller is answered: the page asks /me again as soon as the change
 * answers, and must not be served what a node still holds.
 */
async function announceAccountChange(ctx: AppContext, userId: string): Promise<void> {
  await ctx.bus.publish({ kind: "account-changed", userId }, { heard: true });
}

/** Run before a byte of a photo is read: every signed-in user uploads one, to their own profile. */
export function checkPhotoUpload(actor: Actor): void {
  authorize(canKeepOwnProfile(actor), "forbidden");
}

/**
 * Replaces the signed-in user's photo with the uploaded image, re-encoded (user-profile.image): the
 * upload itself is deleted once read, the new photo is stored under its own key and its public
 * address becomes the account's `profilePicture`; the photo it replaces is deleted after the row
 * commits (a failure there leaves an orphan, never a hole).
 */
export async function replaceOwnPhoto(
  ctx: AppContext,
  caller: RequestContext,
  upload: UploadedFile,
): Promise<UserProfile> {
  const user = await ownAccount(ctx, caller.actor);
  let bytes: Buffer;
  try {
    bytes = await reencodePhoto(await readFileBytes(ctx.storage, upload.key));
  } finally {
    await ctx.storage.delete(upload.key);
  }
  const stored = await ctx.storage.put(newFileKey(PHOTO_KEY_PREFIX, ctx.now()), Readable.from([bytes]), {
    contentType: PHOTO_CONTENT_TYPE,
  });
  const photo = {
    photoKey: stored.key,
    photoSha256: stored.sha256,
    profilePicture: photoUrlOf(user.id, stored.sha256),
  };
  try {
    await savePhoto(ctx, caller, user.id, photo);
  } catch (err) {
    await ctx.storage.delete(stored.key);
    throw err;
  }
  await deleteReplaced(ctx, user.photoKey);
  await announceAccountChange(ctx, user.id);
  return presentUserProfile({ ...user, ...photo });
}

/** Removes the signed-in user's photo (a profile without one is left as it is). */
export async function removeOwnPhoto(ctx: AppContext, caller: RequestContext): Promise<UserProfile> {
  const user = await ownAccount(ctx, caller.actor);
  if (!user.photoKey && !user.profilePicture) return presentUserProfile(user);
  const none = { photoKey: null, photoSha256: null, profilePicture: null };
  await savePhoto(ctx, caller, user.id, none);
  await deleteReplaced(ctx, user.photoKey);
  await announceAccountChange(ctx, user.id);
  return presentUserProfile({ ...user, ...none });
}

async function savePhoto(
  ctx: AppContext,
  caller: RequestContext,
  userId: string,
  photo: { photoKey: string | null; photoSha256: string | null; profilePicture: string | null },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, userId, photo);
    await recordAudit(tx, caller, "user.profile_updated", {
      subjectId: userId,
      details: { changed: ["photo"] },
    });
  });
}

async function deleteReplaced(ctx: AppContext, key: string | null): Promise<void> {
  if (!key) return;
  // The row no longer names the file: a failed delete leaves an orphan to clean up, not an error.
  await ctx.storage.delete(key).catch(() => {});
}

/** A user's photo as the public route sends it. */
export interface UserPhotoFile {
  stream: NodeJS.ReadableStream;
  size: number;
  sha256: string;
  contentType: string;
}

/**
 * A user's photo, for anybody who has its address (an image element sends no bearer token): a
 * public read that acts for nobody, so no authorize call. An unknown account and an account
 * without a photo answer the same 404.
 */
export async function openUserPhoto(ctx: AppContext, userId: string): Promise<UserPhotoFile> {
  const notFound = new AppError("NOT_FOUND", "Photo not found");
  const user = await findUserById(ctx.db, userId);
  if (!user?.photoKey || !user.photoSha256) throw notFound;
  const file = await ctx.storage.get(user.photoKey).catch(() => {
    throw notFound;
  });
  return { ...file, sha256: user.photoSha256, contentType: PHOTO_CONTENT_TYPE };
}
