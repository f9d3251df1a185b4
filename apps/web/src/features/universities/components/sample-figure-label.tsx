import { Badge } from "@/components/ui/badge";

/** Marks a value that is a generated demo figure, not real data about the university. */
export function SampleFigureLabel() {
  return (
    <Badge tone="warning" className="px-1.5 py-0 text-[0.6875rem] font-medium">
      sample figure
    </Badge>
  );
}
