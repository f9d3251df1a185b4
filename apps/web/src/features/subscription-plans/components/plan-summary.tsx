import { formatMoney, monthlyMinor, type SubscriptionPlan } from "@meridian/contract";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatCountries, formatUniversities } from "@/lib/plan-limits";
import { planStyle } from "./plan-card";

/**
 * What a plan costs and gives, for the checkout: its yearly price with the monthly figure, its
 * limits and support. The heading level is the page's to choose.
 */
export function PlanSummary({ plan, headingId }: { plan: SubscriptionPlan; headingId: string }) {
  const { icon: Icon, tile } = planStyle(plan.name);
  const free = plan.priceMinor === 0;
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
      <div>
        {plan.isSample ? (
          <Badge tone="warning" className="mb-2">
            Sample price
          </Badge>
        ) : null}
        {free ? (
          <p className="text-3xl font-bold text-foreground">Free</p>
        ) : (
          <>
            <p className="text-3xl font-bold text-foreground">
              {formatMoney(plan.priceMinor, plan.currency)}
              <span className="text-base font-medium text-muted-foreground"> / year</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {formatMoney(monthlyMinor(plan.priceMinor), plan.currency)} per month, billed annually
            </p>
          </>
        )}
      </div>
      <dl className="grid gap-2 border-t border-border pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Universities</dt>
          <dd className="font-medium text-foreground">{formatUniversities(plan.maxUniversities)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Countries</dt>
          <dd className="font-medium text-foreground">{formatCountries(plan.maxCountries)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Support</dt>
          <dd className="text-right font-medium text-foreground first-letter:uppercase">
            {plan.supportType}
          </dd>
        </div>
      </dl>
    </div>
  );
}
