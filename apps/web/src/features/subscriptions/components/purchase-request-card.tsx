import { formatMoney, type Purchase } from "@meridian/contract";
import { Clock } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatDate } from "@/lib/format-date";
import { purchaseReference, purchaseStateLabel } from "../plan-status";

const stateTones: Record<Purchase["state"], BadgeTone> = {
  awaiting_payment: "warning",
  pending: "warning",
  approved: "accent",
  rejected: "destructive",
  withdrawn: "neutral",
};

/** A purchase's state as a badge ("Waiting for approval"). */
export function PurchaseStateBadge({ purchase }: { purchase: Pick<Purchase, "state"> }) {
  return <Badge tone={stateTones[purchase.state]}>{purchaseStateLabel(purchase)}</Badge>;
}

interface PurchaseRequestCardProps {
  purchase: Purchase;
  /** How to pay, as the server says it (manual payments); only known right after asking. */
  instructions?: string;
  headingId: string;
}

/** A student's request for a plan: what, how much, its reference and where it stands. */
export function PurchaseRequestCard({ purchase, instructions, headingId }: PurchaseRequestCardProps) {
  const reference = purchaseReference(purchase);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-border bg-background p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold text-foreground">
          <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
          Your request
        </h3>
        <PurchaseStateBadge purchase={purchase} />
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium text-foreground wrap-anywhere">{purchase.plan.name}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="font-medium text-foreground">
            {formatMoney(purchase.priceMinor, purchase.currency)}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Reference</dt>
          <dd className="font-mono font-medium text-foreground" title={purchase.id}>
            {reference}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Requested on</dt>
          <dd className="font-medium text-foreground">{formatDate(purchase.createdAt)}</dd>
        </div>
      </dl>
      {instructions ? (
        <div className="grid gap-1 rounded-lg bg-muted p-4 text-sm">
          <p className="font-semibold text-foreground">How to pay</p>
          <p className="whitespace-pre-line text-foreground">{instructions}</p>
        </div>
      ) : null}
      {purchase.state === "pending" ? (
        <p className="text-sm text-muted-foreground">
          An admin checks your payment and approves the request; your plan starts then. You are notified
          either way.
        </p>
      ) : null}
    </section>
  );
}
