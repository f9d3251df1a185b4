import type { SubscriptionPlan } from "@meridian/contract";
import { Check, Compass, Crown, type LucideIcon, Sparkles, Target, Trophy } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { splitFeatures } from "../plan-display";
import { PlanLimits, PlanPrice } from "./plan-facts";

const planStyles: Record<string, { icon: LucideIcon; tile: string }> = {
  explorer: { icon: Compass, tile: "bg-accent-soft text-accent-soft-foreground" },
  achiever: { icon: Target, tile: "bg-primary-soft text-primary-soft-foreground" },
  champion: { icon: Trophy, tile: "bg-warning-soft text-warning-soft-foreground" },
  legend: { icon: Crown, tile: "bg-primary text-primary-foreground" },
};
const fallbackStyle = { icon: Sparkles, tile: "bg-muted text-foreground" };

/** The plan's own icon and colour (explorer, achiever, champion, legend), or a neutral one. */
export function planStyle(name: string): { icon: LucideIcon; tile: string } {
  return planStyles[name.toLowerCase()] ?? fallbackStyle;
}

interface PlanCardProps {
  plan: SubscriptionPlan;
  popular: boolean;
  /** What the visitor can do with the plan (choose it, or see it is theirs): the page decides. */
  action: ReactNode;
}

function FeatureItem({ feature }: { feature: string }) {
  return (
    <li className="flex gap-2 text-foreground">
      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      {feature}
    </li>
  );
}

/** One plan in the grid of /plans (spec part 2 §2 "Subscription plans"). */
export function PlanCard({ plan, popular, action }: PlanCardProps) {
  const { icon: Icon, tile } = planStyle(plan.name);
  const { shown, hidden } = splitFeatures(plan.features);
  const headingId = useId();
  const moreId = useId();
  // The features past the first six: a disclosure shows them in the card's own list.
  const [expanded, setExpanded] = useState(false);

  return (
    <CardSection
      aria-labelledby={headingId}
      variant={popular ? "highlighted" : "raised"}
      className="relative flex h-full flex-col p-6"
    >
      {popular ? <Badge className="absolute -top-3 left-6">Most Popular</Badge> : null}
      <span className={cn("flex size-11 items-center justify-center rounded-lg", tile)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {/* The name as the admin wrote it; a long one wraps inside the card. */}
      <h3 id={headingId} className="mt-4 text-xl font-semibold text-foreground wrap-anywhere">
        {plan.name}
      </h3>
      {plan.description ? (
        <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">{plan.description}</p>
      ) : null}

      {/* On the four-column grid the per-month line wraps: levelled rows keep the cards aligned. */}
      <PlanPrice plan={plan} levelRows className="mt-5" />

      <PlanLimits plan={plan} className="mt-5 space-y-2 border-y border-border py-4 text-sm" />

      <div className="mt-4 flex flex-1 flex-col items-start">
        <ul className="w-full space-y-2 text-sm">
          {shown.map((feature) => (
            <FeatureItem key={feature} feature={feature} />
          ))}
        </ul>
        {hidden > 0 ? (
          <>
            <ul id={moreId} hidden={!expanded} className="mt-2 w-full space-y-2 text-sm">
              {plan.features.slice(shown.length).map((feature) => (
                <FeatureItem key={feature} feature={feature} />
              ))}
            </ul>
            <Button
              variant="link"
              size="sm"
              className="mt-2 pl-6 font-medium"
              aria-expanded={expanded}
              aria-controls={moreId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? "Show fewer features" : `+ ${hidden} more amazing features`}
            </Button>
          </>
        ) : null}
      </div>

      <div className="mt-6">{action}</div>
    </CardSection>
  );
}
