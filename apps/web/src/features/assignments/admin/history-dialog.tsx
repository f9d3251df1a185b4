import { type AssignmentStudent, assignmentSourceLabels } from "@meridian/contract";
import { ListLoading } from "@/components/ui/data-table";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { formatDateTime } from "@/lib/format-date";
import { useAssignmentHistory } from "../api/get-history";
import { staffName } from "../counselor-load";

/** Every change of one student's counselor: who, from whom, by whom, how and when. */
export function HistoryDialog({
  student,
  onClose,
}: {
  student: AssignmentStudent | null;
  onClose: () => void;
}) {
  const history = useAssignmentHistory(student?.profileId ?? null);
  return (
    <Dialog open={student !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {student ? (
        <DialogContent
          title={`Assignment history of ${student.firstName} ${student.lastName}`}
          className="max-w-lg"
        >
          <QueryContent
            query={history}
            failure="The history could not be loaded."
            loading={<ListLoading label="History: loading" count={2} itemClassName="h-12" />}
          >
            {(data) =>
              data.history.length === 0 ? (
                <EmptyNote>This student has never had a counselor.</EmptyNote>
              ) : (
                <ol className="grid gap-3">
                  {data.history.map((entry) => (
                    <li key={entry.id} className="grid gap-0.5 rounded-lg border border-border p-3 text-sm">
                      <p className="font-medium text-foreground">
                        {entry.counselor ? `Assigned to ${staffName(entry.counselor)}` : "Unassigned"}
                        {entry.previousCounselor ? ` (from ${staffName(entry.previousCounselor)})` : ""}
                      </p>
                      <p className="text-muted-foreground">
                        {entry.assignedBy
                          ? `By ${staffName(entry.assignedBy)}`
                          : assignmentSourceLabels[entry.source]}
                        {" · "}
                        {formatDateTime(entry.createdAt)}
                      </p>
                    </li>
                  ))}
                </ol>
              )
            }
          </QueryContent>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
