import {
  type FollowUpCategory,
  FollowUpInputSchema,
  type FollowUpNote,
  followUpCategories,
  followUpCategoryLabels,
  followUpPriorities,
  followUpPriorityLabels,
} from "@meridian/contract";
import { useState } from "react";
import { FormWithFailure } from "@/components/form-failure-alert";
import { FormActions, FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { SelectOptions } from "@/components/ui/select-options";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { toast } from "@/lib/use-toast";
import { useCreateFollowUp, useUpdateFollowUp } from "../api/save-follow-up";
import { DateInput, localInstant, localParts, TimeInput } from "./local-time";

// The contract's note, with its due instant typed as a date and a time in the browser's zone.
const NoteFormSchema = FollowUpInputSchema.omit({ dueAt: true, date: true })
  .extend({ dueDate: DateInput, dueTime: TimeInput })
  .refine((value) => value.dueDate !== "" || value.dueTime === "", {
    path: ["dueDate"],
    message: "Choose a date for this time",
  })
  .transform(({ dueDate, dueTime, ...note }) => ({
    ...note,
    // A date without a time is due at the start of the working day.
    dueAt: dueDate ? localInstant(dueDate, dueTime || "09:00").toISOString() : null,
  }));

const fields = {
  category: "category",
  title: "title",
  priority: "priority",
  content: "content",
  dueAt: "dueDate",
} as const;

/** What the dialog does: add a note (in a category chosen up front), or edit one. */
export type NoteDialogTarget =
  | { mode: "add"; category: FollowUpCategory }
  | { mode: "edit"; note: FollowUpNote };

interface FollowUpFormDialogProps {
  studentProfileId: string;
  target: NoteDialogTarget | null;
  onClose: () => void;
}

/** The add / edit form of a follow-up note, in a dialog. */
export function FollowUpFormDialog({ studentProfileId, target, onClose }: FollowUpFormDialogProps) {
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={target?.mode === "add" ? "Add follow-up note" : "Edit follow-up note"}
      description={target?.mode === "edit" ? target.note.title : undefined}
    >
      {target ? <NoteForm studentProfileId={studentProfileId} target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function NoteForm({
  studentProfileId,
  target,
  onClose,
}: {
  studentProfileId: string;
  target: NoteDialogTarget;
  onClose: () => void;
}) {
  const editing = target.mode === "edit" ? target.note : null;
  const due = localParts(editing?.dueAt ?? null);
  const defaultValues = {
    category: editing?.category ?? (target.mode === "add" ? target.category : "lead"),
    title: editing?.title ?? "",
    priority: editing?.priority ?? "medium",
    content: editing?.content ?? "",
    dueDate: due.date,
    dueTime: due.time,
  };
  const form = useZodForm(NoteFormSchema, { defaultValues });
  // The selects also take their first value from React (defaultValue): the form's ref write of a
  // non-first option did not show on the first render of the dialog.
  // One key per opened form: a retry after a lost answer returns the note the first call made.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateFollowUp();
  const update = useUpdateFollowUp();
  const { submit, failure } = useServerSubmit(form, {
    fields,
    fallback: "The note could not be saved. Please try again.",
    send: async (body) => {
      if (editing) {
        await update.mutateAsync({ studentProfileId, noteId: editing.id, body });
        toast({ title: "Follow-up note updated", description: body.title });
      } else {
        await create.mutateAsync({ studentProfileId, body, idempotencyKey });
        toast({ title: "Follow-up note added successfully", description: body.title });
      }
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <FormWithFailure onSubmit={submit} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          error={errors.category?.message}
          defaultValue={defaultValues.category}
          {...form.register("category")}
        >
          <SelectOptions values={followUpCategories} labels={followUpCategoryLabels} />
        </SelectField>
        <SelectField
          label="Priority"
          error={errors.priority?.message}
          defaultValue={defaultValues.priority}
          {...form.register("priority")}
        >
          <SelectOptions values={followUpPriorities} labels={followUpPriorityLabels} />
        </SelectField>
      </div>
      <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
      <TextareaField label="Note" error={errors.content?.message} rows={5} {...form.register("content")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Due date"
          labelSuffix="(optional)"
          className="content-start"
          type="date"
          error={errors.dueDate?.message}
          {...form.register("dueDate")}
        />
        <TextField
          label="Due time"
          labelSuffix="(optional)"
          className="content-start"
          type="time"
          hint="9:00 when left empty"
          error={errors.dueTime?.message}
          {...form.register("dueTime")}
        />
      </div>
      <FormActions
        onCancel={onClose}
        submitting={isSubmitting}
        label={editing ? "Save changes" : "Add note"}
      />
    </FormWithFailure>
  );
}
