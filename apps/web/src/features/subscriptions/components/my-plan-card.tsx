import type { MySubscription } from "@meridian/contract";
import { ArrowRight, Gem } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { QueryContent } from "@/components/ui/panel-states";
import { SkeletonGroup } from "@/components/ui/skeleton-group";
import { Link } from "@/lib/router";
import { useMySubscription } from "../api/get-my-subscription";
import { activePaidSubscription, renewalLine } from "../plan-status";
import { AllowanceList } from "./allowance-list";
import { PurchaseStateBadge } from "./purchase-request-card";

function PlanDetails({ mine }: { mine: MySubscription }) {
  const paid = activePaidSubscription(mine);
  const { allowance, openPurchase } = mine;
  const name = paid?.plan.name ?? (allowance.source === "free_plan" ? allowance.planName : null);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 text-xl font-semibold text-foreground wrap-anywhere">
            {name ?? "No plan yet"}
          </span>
          {!paid && name ? <Badge tone="neutral">Free</Badge> : null}
        </p>
        {paid ? <p className="text-sm text-muted-foreground">{renewalLine(paid)}</p> : null}
      </div>
      <AllowanceList allowance={allowance} />
      {openPurchase ? (
        <div className="grid gap-2 rounded-lg border border-dashed border-input p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 text-foreground">
            Requested: <span className="min-w-0 font-medium wrap-anywhere">{openPurchase.plan.name}</span>
            <PurchaseStateBadge purchase={openPurchase} />
          </p>
          <Link
            to={`/checkout/${openPurchase.plan.id}`}
            className="inline-flex items-center gap-1 justify-self-start font-medium text-primary underline-offset-4 hover:underline"
          >
            View request
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : null}
      {paid ? (
        <Button variant="outline" size="sm" asChild className="justify-self-start">
          <Link to="/settings#plan">Manage plan</Link>
        </Button>
      ) : (
        <Button size="sm" asChild className="justify-self-start">
          <Link to="/plans">Upgrade</Link>
        </Button>
      )}
    </div>
  );
}

/** The student dashboard's plan card: the plan, its date, the allowance used, and the way on. */
export function MyPlanCard() {
  const mine = useMySubscription();
  const headingId = useId();
  return (
    <CardSection aria-labelledby={headingId} className="grid gap-4 p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-foreground">
        <Gem aria-hidden="true" className="size-5 text-primary" />
        My plan
      </h2>
      <QueryContent
        query={mine}
        failure="Your plan could not be loaded."
        loading={<SkeletonGroup className="grid gap-3" blocks={["h-6 w-1/2", "h-4 w-3/4", "h-10"]} />}
      >
        {(data) => <PlanDetails mine={data} />}
      </QueryContent>
    </CardSection>
  );
}

/** "Premium Member" beside the dashboard's title, only for a student with an active paid plan. */
export function PremiumBadge() {
  const mine = useMySubscription();
  return activePaidSubscription(mine.data) ? <Badge tone="accent">Premium Member</Badge> : null;
}
