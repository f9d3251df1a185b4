import type { MySubscription, SubscriptionPlan } from "@meridian/contract";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useId } from "react";
import { BackLink } from "@/components/ui/back-link";
import { CardSection } from "@/components/ui/card";
import { LoadFailure } from "@/components/ui/panel-states";
import { SkeletonGroup } from "@/components/ui/skeleton-group";
import { useSubscriptionPlans } from "@/features/subscription-plans/api/list-subscription-plans";
import { PlanSummary } from "@/features/subscription-plans/components/plan-summary";
import { selectVisiblePlans } from "@/features/subscription-plans/plan-display";
import { useMySubscription } from "@/features/subscriptions/api/get-my-subscription";
import { CheckoutPanel } from "@/features/subscriptions/components/checkout-panel";
import { HeldPlan } from "@/features/subscriptions/components/held-plan";
import { inRenewalWindow } from "@/features/subscriptions/plan-status";
import { useParams, useSearchParams } from "@/lib/router";
import {
  CurrentPlanNote,
  FreePlanNote,
  PaymentCancelledNote,
  PaymentReceived,
  PlanNotFound,
} from "./checkout/checkout-states";

/** How often a returning payment is asked after, besides the live billing notification. */
const PAYMENT_POLL_MS = 3_000;

function holds(mine: MySubscription | undefined, planId: string): boolean {
  return mine?.subscription?.status === "active" && mine.subscription.plan.id === planId;
}

function CheckoutSkeleton() {
  return <SkeletonGroup className="grid gap-6 lg:grid-cols-2" blocks={["h-72", "h-56"]} />;
}

/**
 * /checkout/:planId (students): the plan's summary, what the student holds now, and the way to
 * buy it: a request for an admin (manual payments) or the provider's hosted checkout (Stripe),
 * which sends the student back here with ?payment=success or ?payment=cancelled.
 */
export function CheckoutPage() {
  const { planId = "" } = useParams();
  const [params] = useSearchParams();
  const payment = params.get("payment");
  const plans = useSubscriptionPlans();
  // After a payment, ask until the plan is active: the billing notification usually says so first.
  const waiting = (value: MySubscription | undefined) => payment === "success" && !holds(value, planId);
  const mine = useMySubscription({
    refetchInterval: (data) => (waiting(data) ? PAYMENT_POLL_MS : false),
  });
  const summaryId = useId();
  const actionId = useId();

  let body: ReactNode;
  // A failed refetch (a poll while waiting for a payment) keeps what was shown; only a first
  // answer that never came is a failure.
  if ((plans.isError && !plans.data) || (mine.isError && !mine.data)) {
    body = (
      <LoadFailure
        message="This plan could not be loaded."
        onRetry={() => {
          if (plans.isError) void plans.refetch();
          if (mine.isError) void mine.refetch();
        }}
      />
    );
  } else if (!plans.data || !mine.data) {
    body = <CheckoutSkeleton />;
  } else {
    const plan = selectVisiblePlans(plans.data).find((candidate) => candidate.id === planId);
    body = plan ? (
      <CheckoutBody
        plan={plan}
        mine={mine.data}
        payment={payment}
        summaryId={summaryId}
        actionId={actionId}
      />
    ) : (
      <PlanNotFound />
    );
  }

  return (
    <section className="container-page grid max-w-5xl gap-8 py-10 sm:py-14">
      <div className="grid gap-3">
        <BackLink to="/plans" icon={ArrowLeft} className="justify-self-start">
          All plans
        </BackLink>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Checkout</h1>
      </div>
      {body}
    </section>
  );
}

interface CheckoutBodyProps {
  plan: SubscriptionPlan;
  mine: MySubscription;
  payment: string | null;
  summaryId: string;
  actionId: string;
}

function CheckoutBody({ plan, mine, payment, summaryId, actionId }: CheckoutBodyProps) {
  const free = plan.priceMinor === 0;
  const held = holds(mine, plan.id);
  // A plan held is bought again only as a renewal, in its last month (decision 041).
  const renewable = held && mine.subscription !== null && inRenewalWindow(mine.subscription);
  let action: ReactNode;
  if (free) {
    action = <FreePlanNote />;
  } else if (payment === "success") {
    action = <PaymentReceived plan={plan} mine={mine} active={held} />;
  } else if (held && !renewable && mine.subscription) {
    action = <CurrentPlanNote subscription={mine.subscription} />;
  } else {
    action = (
      <div className="grid gap-4">
        {payment === "cancelled" ? <PaymentCancelledNote /> : null}
        <CheckoutPanel plan={plan} mine={mine} />
      </div>
    );
  }
  const title = free ? "Your free plan" : held ? `Your ${plan.name} plan` : `Get the ${plan.name} plan`;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <CardSection aria-labelledby={summaryId} className="p-6">
        <PlanSummary plan={plan} headingId={summaryId} />
      </CardSection>
      <CardSection aria-labelledby={actionId} className="grid gap-4 p-6">
        <div className="grid gap-1">
          <h2 id={actionId} className="text-lg font-semibold text-foreground">
            {title}
          </h2>
          {/* What the student holds, unless the panel below already says it is this plan. */}
          {held && !renewable ? null : <HeldPlan mine={mine} />}
        </div>
        {action}
      </CardSection>
    </div>
  );
}
