import {
  formatMoney,
  type PaymentRequest,
  RejectPaymentSchema,
  subscriptionLimits,
} from "@meridian/contract";
import { useWatch } from "react-hook-form";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Alert } from "@/components/ui/alert";
import { FormActions, RecordFormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { formatDate, localToday } from "@/lib/format-date";
import { toast } from "@/lib/use-toast";
import { useReviewPaymentRequest } from "../api/review-payment-request";
import { purchaseReference } from "../plan-status";
import { EvidenceFormSchema, evidenceDefaults, priceDifference } from "./payment-evidence-values";

interface ReviewDialogProps {
  request: PaymentRequest | null;
  onClose: () => void;
}

/** What the request is, above either form. */
function requestSummary(request: PaymentRequest): string {
  return `${request.student.name} asked for ${request.plan.name} at ${formatMoney(request.priceMinor, request.currency)} on ${formatDate(request.createdAt)}, reference ${purchaseReference(request)}.`;
}

/** Records the evidence of an offline payment and approves the request: the student's plan starts. */
export function ApproveDialog({ request, onClose }: ReviewDialogProps) {
  return (
    <RecordFormDialog
      record={request}
      onClose={onClose}
      title="Approve the payment"
      description={requestSummary}
    >
      {(open) => <ApproveForm key={open.id} request={open} onClose={onClose} />}
    </RecordFormDialog>
  );
}

function ApproveForm({ request, onClose }: { request: PaymentRequest; onClose: () => void }) {
  const form = useZodForm(EvidenceFormSchema, { defaultValues: evidenceDefaults(request) });
  const { errors, isSubmitting } = form.formState;
  const review = useReviewPaymentRequest();
  const [paidAmountMinor, paidCurrency] = useWatch({
    control: form.control,
    name: ["paidAmountMinor", "paidCurrency"],
  });
  const difference = priceDifference(request, { paidAmountMinor, paidCurrency });
  const { submit, failure } = useServerSubmit(form, {
    fields: ["paymentReference", "paidAmountMinor", "paidCurrency", "paidOn"],
    fallback: "The payment could not be approved. Please try again.",
    send: async (body) => {
      const approved = await review.mutateAsync({ requestId: request.id, decision: "approve", body });
      toast({
        title: "Payment approved",
        description: `${approved.student.name} now holds ${approved.plan.name}${approved.receiptNumber ? `; receipt ${approved.receiptNumber}` : ""}.`,
      });
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <TextField
        label="Payment reference"
        hint="The bank transfer's reference or the receipt number of the payment you checked."
        error={errors.paymentReference?.message}
        autoComplete="off"
        maxLength={subscriptionLimits.referenceMax}
        {...form.register("paymentReference")}
      />
      {/* Top-aligned: an error under one box grows down, the box beside it stays level. */}
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          label="Amount paid"
          error={errors.paidAmountMinor?.message}
          inputMode="decimal"
          autoComplete="off"
          {...form.register("paidAmountMinor")}
        />
        <TextField
          label="Currency"
          error={errors.paidCurrency?.message}
          autoComplete="off"
          maxLength={3}
          className="[&_input]:uppercase"
          {...form.register("paidCurrency")}
        />
      </div>
      {difference ? (
        <Alert tone="warning" title="The amount is not the plan's price">
          {difference}
        </Alert>
      ) : null}
      <TextField
        label="Paid on"
        type="date"
        max={localToday()}
        error={errors.paidOn?.message}
        {...form.register("paidOn")}
      />
      <FormActions onCancel={onClose} submitting={isSubmitting} label="Approve" />
    </form>
  );
}

/** Rejects a request with a reason the student is told. */
export function RejectDialog({ request, onClose }: ReviewDialogProps) {
  return (
    <RecordFormDialog
      record={request}
      onClose={onClose}
      title="Reject the request"
      description={requestSummary}
    >
      {(open) => <RejectForm key={open.id} request={open} onClose={onClose} />}
    </RecordFormDialog>
  );
}

function RejectForm({ request, onClose }: { request: PaymentRequest; onClose: () => void }) {
  const form = useZodForm(RejectPaymentSchema, { defaultValues: { reason: "" } });
  const review = useReviewPaymentRequest();
  const { submit, failure } = useServerSubmit(form, {
    fields: ["reason"],
    fallback: "The request could not be rejected. Please try again.",
    send: async (body) => {
      const rejected = await review.mutateAsync({ requestId: request.id, decision: "reject", body });
      toast({
        title: "Request rejected",
        description: `${rejected.student.name} is told why and can ask again.`,
      });
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <FormField
        label="Reason"
        hint="The student reads this in their notification."
        error={form.formState.errors.reason?.message}
      >
        {(control) => (
          <Textarea
            rows={4}
            maxLength={subscriptionLimits.reasonMax}
            {...control}
            {...form.register("reason")}
          />
        )}
      </FormField>
      <FormActions onCancel={onClose} submitting={form.formState.isSubmitting} label="Reject request" />
    </form>
  );
}
