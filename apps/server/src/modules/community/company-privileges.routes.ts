import { accessRules, communityEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerDownload } from "../../lib/register-download.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { registerUpload } from "../../lib/register-upload.js";
import { optionalActorOf } from "../../plugins/auth-session.js";
import { listOwnCompanyPosts } from "./company-posts.service.js";
import {
  addPhoto,
  checkPhotoUpload,
  openPhoto,
  releasePhotoUpload,
  removePhoto,
  reservePhotoUpload,
} from "./photos.service.js";
import { vote } from "./polls.service.js";
import { postViewCounterOf } from "./post-views.counter.js";

/** How long browsers and shared caches keep a visible post's photo before they revalidate it. */
const PHOTO_MAX_AGE_SECONDS = 300;

/**
 * The company's privileges in the forum (decision 047): votes in its polls (any signed-in
 * account), photos on its posts (the company's own; read by whoever may read the post), and its
 * dashboard of what its posts drew. Registered by the forum's routes.
 */
export function registerCompanyPrivilegeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Made here so a failed flush of the views is logged; app.ts closes it before the database.
  postViewCounterOf(ctx, (err) => app.log.error({ err }, "post views could not be written"));

  registerEndpoint(
    app,
    communityEndpoints.vote,
    { access: accessRules.signedIn },
    ({ request, params, body }) => vote(ctx, actorOf(request), params.postId, body),
  );
  registerUpload(
    app,
    communityEndpoints.uploadPhoto,
    {
      access: accessRules.signedIn,
      storage: ctx.storage,
      keyPrefix: "forum-photo-uploads",
      // Before a byte is read: another's post 404, a non-company 403, a post with 4 photos 409.
      authorize: ({ request, params }) => checkPhotoUpload(ctx, actorOf(request), params.postId),
      reservation: {
        reserve: (key) => reservePhotoUpload(ctx, key),
        release: (key) => releasePhotoUpload(ctx, key),
      },
    },
    async ({ request, params, file }) =>
      withEnvelope(await addPhoto(ctx, actorOf(request), params.postId, file), { status: 201 }),
  );
  registerEndpoint(
    app,
    communityEndpoints.deletePhoto,
    { access: accessRules.signedIn },
    ({ request, params }) => removePhoto(ctx, actorOf(request), params.photoId),
  );
  registerDownload(app, communityEndpoints.photo, { access: "public" }, async ({ request, params }) => {
    const photo = await openPhoto(ctx, await optionalActorOf(request), params.photoId);
    return {
      filename: `${params.photoId}.webp`,
      size: photo.size,
      body: photo.stream,
      inline: true,
      // A held or hidden post's photo is its author's and the admins': never kept by a cache.
      ...(photo.isPublic
        ? { publicCache: { maxAgeSeconds: PHOTO_MAX_AGE_SECONDS, etag: photo.sha256 } }
        : {}),
    };
  });
  registerEndpoint(app, communityEndpoints.companyPosts, { access: accessRules.company }, ({ request }) =>
    listOwnCompanyPosts(ctx, actorOf(request)),
  );
}
