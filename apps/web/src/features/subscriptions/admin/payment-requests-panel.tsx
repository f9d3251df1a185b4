import {
  conversionStateLabels,
  formatMoney,
  type PaymentRequest,
  PaymentRequestListQuerySchema,
} from "@meridian/contract";
import { Check, Inbox, X } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ListLoading } from "@/components/ui/data-table";
import { ListPager } from "@/components/ui/list-pager";
import { PanelSection } from "@/components/ui/panel-section";
import { EmptyNote, LoadFailure } from "@/components/ui/panel-states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDate } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { useListQueryState } from "@/lib/use-list-query-state";
import { type PaymentRequestQuery, usePaymentRequests } from "../api/list-payment-requests";
import { purchaseReference } from "../plan-status";
import { ApproveDialog, RejectDialog } from "./review-dialogs";

const PAGE_SIZE = 20;

type Tab = Extract<PaymentRequestQuery["state"], "pending" | "approved" | "rejected" | "all">;

const tabs: { value: Tab; label: string; empty: string }[] = [
  { value: "pending", label: "Waiting", empty: "No request is waiting for approval." },
  { value: "approved", label: "Approved", empty: "No payment has been approved yet." },
  { value: "rejected", label: "Rejected", empty: "No request has been rejected." },
  { value: "all", label: "All", empty: "No student has asked for a plan yet." },
];

const stateTones: Record<PaymentRequest["state"], BadgeTone> = {
  awaiting_payment: "neutral",
  pending: "warning",
  approved: "accent",
  rejected: "destructive",
  withdrawn: "neutral",
};

const providerLabels: Record<PaymentRequest["provider"], string> = {
  manual: "Offline payment",
  stripe: "Card payment",
  internal: "Recorded by an admin",
};

/** The admins' approvals queue: offline requests waiting first, then every decided purchase. */
export function PaymentRequestsPanel() {
  // Another tab starts at its first page (the hook's rule).
  const paging = useListQueryState(PaymentRequestListQuerySchema, {
    pageSize: PAGE_SIZE,
    defaults: { state: "pending" },
  });
  const tab = paging.query.state as Tab;
  const list = usePaymentRequests(paging.query);
  const [approving, setApproving] = useState<PaymentRequest | null>(null);
  const [rejecting, setRejecting] = useState<PaymentRequest | null>(null);
  const total = list.data?.total ?? 0;
  const current = tabs.find((item) => item.value === tab) ?? tabs[0];

  return (
    <PanelSection
      className="grid gap-5 p-4 sm:p-6"
      icon={Inbox}
      title="Payment requests"
      description="Students who asked for a plan and pay offline wait here until you check the payment."
    >
      <Tabs value={tab} onValueChange={(value) => paging.setFilters({ state: value as Tab })}>
        <TabsList
          aria-label="Requests to show"
          className="grid h-auto w-full grid-cols-4 sm:inline-flex sm:w-auto"
        >
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="px-1.5 text-xs sm:px-3 sm:text-sm">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="grid gap-4">
          {list.isPending ? (
            <ListLoading label="Payment requests: loading" count={3} itemClassName="h-24" />
          ) : list.isError ? (
            <LoadFailure
              message="The payment requests could not be loaded."
              onRetry={() => void list.refetch()}
            />
          ) : list.data.requests.length === 0 ? (
            <EmptyNote>{current?.empty}</EmptyNote>
          ) : (
            <>
              <ul className="grid gap-3" aria-label={`${current?.label} requests`}>
                {list.data.requests.map((request) => (
                  <RequestItem
                    key={request.id}
                    request={request}
                    onApprove={() => setApproving(request)}
                    onReject={() => setRejecting(request)}
                  />
                ))}
              </ul>
              <ListPager
                label="Request pages"
                total={total}
                noun={["request", "requests"]}
                loading={list.isPlaceholderData}
                {...paging.pager}
              />
            </>
          )}
        </TabsContent>
      </Tabs>
      <ApproveDialog request={approving} onClose={() => setApproving(null)} />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </PanelSection>
  );
}

interface RequestItemProps {
  request: PaymentRequest;
  onApprove: () => void;
  onReject: () => void;
}

function RequestItem({ request, onApprove, onReject }: RequestItemProps) {
  return (
    <li
      aria-label={`${request.student.name}, ${request.plan.name}`}
      className="grid gap-3 rounded-lg border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={`/dashboard/team/student/${request.student.profileId}`}
            className="font-semibold wrap-anywhere text-foreground underline-offset-4 hover:underline"
          >
            {request.student.name}
          </Link>
          <p className="text-xs break-all text-muted-foreground">{request.student.email}</p>
        </div>
        <Badge tone={stateTones[request.state]}>{conversionStateLabels[request.state]}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <Detail term="Reference">
          <span className="font-mono">{purchaseReference(request)}</span>
        </Detail>
        <Detail term="Plan">{request.plan.name}</Detail>
        <Detail term="Price">
          {formatMoney(request.priceMinor, request.currency)}{" "}
          <span className="text-xs">{request.currency}</span>
        </Detail>
        <Detail term="Asked on">{formatDate(request.createdAt)}</Detail>
        <Detail term="Payment">{providerLabels[request.provider]}</Detail>
      </dl>
      <Outcome request={request} />
      {request.state === "pending" ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onApprove} aria-label={`Approve the request of ${request.student.name}`}>
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onReject}
            aria-label={`Reject the request of ${request.student.name}`}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="wrap-anywhere text-foreground">{children}</dd>
    </div>
  );
}

/** What was decided: the evidence of a paid purchase, or the reason of a rejection. */
function Outcome({ request }: { request: PaymentRequest }) {
  const by = request.reviewedBy ? ` by ${request.reviewedBy.name}` : "";
  if (request.state === "approved" && request.paidAmountMinor !== null) {
    const paid = formatMoney(request.paidAmountMinor, request.paidCurrency ?? request.currency);
    return (
      <p className="text-sm text-muted-foreground">
        Paid {paid}
        {request.paidOn ? ` on ${formatDate(`${request.paidOn}T12:00:00`)}` : ""}
        {request.paymentReference ? `, reference ${request.paymentReference}` : ""}
        {request.receiptNumber ? `; receipt ${request.receiptNumber}` : ""}
        {by ? `; approved${by}` : ""}.
      </p>
    );
  }
  if (request.state === "rejected") {
    return (
      <p className="text-sm text-muted-foreground">
        Rejected{by}
        {request.reviewedAt ? ` on ${formatDate(request.reviewedAt)}` : ""}: {request.rejectionReason}
      </p>
    );
  }
  return null;
}
