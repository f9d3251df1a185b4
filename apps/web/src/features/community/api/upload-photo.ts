import { communityEndpoints, type ForumPhoto, type ForumPost } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { type ProgressListener, uploadFile } from "@/lib/upload-file";
import { communityKeys, updatePostEverywhere } from "./community-cache";

/** What a post's photo may be: the contract's types and size (the server checks the bytes again). */
export const postPhotoUpload = communityEndpoints.uploadPhoto.upload;

/** POST /api/community/posts/{postId}/photos: one photo for one's own post, with upload progress. */
export function uploadPostPhoto(
  postId: string,
  file: File,
  onProgress?: ProgressListener,
): Promise<ForumPhoto> {
  return uploadFile(communityEndpoints.uploadPhoto, {
    file,
    params: { postId },
    ...(onProgress ? { onProgress } : {}),
  });
}

/** Puts an uploaded photo on its post's page and counts it in the lists holding the post. */
export function addPhotoToPost(queryClient: QueryClient, postId: string, photo: ForumPhoto): void {
  queryClient.setQueryData<ForumPost>(communityKeys.post(postId), (post) =>
    post && !post.photos.some((known) => known.id === photo.id)
      ? { ...post, photos: [...post.photos, photo] }
      : post,
  );
  updatePostEverywhere(queryClient, postId, (post) => ({ ...post, photoCount: post.photoCount + 1 }));
}
