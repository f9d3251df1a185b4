import type { Document } from "@meridian/contract";
import { CircleCheck, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Verified or Pending Review, from isVerified (spec part 2 §4). */
export function DocumentStatusBadge({ document }: { document: Pick<Document, "isVerified"> }) {
  return document.isVerified ? (
    <Badge tone="accent">
      <CircleCheck aria-hidden="true" />
      Verified
    </Badge>
  ) : (
    <Badge tone="warning">
      <Clock aria-hidden="true" />
      Pending Review
    </Badge>
  );
}
