import { ASSIGNMENT_PAGE_SIZE, type AssignmentStudent, studentStatusLabels } from "@meridian/contract";
import { History, Search, UserCog } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ListPager } from "@/components/ui/list-pager";
import { NativeSelect } from "@/components/ui/native-select";
import { PanelHeading } from "@/components/ui/panel-heading";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format-date";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { toast } from "@/lib/use-toast";
import { useBulkAssign } from "../api/bulk-assign";
import { useCounselorLoads } from "../api/list-counselors";
import { type StudentPageQuery, useAssignmentStudents } from "../api/list-students";
import { staffName } from "../counselor-load";
import { AssignDialog } from "./assign-dialog";
import { CounselorSelect } from "./counselor-select";
import { HistoryDialog } from "./history-dialog";

/** How long typing must pause before the table searches. */
export const STUDENT_SEARCH_DEBOUNCE_MS = 300;
const skeletonRows = Array.from({ length: 5 }, (_, index) => `assignment-skeleton-${index}`);
// On phones the row keeps the checkbox, the student and the actions; the rest moves under the name.
const WIDE_ONLY = "hidden md:table-cell";

/** "all", "unassigned", or a counselor's id: which students the table shows. */
function filterQuery(show: string): Pick<StudentPageQuery, "assignment" | "counselorId"> {
  if (show === "all") return { assignment: "all" };
  if (show === "unassigned") return { assignment: "unassigned" };
  return { counselorId: show };
}

