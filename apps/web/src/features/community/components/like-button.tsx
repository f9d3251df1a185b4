import { Heart } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** A like toggle: pressed when the viewer likes it, with the count; named for what it likes. */
export function LikeButton({
  liked,
  count,
  label,
  pending,
  onToggle,
}: {
  liked: boolean;
  count: number;
  /** What is liked, e.g. "post" or "comment by Ana P.". */
  label: string;
  /** The last press is being saved: further presses are ignored, the focus stays. */
  pending?: boolean;
  onToggle: (liked: boolean) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={liked}
      aria-label={`Like ${label}, ${count} like${count === 1 ? "" : "s"}`}
      pending={pending}
      onClick={() => onToggle(!liked)}
      className={cn(liked && "text-destructive")}
    >
      <Heart aria-hidden="true" className={cn(liked && "fill-current")} />
      <span className="tabular-nums">{count}</span>
    </Button>
  );
}

/** The likes of a post or comment: the toggle for a signed-in viewer, the count alone for a guest. */
export function Likes({ signedIn, ...button }: ComponentProps<typeof LikeButton> & { signedIn: boolean }) {
  if (signedIn) return <LikeButton {...button} />;
  return (
    <p className="px-3 text-sm text-muted-foreground">
      {button.count} like{button.count === 1 ? "" : "s"}
    </p>
  );
}
