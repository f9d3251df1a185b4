import { type StudentStatus, studentStatuses, studentStatusLabels } from "@meridian/contract";
import { Check, ChevronDown } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/lib/use-toast";
import { useSetStudentStatus } from "../api/update-student";

/**
 * The badge colours of spec part 2 §4: green for an approval, yellow for pending, blue for a
 * conversion or a journey completed (departed), grey otherwise.
 */
const statusTones: Record<StudentStatus, BadgeTone> = {
  inquiry: "neutral",
  active: "neutral",
  pending: "warning",
  converted: "primary",
  visa_applied: "neutral",
  visa_approved: "accent",
  departed: "primary",
};

/** A student's status as a badge; pending when the student has none yet (spec part 2 §2). */
export function StudentStatusBadge({ status }: { status: StudentStatus | null | undefined }) {
  const shown = status ?? "pending";
  return <Badge tone={statusTones[shown]}>{studentStatusLabels[shown]}</Badge>;
}

/** Moves the student to another status; the server tells the student. */
export function StudentStatusMenu({
  studentProfileId,
  status,
}: {
  studentProfileId: string;
  status: StudentStatus;
}) {
  const setStatus = useSetStudentStatus(studentProfileId);
  const [open, setOpen] = useState(false);
  // While a change is saved the trigger stays focusable (the menu hands the focus back to it) but
  // does not open: `pending` keeps the focus, and the menu refuses to open meanwhile.
  return (
    <DropdownMenu open={open} onOpenChange={(next) => setOpen(next && !setStatus.isPending)}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" pending={setStatus.isPending}>
          {setStatus.isPending ? "Updating..." : "Change status"}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-semibold">Student status</DropdownMenuLabel>
        {studentStatuses.map((option) => (
          <DropdownMenuItem
            key={option}
            disabled={option === status}
            onSelect={() =>
              setStatus.mutate(option, {
                onSuccess: () => toast({ title: "Status updated", description: studentStatusLabels[option] }),
              })
            }
          >
            {option === status ? (
              <Check aria-hidden="true" />
            ) : (
              <span aria-hidden="true" className="size-4" />
            )}
            {studentStatusLabels[option]}
            {option === status ? <span className="sr-only">(current)</span> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
