import { CreateForumReportSchema, communityLimits } from "@meridian/contract";
import { Flag } from "lucide-react";
import { useState } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useReportContent } from "../api/report-content";

const ReasonSchema = CreateForumReportSchema.pick({ reason: true });
const fields = ["reason"] as const;

/** "Report" and its dialog: the reason goes to the moderators, and a toast says it did. */
export function ReportDialog({
  targetKind,
  targetId,
  label,
}: {
  targetKind: "post" | "comment";
  targetId: string;
  /** What is reported, for the button's name, e.g. "comment by Ana P.". */
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const report = useReportContent();
  const form = useZodForm(ReasonSchema, { defaultValues: { reason: "" } });
  const { submit, failure } = useServerSubmit(form, {
    fields,
    fallback: "Your report could not be sent. Check your connection and try again.",
    send: async ({ reason }) => {
      await report.mutateAsync({ targetKind, targetId, reason });
      setOpen(false);
      form.reset();
      toast({ title: "Report sent", description: "Thank you. A moderator will look at it." });
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Report ${label}`}>
          <Flag aria-hidden="true" />
          Report
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Report this ${targetKind}`}
        description="Tell the moderators what is wrong. The author is not told who reported it."
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextareaField
            label="Reason"
            error={errors.reason?.message}
            rows={4}
            maxLength={communityLimits.reportReasonMax}
            {...form.register("reason")}
          />
          <FormFailureAlert failure={failure} />
          <FormActions
            onCancel={() => setOpen(false)}
            submitting={isSubmitting}
            label="Send report"
            busyLabel="Sending…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
