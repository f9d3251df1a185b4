import type { MySubscription, Purchase } from "@meridian/contract";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryContent } from "@/components/ui/panel-states";
import { SkeletonGroup } from "@/components/ui/skeleton-group";
import { formatDate } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { useCancelPlanRequest } from "../api/cancel-plan-request";
import { useCancelSubscription, useResumeSubscription } from "../api/change-renewal";
import { useMySubscription } from "../api/get-my-subscription";
import { activePaidSubscription, purchaseReference, renewalLine } from "../plan-status";
import { AllowanceList } from "./allowance-list";
import { PurchaseStateBadge } from "./purchase-request-card";
import { ReceiptsTable } from "./receipts-table";

/** The id of the section, for links such as the dashboard's "Manage plan" (/settings#plan; the layout scrolls to it). */
export const PLAN_SECTION_ID = "plan";

function RenewalControls({ mine }: { mine: MySubscription }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const subscription = activePaidSubscription(mine);
  if (!subscription) return null;
  const end = formatDate(subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => resume.mutate()} pending={resume.isPending}>
          {resume.isPending ? "Keeping your plan…" : "Keep my plan"}
        </Button>
        <p className="text-sm text-muted-foreground">Your plan ends on {end} unless you keep it.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => setConfirming(true)} pending={cancel.isPending}>
        {cancel.isPending ? "Cancelling…" : "Cancel at end of period"}
      </Button>
      <Button variant="ghost" asChild>
        <Link to="/plans">Change plan</Link>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your plan?"
        description={`Your ${subscription.plan.name} plan stays active until ${end} and is not renewed after that. You can keep it any time before then.`}
        confirmLabel="Cancel plan"
        destructive
        onConfirm={() => cancel.mutate()}
      />
    </div>
  );
}

/** Withdraws a request still waiting for an admin, once the student confirms it. */
function CancelRequest({ purchase }: { purchase: Purchase }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelPlanRequest();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} pending={cancel.isPending}>
        {cancel.isPending ? "Cancelling…" : "Cancel request"}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your plan request?"
        description={`Your request for the ${purchase.plan.name} plan is withdrawn and no admin will approve it. If you have already paid, contact support.`}
        confirmLabel="Cancel request"
        destructive
        onConfirm={() => cancel.mutate(purchase.id)}
      />
    </>
  );
}

function OpenPurchase({ purchase }: { purchase: Purchase }) {
  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-input p-4 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
        Your request for the <span className="min-w-0 wrap-anywhere">{purchase.plan.name}</span> plan
        <PurchaseStateBadge purchase={purchase} />
      </p>
      <p className="text-muted-foreground">
        Reference <span className="font-mono text-foreground">{purchaseReference(purchase)}</span>, asked on{" "}
        {formatDate(purchase.createdAt)}.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={`/checkout/${purchase.plan.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          View request
        </Link>
        {purchase.state === "pending" ? <CancelRequest purchase={purchase} /> : null}
      </div>
    </div>
  );
}

function CurrentPlan({ mine }: { mine: MySubscription }) {
  const paid = activePaidSubscription(mine);
  const { allowance } = mine;
  const name = paid?.plan.name ?? (allowance.source === "free_plan" ? allowance.planName : null);
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h3 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-foreground">
          <span className="min-w-0 wrap-anywhere">{name ?? "No plan yet"}</span>
          {paid ? (
            <Badge tone={paid.cancelAtPeriodEnd ? "warning" : "accent"}>
              {paid.cancelAtPeriodEnd ? "Cancelled" : "Active"}
            </Badge>
          ) : name ? (
            <Badge tone="neutral">Free</Badge>
          ) : null}
        </h3>
        <p className="text-sm text-muted-foreground">
          {paid
            ? `${renewalLine(paid)}. Started on ${formatDate(paid.startedAt)}.`
            : "A paid plan covers more universities and countries, with more help from a counselor."}
        </p>
      </div>
      <div className="max-w-md">
        <AllowanceList allowance={allowance} />
      </div>
      {paid ? (
        <RenewalControls mine={mine} />
      ) : (
        <Button asChild className="justify-self-start">
          <Link to="/plans">Upgrade</Link>
        </Button>
      )}
      {mine.openPurchase ? <OpenPurchase purchase={mine.openPurchase} /> : null}
    </div>
  );
}

/**
 * /settings "Plan and billing" (students): the plan and its renewal date, the allowance used,
 * cancelling at the end of the period (or keeping the plan after all), an open request, receipts.
 */
export function PlanBillingSection() {
  const mine = useMySubscription();
  return (
    <PanelSection
      id={PLAN_SECTION_ID}
      className="grid scroll-mt-24 gap-6 p-6"
      icon={CreditCard}
      title="Plan and billing"
      description="Your plan, what it allows, and your receipts."
    >
      <QueryContent
        query={mine}
        failure="Your plan could not be loaded."
        loading={
          <SkeletonGroup className="grid gap-3" blocks={["h-7 w-1/3", "h-4 w-1/2", "h-12 max-w-md"]} />
        }
      >
        {(data) => <CurrentPlan mine={data} />}
      </QueryContent>
      <div className="grid gap-3 border-t border-border pt-5">
        <h3 className="font-semibold text-foreground">Receipts</h3>
        <ReceiptsTable />
      </div>
    </PanelSection>
  );
}
