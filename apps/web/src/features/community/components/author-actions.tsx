import { Pencil, Trash2 } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";

/**
 * Edit and Delete, for the author of a post or a comment. `what` ("comment by Ana P.") names the
 * buttons where several comments are on screen; a post's page has one pair, named by their text.
 */
export function AuthorActions({
  what,
  onEdit,
  onDelete,
  editRef,
}: {
  what?: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The Edit button, for the focus to come back to when editing ends. */
  editRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <Button
        ref={editRef}
        variant="ghost"
        size="sm"
        onClick={onEdit}
        aria-label={what ? `Edit ${what}` : undefined}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={what ? `Delete ${what}` : undefined}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </>
  );
}
