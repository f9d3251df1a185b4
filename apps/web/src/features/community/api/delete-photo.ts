import { communityEndpoints, type ForumPost } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys, updatePostEverywhere } from "./community-cache";

/** DELETE /api/community/photos/{photoId}: takes a photo off one's own post. */
export function deletePostPhoto(photoId: string) {
  return callEndpoint(communityEndpoints.deletePhoto, { params: { photoId } });
}

/** Removes a photo; its post's page and lists lose it once the server agrees. */
export function useDeletePostPhoto(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePostPhoto,
    onSuccess: (_answer, photoId) => {
      queryClient.setQueryData<ForumPost>(communityKeys.post(postId), (post) =>
        post ? { ...post, photos: post.photos.filter((photo) => photo.id !== photoId) } : post,
      );
      updatePostEverywhere(queryClient, postId, (post) => ({
        ...post,
        photoCount: Math.max(0, post.photoCount - 1),
      }));
    },
  });
}
