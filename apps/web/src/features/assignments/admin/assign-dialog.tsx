import type { AssignmentStudent, CounselorLoadList } from "@meridian/contract";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/use-toast";
import { useAssignStudent } from "../api/assign-student";
import { staffName } from "../counselor-load";
import { CounselorSelect } from "./counselor-select";

interface AssignDialogProps {
  student: AssignmentStudent | null;
  loads: CounselorLoadList | undefined;
  onClose: () => void;
}

/** Assigns, reassigns or unassigns one student's counselor. */
export function AssignDialog({ student, loads, onClose }: AssignDialogProps) {
  return (
    <Dialog open={student !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {student ? (
        <DialogContent
          title={`Counselor for ${student.firstName} ${student.lastName}`}
          description={
            student.counselor
              ? `Now with ${staffName(student.counselor)}.`
              : "This student has no counselor yet."
          }
        >
          {/* Keyed by student, so the choice starts from the student's own counselor each time. */}
          <AssignForm key={student.profileId} student={student} loads={loads} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AssignForm({
  student,
  loads,
  onDone,
}: {
  student: AssignmentStudent;
  loads: CounselorLoadList | undefined;
  onDone: () => void;
}) {
  const selectId = useId();
  const [counselorId, setCounselorId] = useState(student.counselor?.id ?? "");
  const assign = useAssignStudent();
  const name = `${student.firstName} ${student.lastName}`;

  function save(next: string | null) {
    assign.mutate(
      { profileId: student.profileId, counselorId: next },
      {
        onSuccess: ({ student: saved, changed }) => {
          toast({
            title: !changed
              ? "Nothing to change"
              : saved.counselor
                ? `${name} is now with ${staffName(saved.counselor)}`
                : `${name} has no counselor now`,
          });
          onDone();
        },
      },
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (counselorId) save(counselorId);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>Counselor</Label>
        {loads ? (
          <CounselorSelect
            id={selectId}
            loads={loads}
            placeholder={loads.counselors.length === 0 ? "No active counselor" : "Choose a counselor"}
            value={counselorId}
            onChange={(event) => setCounselorId(event.target.value)}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Loading counselors...</p>
        )}
        <p className="text-xs text-muted-foreground">
          The cap limits only the automatic assignment; you may assign past it.
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {student.counselor ? (
          <Button type="button" variant="outline" pending={assign.isPending} onClick={() => save(null)}>
            Unassign
          </Button>
        ) : null}
        <Button type="submit" disabled={counselorId === ""} pending={assign.isPending}>
          {assign.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
