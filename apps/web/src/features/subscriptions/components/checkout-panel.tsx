import type { CheckoutResult, MySubscription } from "@meridian/contract";
import { CreditCard, Send } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { describeFormFailure } from "@/lib/form-failure";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { toast } from "@/lib/use-toast";
import { useCheckout } from "../api/checkout";
import { purchaseStateLabel } from "../plan-status";
import { PurchaseRequestCard } from "./purchase-request-card";

/** No answer, or the server failed: the same attempt may be sent again with the same key. */
function mayRetrySameAttempt(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === "NETWORK_ERROR" || error.status === 0 || error.status >= 500;
}

interface CheckoutPanelProps {
  plan: { id: string; name: string };
  mine: MySubscription;
  /** Where the browser goes for a hosted checkout; the page itself in tests. */
  goTo?: (url: string) => void;
}

/**
 * Buying one plan: with manual payments a request an admin approves once the payment is checked
 * (the request, its reference and how to pay are shown), with Stripe the hosted checkout. A
 * student with an open request sees it here; asking for another plan withdraws it on the server.
 */
export function CheckoutPanel({
  plan,
  mine,
  goTo = (url) => window.location.assign(url),
}: CheckoutPanelProps) {
  const checkout = useCheckout();
  const [result, setResult] = useState<Extract<CheckoutResult, { kind: "manual" }> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // One key per attempt to buy, kept while the attempt may be retried (no answer, a server
  // failure); a refusal or a success ends the attempt, so the next click is a new one.
  const attemptKey = useRef<string | null>(null);
  const requestHeadingId = useId();

  const open = mine.openPurchase;
  const manual = mine.provider === "manual";
  const justRequested = result && result.purchase.plan.id === plan.id ? result : null;
  const openForThisPlan = open && open.plan.id === plan.id ? open : null;

  async function buy() {
    attemptKey.current ??= newIdempotencyKey();
    setFailure(null);
    try {
      const answer = await checkout.mutateAsync({ planId: plan.id, idempotencyKey: attemptKey.current });
      attemptKey.current = null;
      if (answer.kind === "redirect") {
        setRedirecting(true);
        goTo(answer.url);
        return;
      }
      setResult(answer);
      toast({
        title: "Request sent",
        description: `Your request for the ${plan.name} plan is waiting for approval.`,
      });
    } catch (error) {
      if (!mayRetrySameAttempt(error)) attemptKey.current = null;
      setFailure(describeFormFailure(error, "The request could not be sent. Please try again.").message);
    }
  }

  // Manual payments: an open request for this plan is the end of the road until an admin acts.
  if (manual && (justRequested || openForThisPlan?.state === "pending")) {
    const purchase = justRequested?.purchase ?? (openForThisPlan as NonNullable<typeof openForThisPlan>);
    return (
      <PurchaseRequestCard
        purchase={purchase}
        instructions={justRequested?.instructions ?? mine.paymentInstructions ?? undefined}
        headingId={requestHeadingId}
      />
    );
  }

  const busy = checkout.isPending || redirecting;
  return (
    <div className="grid gap-4">
      {open && !openForThisPlan ? (
        <Alert tone="info" title={`You have asked for the ${open.plan.name} plan`}>
          That request is “{purchaseStateLabel(open)}”. Asking for the {plan.name} plan withdraws it.
        </Alert>
      ) : null}
      {!manual && openForThisPlan?.state === "awaiting_payment" ? (
        <Alert tone="info" title="Your payment was not finished">
          Nothing was charged. Continue to payment to finish it.
        </Alert>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {manual
          ? "You pay outside Meridian, as the instructions after your request say. An admin checks the payment and approves the request; your plan starts then, for a year. You are notified either way."
          : "You pay on the payment provider's secure page and come back here; your plan starts as soon as the payment arrives, for a year."}
      </p>
      {failure ? <Alert tone="destructive">{failure}</Alert> : null}
      <Button size="lg" className="w-full sm:w-auto" onClick={() => void buy()} pending={busy}>
        {manual ? <Send aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
        {manual
          ? checkout.isPending
            ? "Sending your request…"
            : "Request this plan"
          : busy
            ? "Opening the payment page…"
            : "Continue to payment"}
      </Button>
    </div>
  );
}
