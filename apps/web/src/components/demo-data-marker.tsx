import { Info } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** What the one "Demo data" marker of a card means, read by screen readers and shown on hover. */
export const demoDataExplanation =
  "Fees, fields and degree types of this university are generated for the demo so the filters have something to act on; they are not the university's, so this card does not show them.";

/**
 * One discreet marker per card whose university carries generated demo figures. The figures
 * themselves are never shown on the card; the marker says why a filter may still match it.
 */
export function DemoDataMarker({ explanation = demoDataExplanation }: { explanation?: string }) {
  return (
    <p className="text-xs">
      <Badge tone="neutral" className="px-2 py-0 font-medium" title={explanation}>
        <Info aria-hidden="true" />
        Demo data
      </Badge>
      <span className="sr-only">: {explanation}</span>
    </p>
  );
}
