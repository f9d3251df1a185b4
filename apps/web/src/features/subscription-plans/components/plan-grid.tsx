import { planDisplay, type SubscriptionPlan } from "@meridian/contract";
import { CircleAlert, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonGroup } from "@/components/ui/skeleton-group";
import { useSubscriptionPlans } from "../api/list-subscription-plans";
import { isMostPopular, selectVisiblePlans } from "../plan-display";
import { PlanCard } from "./plan-card";

const gridClasses = "grid gap-6 sm:grid-cols-2 lg:grid-cols-4";
const skeletonKeys = Array.from(
  { length: planDisplay.skeletonCards },
  (_, index) => `plan-skeleton-${index}`,
);

function PlanCardSkeleton() {
  return (
    <Card className="p-6">
      <Skeleton className="size-11" />
      <Skeleton className="mt-4 h-6 w-1/2" />
      <Skeleton className="mt-2 h-4 w-3/4" />
      <Skeleton className="mt-6 h-8 w-2/3" />
      <SkeletonGroup
        className="mt-6 space-y-3"
        blocks={["h-3 w-full", "h-3 w-full", "h-3 w-4/5", "h-3 w-3/5"]}
      />
      <Skeleton className="mt-8 h-12 w-full" />
    </Card>
  );
}

/** What a card's action slot is told about its plan. */
export interface PlanActionContext {
  /** Visible plans, cheapest first: the page finds the free plan among them. */
  plans: readonly SubscriptionPlan[];
  popular: boolean;
}

interface PlanGridProps {
  /** The button or note under each card, filled by the page (it knows who is looking). */
  action: (plan: SubscriptionPlan, context: PlanActionContext) => ReactNode;
}

/** The plan cards of /plans with their loading, error and empty states. */
export function PlanGrid({ action }: PlanGridProps) {
  const { data, isPending, isError, refetch, isFetching } = useSubscriptionPlans();

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading plans
        </p>
        <div className={gridClasses} data-testid="plan-grid-loading">
          {skeletonKeys.map((key) => (
            <PlanCardSkeleton key={key} />
          ))}
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center">
        <CircleAlert aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="mt-4 text-lg font-medium text-foreground">Plans are not available right now.</p>
        <p className="mt-1 text-muted-foreground">Please try again in a moment.</p>
        <Button variant="outline" className="mt-6" onClick={() => void refetch()} pending={isFetching}>
          <RotateCw aria-hidden="true" className={isFetching ? "animate-spin" : undefined} />
          Retry
        </Button>
      </Card>
    );
  }

  const plans = selectVisiblePlans(data);
  if (plans.length === 0) {
    return (
      <Card className="mx-auto max-w-xl px-6 py-12 text-center">
        <p className="text-lg font-medium text-foreground">No plans are offered at the moment.</p>
      </Card>
    );
  }

  return (
    <>
      {plans.some((plan) => plan.isSample) ? (
        // A note, not a live region: it is part of the page, not news to announce.
        <Alert role="note" title="Sample plans" className="mx-auto mb-10 max-w-3xl">
          This demo shows sample plans. Their prices, limits and features are examples, not an offer.
        </Alert>
      ) : null}
      <ul className={gridClasses}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              popular={isMostPopular(plan)}
              action={action(plan, { plans, popular: isMostPopular(plan) })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
