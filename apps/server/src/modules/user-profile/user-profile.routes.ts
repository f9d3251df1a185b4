import { accessRules, userPhotoEndpoints, userProfileEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerDownload } from "../../lib/register-download.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { registerUpload } from "../../lib/register-upload.js";
import { requestContextOf } from "../../lib/request-context.js";
import {
  checkPhotoUpload,
  getOwnProfile,
  openUserPhoto,
  removeOwnPhoto,
  replaceOwnPhoto,
  updateOwnProfile,
} from "./user-profile.service.js";

/** How long browsers and shared caches keep a photo before they revalidate it (as a company logo). */
const PHOTO_MAX_AGE_SECONDS = 300;

/**
 * The signed-in user's own profile (spec part 2 §2, §7). The /api/users/profile routes take no
 * id: every kind of signed-in user reads and changes their own row only, by construction. The
 * photo's address is public, as an image element loads it.
 */
export function registerUserProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const own = { access: accessRules.signedIn };
  registerEndpoint(app, userProfileEndpoints.get, own, ({ request }) => getOwnProfile(ctx, actorOf(request)));
  registerEndpoint(app, userProfileEndpoints.update, own, ({ request, body }) =>
    updateOwnProfile(ctx, requestContextOf(request), body),
  );
  registerEndpoint(app, userProfileEndpoints.removePhoto, own, ({ request }) =>
    removeOwnPhoto(ctx, requestContextOf(request)),
  );
  registerUpload(
    app,
    userProfileEndpoints.uploadPhoto,
    {
      ...own,
      storage: ctx.storage,
      keyPrefix: "user-photo-uploads",
      authorize: ({ request }) => checkPhotoUpload(actorOf(request)),
    },
    ({ request, file }) => replaceOwnPhoto(ctx, requestContextOf(request), file),
  );
  registerDownload(app, userPhotoEndpoints.photo, { access: "public" }, async ({ params }) => {
    const photo = await openUserPhoto(ctx, params.userId);
    return {
      filename: "photo.webp",
      contentType: photo.contentType,
      size: photo.size,
      body: photo.stream,
      inline: true,
      publicCache: { maxAgeSeconds: PHOTO_MAX_AGE_SECONDS, etag: photo.sha256 },
    };
  });
}
