import { UsersRound } from "lucide-react";
import { useId } from "react";
import { CardSection } from "@/components/ui/card";
import { PanelHeading } from "@/components/ui/panel-heading";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useCounselorLoads } from "../api/list-counselors";
import { describeLoad, staffName } from "../counselor-load";

/** Each active counselor's load against the automatic rule's cap. */
export function CounselorLoadsPanel() {
  const loads = useCounselorLoads();
  const headingId = useId();
  return (
    <CardSection className="grid content-start gap-4 p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={UsersRound}
        title="Counselors"
        description="Active counselors and how many students each works now."
      />
      <QueryContent
        query={loads}
        failure="The counselors could not be loaded."
        loading={
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        }
      >
        {(data) =>
          data.counselors.length === 0 ? (
            <EmptyNote>No active counselor yet. Invite counselors from the admin dashboard.</EmptyNote>
          ) : (
            <ul className="grid gap-2">
              {data.counselors.map((counselor) => (
                <li
                  key={counselor.id}
                  aria-label={staffName(counselor)}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-md border border-border px-3 py-2 text-sm"
                >
                  <span className="min-w-0 font-medium wrap-anywhere text-foreground">
                    {staffName(counselor)}
                  </span>
                  <span
                    className={
                      data.cap !== null && counselor.load >= data.cap
                        ? "font-medium text-warning-soft-foreground"
                        : "text-muted-foreground"
                    }
                  >
                    {describeLoad(counselor.load, data.cap)}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </CardSection>
  );
}
