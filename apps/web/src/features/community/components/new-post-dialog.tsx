import { communityMessages, type ForumCategory, type ForumPost } from "@meridian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { PenSquare } from "lucide-react";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { describeFormFailure } from "@/lib/form-failure";
import { Link } from "@/lib/router";
import { toast } from "@/lib/use-toast";
import { useCreatePost } from "../api/create-post";
import { addPhotoToPost, uploadPostPhoto } from "../api/upload-photo";
import type { WriteStanding } from "../hooks/use-write-standing";
import { postPath } from "../paths";
import type { Viewer } from "../viewer";
import { type ChosenPhoto, PhotoPicker } from "./photo-picker";
import { PostForm } from "./post-form";
import { StandingNotice } from "./standing-notice";

/**
 * "New post" and its form, the category preselected; a company may add a poll and photos
 * (decision 047). Photos are checked when chosen (the post is not sent while one is refused) and
 * uploaded once the post exists, one after the other with progress; a photo that fails says why
 * and can be tried again, the post stays published. A post held for a
 * moderator says so in a toast; either way `onCreated` gets the post.
 */
export function NewPostDialog({
  viewer,
  write,
  category,
  signInPath,
  onCreated,
}: {
  viewer: Viewer;
  write: WriteStanding;
  category: ForumCategory;
  signInPath: string;
  onCreated?: (post: ForumPost) => void;
}) {
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [published, setPublished] = useState<ForumPost | null>(null);
  const [uploading, setUploading] = useState(false);
  const [photoAttention, setPhotoAttention] = useState(0);
  const current = useRef<ChosenPhoto[]>([]);
  const queryClient = useQueryClient();
  const create = useCreatePost();
  if (!viewer) return null;
  const isCompany = viewer.userType === "company_profile";

  const changePhotos = (next: ChosenPhoto[]) => {
    current.current = next;
    setPhotos(next);
  };
  const patchPhoto = (key: string, patch: Partial<ChosenPhoto>) =>
    changePhotos(current.current.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));

  const finish = (post: ForumPost) => {
    setOpen(false);
    toast(
      post.moderation === "pending"
        ? { title: "Post held for review", description: communityMessages.held }
        : { title: "Post published" },
    );
    onCreated?.(post);
  };

  /** Sends the photos not sent yet; answers whether every one of them is on the post now. */
  const sendPhotos = async (post: ForumPost): Promise<boolean> => {
    setUploading(true);
    for (const photo of current.current) {
      if (photo.problem !== null || photo.status === "done") continue;
      patchPhoto(photo.key, { status: "uploading", progress: 0, error: null });
      try {
        const uploaded = await uploadPostPhoto(post.id, photo.file, (progress) =>
          patchPhoto(photo.key, { progress }),
        );
        addPhotoToPost(queryClient, post.id, uploaded);
        patchPhoto(photo.key, { status: "done" });
      } catch (error) {
        patchPhoto(photo.key, {
          status: "failed",
          error: describeFormFailure(error, "The photo could not be uploaded.").message,
        });
      }
    }
    setUploading(false);
    return current.current.every((photo) => photo.problem !== null || photo.status === "done");
  };

  const failed = photos.filter((photo) => photo.status === "failed").length;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next && !uploading) {
          changePhotos([]);
          setPublished(null);
          setPhotoAttention(0);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PenSquare aria-hidden="true" />
          New post
        </Button>
      </DialogTrigger>
      <DialogContent title="New post" className="sm:max-w-2xl">
        {published ? (
          <div className="grid gap-4">
            <Alert tone={failed > 0 ? "warning" : "info"} title="Post published">
              {uploading
                ? "Uploading its photos…"
                : failed > 0
                  ? `${failed} photo${failed === 1 ? "" : "s"} could not be uploaded. The post is published; try again, or keep it without ${failed === 1 ? "it" : "them"}.`
                  : "Its photos are on the post."}
            </Alert>
            <PhotoPicker photos={photos} onChange={changePhotos} disabled locked />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" asChild>
                <Link to={postPath(published.id)} onClick={() => setOpen(false)}>
                  Open the post
                </Link>
              </Button>
              {failed > 0 && !uploading ? (
                <Button
                  variant="outline"
                  onClick={async () => {
                    if (await sendPhotos(published)) finish(published);
                  }}
                >
                  Try again
                </Button>
              ) : null}
              <Button pending={uploading} onClick={() => finish(published)}>
                Done
              </Button>
            </div>
          </div>
        ) : (
          <>
            <StandingNotice viewer={viewer} write={write} signInPath={signInPath} />
            <PostForm
              defaultValues={{ category }}
              disabled={!write.canPost}
              submitLabel="Publish post"
              allowPoll={isCompany}
              attachments={
                isCompany ? (
                  <PhotoPicker
                    photos={photos}
                    onChange={changePhotos}
                    disabled={!write.canPost}
                    locked={false}
                    attention={photoAttention}
                  />
                ) : null
              }
              onCancel={() => setOpen(false)}
              onSubmit={async (body) => {
                // A photo that cannot be added is not dropped silently: the author removes it first.
                if (current.current.some((photo) => photo.problem !== null)) {
                  setPhotoAttention((count) => count + 1);
                  return;
                }
                const post = await create.mutateAsync(body);
                if (!current.current.some((photo) => photo.problem === null)) {
                  finish(post);
                  return;
                }
                setPublished(post);
                if (await sendPhotos(post)) finish(post);
              }}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
