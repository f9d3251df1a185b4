import { type AdminSubscriptionPlan, formatMoney } from "@meridian/contract";
import { BadgeDollarSign, Pencil, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { PanelHeading } from "@/components/ui/panel-heading";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format-count";
import { formatCountries, formatUniversities } from "@/lib/plan-limits";
import { toast } from "@/lib/use-toast";
import { useAdminPlans } from "../api/list-admin-plans";
import { useSetPlanActive } from "../api/save-plan";
import { PlanFormDialog } from "./plan-form-dialog";

const skeletonRows = Array.from({ length: 4 }, (_, index) => `plan-skeleton-${index}`);
// On phones a row keeps the plan, its state and the actions; the rest moves under the name.
const WIDE_ONLY = "hidden lg:table-cell";

const subscribers = (count: number) => `${formatCount(count)} ${count === 1 ? "subscriber" : "subscribers"}`;

/** Every plan, active or not: create, edit, activate and deactivate. */
export function PlansAdminPanel() {
  const headingId = useId();
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<AdminSubscriptionPlan | null | undefined>(undefined);
  const setActive = useSetPlanActive();

  function toggle(plan: AdminSubscriptionPlan) {
    const isActive = !plan.isActive;
    setActive.mutate(
      { planId: plan.id, isActive },
      {
        onSuccess: (saved) =>
          toast({
            title: `${saved.name} ${isActive ? "activated" : "deactivated"}`,
            description: isActive
              ? "It is listed on /plans and open to purchase again."
              : saved.activeSubscriptions > 0
                ? `It is off /plans; its ${subscribers(saved.activeSubscriptions)} keep it until their renewal.`
                : "It is off /plans and can no longer be bought.",
          }),
      },
    );
  }

  return (
    <CardSection className="grid gap-5 p-4 sm:p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={BadgeDollarSign}
        title="Subscription plans"
        description="Cheapest first. Only active plans are listed on /plans; students keep a plan they paid for."
        action={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Create plan
          </Button>
        }
      />
      <QueryContent
        query={plans}
        failure="The plans could not be loaded."
        loading={
          <div className="grid gap-2" aria-busy="true">
            {skeletonRows.map((key) => (
              <Skeleton key={key} className="h-12 w-full" />
            ))}
          </div>
        }
      >
        {(rows) =>
          rows.length === 0 ? (
            <EmptyNote>
              No plans yet. Create the first one: /plans lists it as soon as it is active.
            </EmptyNote>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Subscription plans, cheapest first</caption>
                <thead className="bg-muted text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Plan
                    </th>
                    <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                      Price per year
                    </th>
                    <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                      Universities
                    </th>
                    <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                      Countries
                    </th>
                    <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                      Support
                    </th>
                    <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                      Features
                    </th>
                    <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                      Subscribers
                    </th>
                    <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                      State
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {rows.map((plan) => (
                    <PlanRow
                      key={plan.id}
                      plan={plan}
                      busy={setActive.isPending && setActive.variables?.planId === plan.id}
                      onEdit={() => setEditing(plan)}
                      onToggle={() => toggle(plan)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryContent>
      <PlanFormDialog plan={editing} onClose={() => setEditing(undefined)} />
    </CardSection>
  );
}

interface PlanRowProps {
  plan: AdminSubscriptionPlan;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
}

function PlanRow({ plan, busy, onEdit, onToggle }: PlanRowProps) {
  const price = formatMoney(plan.priceMinor, plan.currency);
  const features = `${plan.features.length} ${plan.features.length === 1 ? "feature" : "features"}`;
  return (
    <tr aria-label={plan.name}>
      <th scope="row" className="px-3 py-2 align-top font-medium text-foreground">
        <span className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 wrap-anywhere">{plan.name}</span>
          {plan.isPopular ? <Badge>Most Popular</Badge> : null}
          {plan.isSample ? <Badge tone="warning">Sample</Badge> : null}
        </span>
        {plan.description ? (
          <span className="block max-w-xs text-xs font-normal text-muted-foreground wrap-anywhere">
            {plan.description}
          </span>
        ) : null}
        <span className="mt-1 grid gap-0.5 text-xs font-normal text-muted-foreground lg:hidden">
          <span>
            {plan.isActive ? <Badge tone="accent">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
          </span>
          <span>
            {price} {plan.currency} a year
          </span>
          <span>
            {formatUniversities(plan.maxUniversities)} universities · {formatCountries(plan.maxCountries)}{" "}
            countries
          </span>
          <span>
            {plan.supportType} support · {features}
          </span>
          <span>{subscribers(plan.activeSubscriptions)}</span>
        </span>
      </th>
      <td className={`${WIDE_ONLY} px-3 py-2 align-top whitespace-nowrap`}>
        <span className="font-medium text-foreground">{price}</span>{" "}
        <span className="text-xs text-muted-foreground">{plan.currency}</span>
      </td>
      <td className={`${WIDE_ONLY} px-3 py-2 align-top`}>{formatUniversities(plan.maxUniversities)}</td>
      <td className={`${WIDE_ONLY} px-3 py-2 align-top`}>{formatCountries(plan.maxCountries)}</td>
      <td className={`${WIDE_ONLY} px-3 py-2 align-top`}>{plan.supportType}</td>
      <td className={`${WIDE_ONLY} px-3 py-2 align-top whitespace-nowrap`}>{features}</td>
      <td className={`${WIDE_ONLY} px-3 py-2 align-top`}>{formatCount(plan.activeSubscriptions)}</td>
      <td className={`${WIDE_ONLY} px-3 py-2 align-top`}>
        {plan.isActive ? <Badge tone="accent">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
      </td>
      <td className="px-3 py-2 align-top">
        <div className="flex flex-col items-end gap-1 xl:flex-row xl:justify-end">
          <Button variant="ghost" size="icon" aria-label={`Edit ${plan.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            pending={busy}
            aria-label={`${plan.isActive ? "Deactivate" : "Activate"} ${plan.name}`}
            onClick={onToggle}
          >
            {plan.isActive ? "Deactivate" : "Activate"}
          </Button>
        </div>
      </td>
    </tr>
  );
}
