import type { CounselorLoad } from "@meridian/contract";
import { UsersRound } from "lucide-react";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { PanelSection } from "@/components/ui/panel-section";
import { useCounselorLoads } from "../api/list-counselors";
import { describeLoad, staffName } from "../counselor-load";

/** A counselor's name and load; a load at the automatic rule's cap stands out. */
function columnsFor(cap: number | null): readonly DataColumn<CounselorLoad>[] {
  return [
    { id: "name", header: "Counselor", cell: staffName, rowHeader: true, className: "wrap-anywhere" },
    {
      id: "load",
      header: "Students",
      align: "end",
      className: "whitespace-nowrap",
      cell: (counselor) => (
        <span
          className={
            cap !== null && counselor.load >= cap ? "font-medium text-warning-soft-foreground" : undefined
          }
        >
          {describeLoad(counselor.load, cap)}
        </span>
      ),
    },
  ];
}

/** Each active counselor's load against the automatic rule's cap. */
export function CounselorLoadsPanel() {
  const loads = useCounselorLoads();
  return (
    <PanelSection
      className="grid content-start gap-4 p-6"
      icon={UsersRound}
      title="Counselors"
      description="Active counselors and how many students each works now."
    >
      <DataTable
        caption="Active counselors and their students"
        columns={columnsFor(loads.data?.cap ?? null)}
        rows={loads.data?.counselors}
        rowKey={(counselor) => counselor.id}
        rowLabel={staffName}
        loadingRows={2}
        failure={queryFailure(loads, "The counselors could not be loaded.")}
        empty={{ message: "No active counselor yet. Invite counselors from the admin dashboard." }}
      />
    </PanelSection>
  );
}
