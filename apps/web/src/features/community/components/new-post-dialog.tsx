import { communityMessages, type ForumCategory, type ForumPost } from "@meridian/contract";
import { PenSquare } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/lib/use-toast";
import { useCreatePost } from "../api/create-post";
import type { WriteStanding } from "../hooks/use-write-standing";
import type { Viewer } from "../viewer";
import { PostForm } from "./post-form";
import { StandingNotice } from "./standing-notice";

/**
 * "New post" and its form, the category preselected. A post held for a moderator says so in a
 * toast; either way `onCreated` gets the post (its page, or its place at the top of the list).
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
  const create = useCreatePost();
  if (!viewer) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PenSquare aria-hidden="true" />
          New post
        </Button>
      </DialogTrigger>
      <DialogContent title="New post" className="sm:max-w-2xl">
        <StandingNotice viewer={viewer} write={write} signInPath={signInPath} />
        <PostForm
          defaultValues={{ category }}
          disabled={!write.canPost}
          submitLabel="Publish post"
          onCancel={() => setOpen(false)}
          onSubmit={async (body) => {
            const post = await create.mutateAsync(body);
            setOpen(false);
            toast(
              post.moderation === "pending"
                ? { title: "Post held for review", description: communityMessages.held }
                : { title: "Post published" },
            );
            onCreated?.(post);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
