import type { ForumPhoto } from "@meridian/contract";
import { ChevronLeft, ChevronRight, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RecordConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/use-toast";
import { useDeletePostPhoto } from "../api/delete-photo";

/** "Photo 2 of 3 from Northwind": the alternative text of a post's photo. */
export function photoLabel(index: number, count: number, authorName: string): string {
  return `Photo ${index + 1} of ${count} from ${authorName}`;
}

/**
 * A post's photos in a grid (lazy, with their sizes so nothing jumps); each opens large in a
 * dialog, with the previous and next ones a button away. The post's author may remove one.
 */
export function PostPhotos({
  postId,
  photos,
  authorName,
  canRemove,
}: {
  postId: string;
  photos: ForumPhoto[];
  authorName: string;
  canRemove: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ForumPhoto | null>(null);
  const remove = useDeletePostPhoto(postId);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[Math.min(open, photos.length - 1)];
  const shownIndex = shown ? photos.indexOf(shown) : -1;

  return (
    <section aria-label="Photos" className="grid gap-2">
      <ul className={cn("grid gap-2", photos.length > 1 && "grid-cols-2")}>
        {photos.map((photo, index) => {
          const label = photoLabel(index, photos.length, authorName);
          return (
            <li key={photo.id} className="relative">
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="block w-full cursor-zoom-in overflow-hidden rounded-lg border border-border bg-muted"
              >
                <img
                  src={photo.url}
                  alt={label}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className={cn(
                    photos.length > 1
                      ? "aspect-[4/3] w-full object-cover"
                      : // One photo at its own size at most: a small one is not blown up.
                        "mx-auto h-auto max-h-[28rem] w-auto max-w-full object-contain",
                  )}
                />
              </button>
              {canRemove ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="absolute top-2 right-2 bg-surface/90"
                  aria-label={`Remove photo ${index + 1}`}
                  pending={remove.isPending}
                  onClick={() => setRemoving(photo)}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="hidden sm:inline">Remove</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Dialog open={shown !== undefined} onOpenChange={(next) => (next ? null : setOpen(null))}>
        {shown ? (
          <DialogContent title={photoLabel(shownIndex, photos.length, authorName)} className="sm:max-w-4xl">
            <img
              src={shown.url}
              alt={photoLabel(shownIndex, photos.length, authorName)}
              width={shown.width}
              height={shown.height}
              className="mx-auto max-h-[70dvh] w-auto rounded-md object-contain"
            />
            {photos.length > 1 ? (
              <div className="flex justify-between gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={shownIndex === 0}
                  onClick={() => setOpen(shownIndex - 1)}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous photo
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={shownIndex === photos.length - 1}
                  onClick={() => setOpen(shownIndex + 1)}
                >
                  Next photo
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
      <RecordConfirmDialog
        record={removing}
        onClose={() => setRemoving(null)}
        title="Remove this photo?"
        description={() => "It is taken off the post for good."}
        confirmLabel="Remove photo"
        destructive
        onConfirm={(photo) => remove.mutate(photo.id, { onSuccess: () => toast({ title: "Photo removed" }) })}
      />
    </section>
  );
}
