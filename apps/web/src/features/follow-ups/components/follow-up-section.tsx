import {
  conversionStatusLabels,
  type FollowUpCategory,
  type FollowUpNote,
  followUpCategories,
  followUpCategoryLabels,
} from "@meridian/contract";
import { CalendarClock, CheckCircle2, ClipboardList, Pencil, Plus, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { PanelSection } from "@/components/ui/panel-section";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { SEARCH_DEBOUNCE_MS } from "@/components/ui/search-box";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDateTime, formatDateTimeInZone, withLocalTimes } from "@/lib/format-date";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { toast } from "@/lib/use-toast";
import { useFollowUps } from "../api/list-follow-ups";
import { useToggleFollowUp } from "../api/save-follow-up";
import { FollowUpFormDialog, type NoteDialogTarget } from "./follow-up-form-dialog";
import { PriorityBadge } from "./priority-badge";

/** The student's follow-up notes in their four categories, with search, add, edit, complete and reopen. */
export function FollowUpSection({ studentProfileId }: { studentProfileId: string }) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  // The server is asked once typing pauses, as the lists' search boxes do.
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useFollowUps(studentProfileId, q);
  const [dialog, setDialog] = useState<NoteDialogTarget | null>(null);

  return (
    <PanelSection
      className="grid gap-5 p-4 sm:p-6"
      icon={ClipboardList}
      title="Follow-up Management"
      description="Notes the team keeps on this student, by category."
      action={
        <Button size="sm" onClick={() => setDialog({ mode: "add", category: "lead" })}>
          <Plus aria-hidden="true" />
          Add note
        </Button>
      }
    >
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>Search follow-up notes</Label>
        <SearchInput
          id={searchId}
          placeholder="Title or note text"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <QueryContent
        query={query}
        failure="The follow-up notes could not be loaded."
        loading={
          <div className="grid gap-3" role="status">
            <span className="sr-only">Loading follow-up notes</span>
            {followUpCategories.map((category) => (
              <Skeleton key={category} className="h-20" />
            ))}
          </div>
        }
      >
        {(notes) => (
          <div className="grid gap-5">
            <p className="sr-only" aria-live="polite">
              {q ? `${notes.length} notes match "${q}"` : ""}
            </p>
            {followUpCategories.map((category) => (
              <CategoryNotes
                key={category}
                category={category}
                notes={notes.filter((note) => note.category === category)}
                searching={q !== ""}
                studentProfileId={studentProfileId}
                onAdd={() => setDialog({ mode: "add", category })}
                onEdit={(note) => setDialog({ mode: "edit", note })}
              />
            ))}
          </div>
        )}
      </QueryContent>
      <FollowUpFormDialog
        studentProfileId={studentProfileId}
        target={dialog}
        onClose={() => setDialog(null)}
      />
    </PanelSection>
  );
}

interface CategoryNotesProps {
  category: FollowUpCategory;
  notes: FollowUpNote[];
  searching: boolean;
  studentProfileId: string;
  onAdd: () => void;
  onEdit: (note: FollowUpNote) => void;
}

function CategoryNotes({ category, notes, searching, studentProfileId, onAdd, onEdit }: CategoryNotesProps) {
  const headingId = useId();
  const label = followUpCategoryLabels[category];
  const noun = label.toLowerCase();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold text-foreground">
          {label}
          <Badge tone="neutral">
            {notes.length} {notes.length === 1 ? "note" : "notes"}
          </Badge>
        </h3>
        <Button variant="ghost" size="sm" onClick={onAdd} aria-label={`Add ${noun} note`}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {notes.length === 0 ? (
        <EmptyNote>{searching ? `No ${noun} notes match your search` : `No ${noun} notes yet`}</EmptyNote>
      ) : (
        <ul className="grid gap-3">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              studentProfileId={studentProfileId}
              onEdit={() => onEdit(note)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function NoteItem({
  note,
  studentProfileId,
  onEdit,
}: {
  note: FollowUpNote;
  studentProfileId: string;
  onEdit: () => void;
}) {
  const toggle = useToggleFollowUp();
  const completed = note.completedAt !== null;
  const setCompleted = (next: boolean) =>
    toggle.mutate(
      { studentProfileId, noteId: note.id, body: { completed: next } },
      {
        onSuccess: () =>
          toast({
            title: next ? "Follow-up note completed" : "Follow-up note reopened",
            description: note.title,
          }),
      },
    );
  return (
    <li
      className={cn(
        "grid gap-2 rounded-lg border p-3 sm:p-4",
        note.overdue ? "border-destructive bg-destructive-soft/40" : "border-border",
        completed && "opacity-80",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className={cn("min-w-0 font-medium wrap-anywhere text-foreground", completed && "line-through")}>
          {note.title}
        </h4>
        <div className="flex flex-wrap gap-1.5">
          {note.overdue ? <Badge tone="destructive">Overdue</Badge> : null}
          {completed ? <Badge tone="accent">Completed</Badge> : null}
          {note.conversionStatus ? (
            <Badge tone="primary">{conversionStatusLabels[note.conversionStatus]}</Badge>
          ) : null}
          <PriorityBadge priority={note.priority} />
        </div>
      </div>
      <p className="text-sm wrap-anywhere whitespace-pre-wrap text-muted-foreground">
        {withLocalTimes(note.content)}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p
          className={cn(
            "flex items-center gap-1.5",
            note.overdue ? "font-medium text-destructive" : "text-muted-foreground",
          )}
        >
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {completed
            ? `Completed ${formatDateTime(note.completedAt)}`
            : note.dueAt
              ? `Due ${formatDateTimeInZone(note.dueAt)}`
              : `Added ${formatDateTime(note.createdAt)}`}
        </p>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit "${note.title}"`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            pending={toggle.isPending}
            onClick={() => setCompleted(!completed)}
            aria-label={completed ? `Reopen "${note.title}"` : `Complete "${note.title}"`}
          >
            {completed ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
            {completed ? "Reopen" : "Complete"}
          </Button>
        </div>
      </div>
    </li>
  );
}
