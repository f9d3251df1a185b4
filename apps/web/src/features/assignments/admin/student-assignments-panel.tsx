import {
  ASSIGNMENT_PAGE_SIZE,
  type AssignmentStudent,
  AssignmentStudentListQuerySchema,
  studentStatusLabels,
} from "@meridian/contract";
import { History, UserCog } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { Label } from "@/components/ui/label";
import { ListPager } from "@/components/ui/list-pager";
import { NativeSelect } from "@/components/ui/native-select";
import { PanelSection } from "@/components/ui/panel-section";
import { SearchBox } from "@/components/ui/search-box";
import { formatDate } from "@/lib/format-date";
import { type ListFilters, useListQueryState } from "@/lib/use-list-query-state";
import { toast } from "@/lib/use-toast";
import { useBulkAssign } from "../api/bulk-assign";
import { useCounselorLoads } from "../api/list-counselors";
import { useAssignmentStudents } from "../api/list-students";
import { staffName } from "../counselor-load";
import { AssignDialog } from "./assign-dialog";
import { CounselorSelect } from "./counselor-select";
import { HistoryDialog } from "./history-dialog";

type Filters = ListFilters<typeof AssignmentStudentListQuerySchema>;

const studentName = (student: AssignmentStudent) => `${student.firstName} ${student.lastName}`;

/** "all", "unassigned", or a counselor's id: which students the table shows. */
function filtersFor(show: string): Pick<Filters, "assignment" | "counselorId"> {
  if (show === "all" || show === "unassigned") return { assignment: show, counselorId: undefined };
  return { assignment: "all", counselorId: show };
}

const columns: readonly DataColumn<AssignmentStudent>[] = [
  {
    id: "student",
    header: "Student",
    rowHeader: true,
    cell: (student) => (
      <>
        <span className="wrap-anywhere">{studentName(student)}</span>
        <span className="block text-xs font-normal break-all text-muted-foreground">{student.email}</span>
      </>
    ),
  },
  {
    id: "counselor",
    header: "Counselor",
    cell: (student) =>
      student.counselor ? (
        <>
          <span className="text-foreground">{staffName(student.counselor)}</span>
          {student.assignedAt ? (
            <span className="block text-xs text-muted-foreground">
              since {formatDate(student.assignedAt)}
            </span>
          ) : null}
        </>
      ) : (
        <Badge tone="warning">Unassigned</Badge>
      ),
  },
  {
    id: "status",
    header: "Status",
    cell: (student) => <Badge tone="neutral">{studentStatusLabels[student.status]}</Badge>,
  },
];

const noneSelected: ReadonlySet<string> = new Set();

/** The admin's students with their counselors: search, filter, page, assign one or many. */
export function StudentAssignmentsPanel() {
  const showId = useId();
  const bulkId = useId();
  // A new search or filter starts at its first page (the hook's rule).
  const paging = useListQueryState(AssignmentStudentListQuerySchema, { pageSize: ASSIGNMENT_PAGE_SIZE });
  const { search = "", assignment, counselorId } = paging.filters;
  const show = counselorId ?? assignment ?? "all";
  const list = useAssignmentStudents(paging.query);
  // The selection is one page's (at most 20 students, under the bulk limit of 100): another page,
  // search or filter clears it.
  const pageKey = JSON.stringify(paging.query);
  const [picked, setPicked] = useState({ pageKey, ids: noneSelected });
  // Dropped, not only hidden, when the page changes: coming back to a page starts it unselected.
  if (picked.pageKey !== pageKey) setPicked({ pageKey, ids: noneSelected });
  const selected = picked.pageKey === pageKey ? picked.ids : noneSelected;
  // While the next page loads, the rows on screen are the last page's: a tick there is not kept.
  const setSelected = (ids: ReadonlySet<string>) => {
    if (!list.isPlaceholderData) setPicked({ pageKey, ids });
  };
  const loads = useCounselorLoads();
  const bulk = useBulkAssign();
  const [bulkCounselor, setBulkCounselor] = useState("");
  const [assigning, setAssigning] = useState<AssignmentStudent | null>(null);
  const [historyOf, setHistoryOf] = useState<AssignmentStudent | null>(null);

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
          setSelected(noneSelected);
          setBulkCounselor("");
        },
      },
    );
  }

  return (
    <PanelSection
      className="grid gap-5 p-4 sm:p-6"
      icon={UserCog}
      title="Students and their counselors"
      description="Newest registrations first. Select students to assign them together."
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <SearchBox
          label="Search students"
          labelVisible
          placeholder="Name or email"
          className="max-w-none"
          value={search}
          onSearch={(text) => paging.setFilters({ search: text || undefined })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={showId}>Show</Label>
          <NativeSelect
            id={showId}
            value={show}
            onChange={(event) => paging.setFilters(filtersFor(event.target.value))}
          >
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
            <Button variant="outline" onClick={() => setSelected(noneSelected)}>
              Clear selection
            </Button>
            <Button disabled={bulkCounselor === ""} pending={bulk.isPending} onClick={assignSelected}>
              {bulk.isPending ? "Assigning..." : `Assign ${selected.size}`}
            </Button>
          </div>
        </section>
      ) : null}

      <DataTable
        caption="Students, newest registration first"
        columns={columns}
        rows={list.data?.students}
        rowKey={(student) => student.profileId}
        rowLabel={studentName}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (student) => `Select ${studentName(student)}`,
          allLabel: "Select every student on this page",
        }}
        failure={queryFailure(list, "The students could not be loaded.")}
        empty={{
          message:
            search || show !== "all" ? "No students match this search." : "No students have registered yet.",
        }}
        busy={list.isPlaceholderData}
        loadingRows={5}
        actions={(student) => (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${student.counselor ? "Change counselor of" : "Assign a counselor to"} ${studentName(student)}`}
              onClick={() => setAssigning(student)}
            >
              <UserCog aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Assignment history of ${studentName(student)}`}
              onClick={() => setHistoryOf(student)}
            >
              <History aria-hidden="true" />
            </Button>
          </>
        )}
      />
      {list.data ? (
        <ListPager
          label="Student pages"
          total={list.data.total}
          noun={["student", "students"]}
          loading={list.isPlaceholderData}
          {...paging.pager}
        />
      ) : null}

      <AssignDialog student={assigning} loads={loads.data} onClose={() => setAssigning(null)} />
      <HistoryDialog student={historyOf} onClose={() => setHistoryOf(null)} />
    </PanelSection>
  );
}
