/**
 * The one payment interface (decision 041). `PAYMENTS=manual` takes no money itself: a request
 * waits for an admin who checks the evidence. `PAYMENTS=stripe` opens a hosted Checkout and learns
 * of the payment from a signed webhook. Both end in the same `completePurchase` of the service.
 */

/** What a hosted checkout needs to know of the purchase. */
export interface CheckoutRequest {
  /** Our purchase (conversion) id: sent as metadata, so the webhook finds the purchase. */
  purchaseId: string;
  plan: { id: string; name: string; priceMinor: number; currency: string };
  student: { userId: string; profileId: string; email: string };
  /** Absolute URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
  /** Makes a retried create return the same session at the provider. */
  idempotencyKey: string;
}

export interface HostedCheckout {
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's id of the checkout (a Checkout Session id). */
  providerReference: string;
}

/** A checkout the provider says is paid. */
export interface CompletedCheckout {
  providerReference: string;
  /** From the metadata our checkout set; null for a checkout we did not open (the test panel's). */
  purchaseId: string | null;
  /** The student's profile id and the plan, from the metadata. */
  studentProfileId: string | null;
  planId: string | null;
  amountMinor: number;
  /** Upper case ISO 4217 ("USD"); the provider sends lower case. */
  currency: string;
  paidAt: Date;
}

/** An event whose signature held, as the service records and applies it. */
export interface VerifiedPaymentEvent {
  provider: "stripe";
  eventId: string;
  type: string;
  /** The raw body as received, kept in payment_events. */
  payload: string;
  /** Set for a paid `checkout.session.completed`; null for every other event (recorded, ignored). */
  completedCheckout: CompletedCheckout | null;
}
