import { MeetingInputSchema } from "@meridian/contract";
import { useState } from "react";
import { z } from "zod";
import { FormWithFailure } from "@/components/form-failure-alert";
import { FormActions, FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { formatDateTimeInZone } from "@/lib/format-date";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { toast } from "@/lib/use-toast";
import { useScheduleMeeting } from "../api/save-follow-up";
import { DateInput, localInstant, TimeInput } from "./local-time";

// The contract's meeting, its instant typed as a date and a time in the browser's time zone.
const MeetingFormSchema = MeetingInputSchema.omit({ startsAt: true })
  .extend({
    date: DateInput.refine((value) => value !== "", "Choose a date"),
    time: TimeInput.refine((value) => value !== "", "Choose a time"),
    note: z.string(),
  })
  .transform(({ date, time, note, ...meeting }) => ({
    ...meeting,
    startsAt: localInstant(date, time).toISOString(),
    ...(note.trim() ? { note } : {}),
  }));

const fields = { startsAt: "date", note: "note" } as const;

interface ScheduleMeetingDialogProps {
  studentProfileId: string;
  studentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Schedules a meeting with the student: a dated follow-up, and the student is notified. */
export function ScheduleMeetingDialog({
  studentProfileId,
  studentName,
  open,
  onOpenChange,
}: ScheduleMeetingDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Schedule meeting"
      description={`${studentName} is notified of the date and time.`}
    >
      <MeetingForm
        studentProfileId={studentProfileId}
        studentName={studentName}
        onClose={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function MeetingForm({
  studentProfileId,
  studentName,
  onClose,
}: {
  studentProfileId: string;
  studentName: string;
  onClose: () => void;
}) {
  const form = useZodForm(MeetingFormSchema, { defaultValues: { date: "", time: "", note: "" } });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const schedule = useScheduleMeeting();
  const { submit, failure } = useServerSubmit(form, {
    fields,
    fallback: "The meeting could not be scheduled. Please try again.",
    send: async (body) => {
      await schedule.mutateAsync({ studentProfileId, body, idempotencyKey });
      toast({
        title: "Meeting scheduled",
        description: `${studentName} was notified: ${formatDateTimeInZone(body.startsAt)}.`,
      });
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormWithFailure onSubmit={submit} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" error={errors.date?.message} {...form.register("date")} />
        <TextField label="Time" type="time" error={errors.time?.message} {...form.register("time")} />
      </div>
      <TextareaField
        label="Note"
        labelSuffix="(optional)"
        error={errors.note?.message}
        rows={4}
        {...form.register("note")}
      />
      <FormActions
        onCancel={onClose}
        submitting={isSubmitting}
        label="Schedule meeting"
        busyLabel="Scheduling..."
      />
    </FormWithFailure>
  );
}
