import { type AdminSubscriptionPlan, formatMoney } from "@meridian/contract";
import { BadgeDollarSign, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { PanelSection } from "@/components/ui/panel-section";
import { formatCount } from "@/lib/format-count";
import { formatCountries, formatUniversities } from "@/lib/plan-limits";
import { toast } from "@/lib/use-toast";
import { useAdminPlans } from "../api/list-admin-plans";
import { useSetPlanActive } from "../api/save-plan";
import { PlanFormDialog } from "./plan-form-dialog";

const subscribers = (count: number) => `${formatCount(count)} ${count === 1 ? "subscriber" : "subscribers"}`;

const stateBadge = (plan: AdminSubscriptionPlan) =>
  plan.isActive ? <Badge tone="accent">Active</Badge> : <Badge tone="neutral">Inactive</Badge>;

const features = (plan: AdminSubscriptionPlan) =>
  `${plan.features.length} ${plan.features.length === 1 ? "feature" : "features"}`;

// The server answers every plan, cheapest first: the headers sort them in the browser.
const columns: DataColumn<AdminSubscriptionPlan>[] = [
  {
    id: "plan",
    header: "Plan",
    rowHeader: true,
    cell: (plan) => <PlanName plan={plan} />,
    sortValue: (plan) => plan.name,
  },
  {
    id: "price",
    header: "Price per year",
    className: "whitespace-nowrap",
    sortValue: (plan) => plan.priceMinor,
    cell: (plan) => (
      <>
        <span className="font-medium text-foreground">{formatMoney(plan.priceMinor, plan.currency)}</span>{" "}
        <span className="text-xs text-muted-foreground">{plan.currency}</span>
      </>
    ),
  },
  { id: "universities", header: "Universities", cell: (plan) => formatUniversities(plan.maxUniversities) },
  { id: "countries", header: "Countries", cell: (plan) => formatCountries(plan.maxCountries) },
  { id: "support", header: "Support", cell: (plan) => plan.supportType },
  { id: "features", header: "Features", className: "whitespace-nowrap", cell: features },
  {
    id: "subscribers",
    header: "Subscribers",
    sortValue: (plan) => plan.activeSubscriptions,
    cell: (plan) => formatCount(plan.activeSubscriptions),
  },
  { id: "state", header: "State", cell: stateBadge },
];

/** Every plan, active or not: create, edit, activate and deactivate. */
export function PlansAdminPanel() {
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
    <PanelSection
      className="grid gap-5 p-4 sm:p-6"
      icon={BadgeDollarSign}
      title="Subscription plans"
      description="Cheapest first. Only active plans are listed on /plans; students keep a plan they paid for."
      action={
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" />
          Create plan
        </Button>
      }
    >
      <DataTable
        caption="Subscription plans, cheapest first"
        columns={columns}
        rows={plans.data}
        rowKey={(plan) => plan.id}
        rowLabel={(plan) => plan.name}
        failure={queryFailure(plans, "The plans could not be loaded.")}
        empty={{ message: "No plans yet. Create the first one: /plans lists it as soon as it is active." }}
        cardsBelow="lg"
        actions={(plan) => (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${plan.name}`}
              onClick={() => setEditing(plan)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="sm"
              pending={setActive.isPending && setActive.variables?.planId === plan.id}
              aria-label={`${plan.isActive ? "Deactivate" : "Activate"} ${plan.name}`}
              onClick={() => toggle(plan)}
            >
              {plan.isActive ? "Deactivate" : "Activate"}
            </Button>
          </>
        )}
      />
      <PlanFormDialog plan={editing} onClose={() => setEditing(undefined)} />
    </PanelSection>
  );
}

/** The plan's name with its badges and description. */
function PlanName({ plan }: { plan: AdminSubscriptionPlan }) {
  return (
    <>
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
    </>
  );
}
