import type { PaymentsConfig } from "../../config.js";
import { AppError } from "../../lib/app-error.js";
import type { CheckoutRequest, HostedCheckout } from "./payment-provider.js";

/** Opens a Stripe Checkout Session for a purchase (the Stripe side is built in its own change). */
export async function createStripeCheckout(
  _config: PaymentsConfig,
  _request: CheckoutRequest,
): Promise<HostedCheckout> {
  throw new AppError("SERVICE_UNAVAILABLE", "Payments are unavailable right now");
}
