import type { PlanAllowance } from "@meridian/contract";
import { ProgressBar } from "@/components/ui/progress-bar";
import { allowanceLines } from "../plan-status";

/** How much of the plan's universities and countries the student's applications use. */
export function AllowanceList({ allowance }: { allowance: PlanAllowance }) {
  return (
    <dl className="grid gap-3 text-sm">
      {allowanceLines(allowance).map((line) => (
        <div key={line.label} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className="text-right font-medium text-foreground">{line.text}</dd>
          {line.max !== null ? (
            <dd className="col-span-2">
              <ProgressBar
                label={`${line.label} used of your plan`}
                percent={line.max === 0 ? 100 : (line.used / line.max) * 100}
              />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
