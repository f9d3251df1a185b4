import { type FollowUpPriority, followUpPriorityLabels } from "@meridian/contract";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const tones: Record<FollowUpPriority, BadgeTone> = {
  low: "neutral",
  medium: "primary",
  high: "warning",
  urgent: "destructive",
};

/** A note's priority, worded so a screen reader says what the colour shows. */
export function PriorityBadge({ priority }: { priority: FollowUpPriority }) {
  return <Badge tone={tones[priority]}>{followUpPriorityLabels[priority]} priority</Badge>;
}
