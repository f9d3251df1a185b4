import type { SubscriptionPlan } from "@meridian/contract";
import { cn } from "@/lib/cn";
import { planStyle } from "./plan-card";
import { PlanLimits, PlanPrice } from "./plan-facts";

/**
 * What a plan costs and gives, for the checkout: its yearly price with the monthly figure, its
 * limits and support. The heading level is the page's to choose.
 */
export function PlanSummary({ plan, headingId }: { plan: SubscriptionPlan; headingId: string }) {
  const { icon: Icon, tile } = planStyle(plan.name);
  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-4">
        <span className={cn("flex size-11 shrink-0 items-center justify-center rounded-lg", tile)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} className="text-xl font-semibold text-foreground wrap-anywhere">
            {plan.name}
          </h2>
          {plan.description ? <p className="text-sm text-muted-foreground">{plan.description}</p> : null}
        </div>
      </div>
      <PlanPrice plan={plan} />
      <PlanLimits plan={plan} className="grid gap-2 border-t border-border pt-4 text-sm" />
    </div>
  );
}