/** The admin's students with their counselors: search, filter, page, assign one or many. */
export function StudentAssignmentsPanel() {
  const headingId = useId();
  const searchId = useId();
  const showId = useId();
  const bulkId = useId();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), STUDENT_SEARCH_DEBOUNCE_MS);
  const [show, setShow] = useState("all");
  const [page, setPage] = useState(0);
  const [pageKey, setPageKey] = useState(`${search}|${show}`);
  // A new search or filter starts at its first page, with nothing selected.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  if (pageKey !== `${search}|${show}`) {
    setPageKey(`${search}|${show}`);
    setPage(0);
    setSelected(new Set());
  }
  const list = useAssignmentStudents({ search, ...filterQuery(show), offset: page * ASSIGNMENT_PAGE_SIZE });
  const loads = useCounselorLoads();
  const bulk = useBulkAssign();
  const [bulkCounselor, setBulkCounselor] = useState("");
  const [assigning, setAssigning] = useState<AssignmentStudent | null>(null);
  const [historyOf, setHistoryOf] = useState<AssignmentStudent | null>(null);

  const rows = list.data?.students ?? [];
  const total = list.data?.total ?? 0;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.profileId));

  function toggle(profileId: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(profileId);
    else next.delete(profileId);
    setSelected(next);
  }

  // The selection is one page's (at most 20 students, under the bulk limit of 100): a new page clears it.
  function goTo(next: number) {
    setPage(next);
    setSelected(new Set());
  }

  function assignSelected() {
    const counselor = loads.data?.counselors.find((c) => c.id === bulkCounselor);
    if (!counselor || selected.size === 0) return;
    bulk.mutate(
      { studentIds: [...selected], counselorId: counselor.id },
      {
        onSuccess: (result) => {
          toast({
            title: `${result.changed} ${result.changed === 1 ? "student" : "students"} assigned to ${staffName(counselor)}`,
            description: result.unchanged > 0 ? `${result.unchanged} already had this counselor.` : undefined,
          });
          setSelected(new Set());
          setBulkCounselor("");
        },
      },
    );
  }

  return (
    <CardSection className="grid gap-5 p-4 sm:p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={UserCog}
        title="Students and their counselors"
        description="Newest registrations first. Select students to assign them together."
      />

      <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>Search students</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              withLeadingIcon
              autoComplete="off"
              placeholder="Name or email"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={showId}>Show</Label>
          <NativeSelect id={showId} value={show} onChange={(event) => setShow(event.target.value)}>
            <option value="all">All students</option>
            <option value="unassigned">Unassigned only</option>
            {loads.data?.counselors.map((counselor) => (
              <option key={counselor.id} value={counselor.id}>
                Students of {staffName(counselor)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {selected.size > 0 ? (
        <section
          aria-label="Assign the selected students"
          className="grid gap-3 rounded-lg border border-primary/40 bg-primary-soft/40 p-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <div className="grid gap-1.5">
            <Label htmlFor={bulkId}>
              Counselor for {selected.size} selected {selected.size === 1 ? "student" : "students"}
            </Label>
            {loads.data ? (
              <CounselorSelect
                id={bulkId}
                loads={loads.data}
                placeholder="Choose a counselor"
                value={bulkCounselor}
                onChange={(event) => setBulkCounselor(event.target.value)}
              />
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
            <Button disabled={bulkCounselor === ""} pending={bulk.isPending} onClick={assignSelected}>
              {bulk.isPending ? "Assigning..." : `Assign ${selected.size}`}
            </Button>
          </div>
        </section>
      ) : null}

      {list.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {skeletonRows.map((key) => (
            <Skeleton key={key} className="h-12 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadFailure message="The students could not be loaded." onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Students, newest registration first</caption>
              <thead className="bg-muted text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="w-10 px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-4 cursor-pointer accent-primary"
                      aria-label="Select every student on this page"
                      checked={allSelected}
                      disabled={rows.length === 0}
                      onChange={(event) =>
                        setSelected(
                          event.target.checked ? new Set(rows.map((row) => row.profileId)) : new Set(),
                        )
                      }
                    />
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Student
                  </th>
                  <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                    Counselor
                  </th>
                  <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="px-3 py-6 text-center text-muted-foreground">
                      {search || show !== "all"
                        ? "No students match this search."
                        : "No students have registered yet."}
                    </td>
                  </tr>
                ) : (
                  rows.map((student) => (
                    <StudentRow
                      key={student.profileId}
                      student={student}
                      selected={selected.has(student.profileId)}
                      onSelect={(on) => toggle(student.profileId, on)}
                      onAssign={() => setAssigning(student)}
                      onHistory={() => setHistoryOf(student)}
                    />
                  ))
                )}
              </tbody>
            </table>
          </div>
          <ListPager
            label="Student pages"
            total={total}
            page={page}
            pageSize={ASSIGNMENT_PAGE_SIZE}
            noun={["student", "students"]}
            loading={list.isPlaceholderData}
            onPage={goTo}
          />
        </>
      )}

      <AssignDialog student={assigning} loads={loads.data} onClose={() => setAssigning(null)} />
      <HistoryDialog student={historyOf} onClose={() => setHistoryOf(null)} />
    </CardSection>
  );
}

interface StudentRowProps {
  student: AssignmentStudent;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onAssign: () => void;
  onHistory: () => void;
}

function StudentRow({ student, selected, onSelect, onAssign, onHistory }: StudentRowProps) {
  const name = `${student.firstName} ${student.lastName}`;
  const counselor = student.counselor ? staffName(student.counselor) : "Unassigned";
  return (
    <tr aria-label={name}>
      <td className="px-3 py-2 align-top">
        <input
          type="checkbox"
          className="mt-1 size-4 cursor-pointer accent-primary"
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <th scope="row" className="px-3 py-2 align-top font-medium text-foreground">
        <span className="wrap-anywhere">{name}</span>
        <span className="block text-xs font-normal break-all text-muted-foreground">{student.email}</span>
        <span className="block text-xs font-normal text-muted-foreground md:hidden">
          {counselor} · {studentStatusLabels[student.status]}
        </span>
      </th>
      <td className={`${WIDE_ONLY} px-3 py-2 align-top`}>
        {student.counselor ? (
          <>
            <span className="text-foreground">{counselor}</span>
            {student.assignedAt ? (
              <span className="block text-xs text-muted-foreground">
                since {formatDate(student.assignedAt)}
              </span>
            ) : null}
          </>
        ) : (
          <Badge tone="warning">Unassigned</Badge>
        )}
      </td>
      <td className={`${WIDE_ONLY} px-3 py-2 align-top`}>
        <Badge tone="neutral">{studentStatusLabels[student.status]}</Badge>
      </td>
      <td className="px-3 py-2 align-top">
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${student.counselor ? "Change counselor of" : "Assign a counselor to"} ${name}`}
            onClick={onAssign}
          >
            <UserCog aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Assignment history of ${name}`}
            onClick={onHistory}
          >
            <History aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
}
