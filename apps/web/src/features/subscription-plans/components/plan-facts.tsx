import { formatMoney, monthlyMinor, type SubscriptionPlan } from "@meridian/contract";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatCountries, formatUniversities } from "@/lib/plan-limits";

/**
 * A plan's yearly price with its monthly figure (or "Free"), and the sample badge while an admin
 * has not set a real price. `levelRows` keeps two lines under every price, free or not, so the
 * rows below stay level across the cards of a grid.
 */
export function PlanPrice({
  plan,
  levelRows = false,
  className,
}: {
  plan: SubscriptionPlan;
  levelRows?: boolean;
  className?: string;
}) {
  const subline = cn("mt-1 text-sm text-muted-foreground", levelRows && "lg:min-h-10");
  return (
    <div className={className}>
      {plan.isSample ? (
        <Badge tone="warning" className="mb-2">
          Sample price
        </Badge>
      ) : null}
      {plan.priceMinor === 0 ? (
        <>
          <p className="text-3xl font-bold text-foreground">Free</p>
          {levelRows ? <p className={subline}>Nothing to pay</p> : null}
        </>
      ) : (
        <>
          <p className="text-3xl font-bold text-foreground">
            {formatMoney(plan.priceMinor, plan.currency)}
            <span className="text-base font-medium text-muted-foreground"> / year</span>
          </p>
          <p className={subline}>
            {formatMoney(monthlyMinor(plan.priceMinor), plan.currency)} per month, billed annually
          </p>
        </>
      )}
    </div>
  );
}

/** A plan's limits and support as a list of terms; the caller places and borders it. */
export function PlanLimits({ plan, className }: { plan: SubscriptionPlan; className: string }) {
  return (
    <dl className={className}>
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
        <dd className="text-right font-medium text-foreground first-letter:uppercase">{plan.supportType}</dd>
      </div>
    </dl>
  );
}
