import type { MySubscription, Subscription, SubscriptionPlan } from "@meridian/contract";
import { PackageX } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { renewalLine } from "@/features/subscriptions/plan-status";
import { Link } from "@/lib/router";

/** An unknown plan, or one no longer offered. */
export function PlanNotFound() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-input px-6 py-14 text-center">
      <PackageX aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="mt-4 text-xl font-semibold text-foreground">Plan not found</h2>
      <p className="mt-1 max-w-md text-muted-foreground">
        This plan does not exist or is no longer offered. Choose one of the plans on offer.
      </p>
      <Button asChild className="mt-6">
        <Link to="/plans">See the plans</Link>
      </Button>
    </div>
  );
}

/** The free plan is not bought. */
export function FreePlanNote() {
  return (
    <div className="grid justify-items-start gap-4">
      <Alert tone="info" title="The free plan needs no payment">
        Every student account has it. Start with your dashboard.
      </Alert>
      <Button asChild>
        <Link to="/dashboard">Go to your dashboard</Link>
      </Button>
    </div>
  );
}

/** The student holds this plan already. */
export function CurrentPlanNote({ subscription }: { subscription: Subscription }) {
  return (
    <div className="grid justify-items-start gap-4">
      <Alert tone="success" title="This is your current plan">
        {renewalLine(subscription)}. You can renew it in its last month.
      </Alert>
      <Button asChild variant="outline">
        <Link to="/settings#plan">Manage plan</Link>
      </Button>
    </div>
  );
}

/** Back from the provider without paying. */
export function PaymentCancelledNote() {
  return (
    <Alert tone="warning" title="Payment cancelled">
      Nothing was charged. You can try again whenever you are ready.
    </Alert>
  );
}

interface PaymentReceivedProps {
  plan: SubscriptionPlan;
  mine: MySubscription;
  /** The plan is active: the provider's confirmation has reached the server. */
  active: boolean;
}

/**
 * Back from the provider after paying. The provider tells the server on its own channel, usually
 * within seconds; until then the page waits (the page refetches, and the billing notification
 * refetches at once).
 */
export function PaymentReceived({ plan, mine, active }: PaymentReceivedProps) {
  if (active && mine.subscription) {
    return (
      <div className="grid justify-items-start gap-4">
        <Alert tone="success" title={`Your ${plan.name} plan is active`}>
          {renewalLine(mine.subscription)}.
        </Alert>
        <Button asChild>
          <Link to="/dashboard">Go to your dashboard</Link>
        </Button>
      </div>
    );
  }
  return (
    <Alert tone="info" title="Payment received">
      <span className="flex items-center gap-2">
        <Spinner label="Waiting for your plan to start" className="[&_svg]:size-4" />
        Your plan starts as soon as the payment provider confirms it. This page updates by itself.
      </span>
    </Alert>
  );
}
