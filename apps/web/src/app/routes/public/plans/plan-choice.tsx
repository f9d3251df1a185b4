import type { MySubscription, SubscriptionPlan } from "@meridian/contract";
import { CircleCheck, Clock } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/auth/hooks/use-session";
import type { PlanActionContext } from "@/features/subscription-plans/components/plan-grid";
import { chooseLabel } from "@/features/subscription-plans/plan-display";
import { useMySubscription } from "@/features/subscriptions/api/get-my-subscription";
import { inRenewalWindow } from "@/features/subscriptions/plan-status";
import { Link } from "@/lib/router";

/** Where a plan is bought: the checkout, for a signed-in student. */
export function checkoutPath(planId: string): string {
  return `/checkout/${planId}`;
}

/** A guest signs in (or registers) first and comes back to the same plan's checkout. */
export function signInToBuyPath(planId: string): string {
  return `/auth?type=student&next=${encodeURIComponent(checkoutPath(planId))}`;
}

/**
 * The plan a student holds now: their active subscription's, else the free plan the server says
 * their limits come from (found by name, which is unique regardless of case).
 */
export function heldPlanId(mine: MySubscription, plans: readonly SubscriptionPlan[]): string | undefined {
  if (mine.subscription?.status === "active") return mine.subscription.plan.id;
  const { source, planName } = mine.allowance;
  if (source !== "free_plan" || !planName) return undefined;
  return plans.find((plan) => plan.name.toLowerCase() === planName.toLowerCase())?.id;
}

interface PlanChoiceProps extends PlanActionContext {
  plan: SubscriptionPlan;
}

/**
 * The action under a plan card on /plans: guests sign in to buy it, students go to its checkout
 * (or see it is the plan they hold, or that they asked for it), staff and company accounts are
 * told that plans are for students.
 */
export function PlanChoice({ plan, plans, popular }: PlanChoiceProps) {
  const { user, isLoading } = useSession();
  const isStudent = user?.userType === "customer";
  const mine = useMySubscription({ enabled: isStudent });
  const classes = buttonClasses(popular ? "primary" : "outline", "lg", "w-full");

  if (isLoading || (isStudent && mine.isPending)) return <Skeleton className="h-12 w-full" />;

  if (!user) {
    return (
      <Link to={signInToBuyPath(plan.id)} className={classes}>
        {chooseLabel(plan)}
      </Link>
    );
  }

  if (!isStudent) {
    return (
      <p className="flex min-h-12 items-center justify-center rounded-md border border-dashed border-input px-3 text-center text-sm text-muted-foreground">
        Plans are bought by student accounts.
      </p>
    );
  }

  // A failed read of the student's plan still lets them choose: the checkout says the rest.
  const data = mine.data;
  if (data && heldPlanId(data, plans) === plan.id) {
    // A paid plan can be bought again in its last month; until then it is simply held.
    if (data.subscription?.status === "active" && inRenewalWindow(data.subscription)) {
      return (
        <Link to={checkoutPath(plan.id)} className={classes}>
          Renew plan
        </Link>
      );
    }
    return (
      <Button variant="outline" size="lg" className="w-full" disabled>
        <CircleCheck aria-hidden="true" />
        Your current plan
      </Button>
    );
  }
  if (data?.openPurchase?.plan.id === plan.id) {
    return (
      <Link to={checkoutPath(plan.id)} className={buttonClasses("secondary", "lg", "w-full")}>
        <Clock aria-hidden="true" />
        View your request
      </Link>
    );
  }
  return (
    <Link to={checkoutPath(plan.id)} className={classes}>
      {chooseLabel(plan)}
    </Link>
  );
}
