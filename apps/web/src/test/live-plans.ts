/**
 * Plans and payments on the live server (see live.ts): the seeded sample plans, and a paid plan
 * given to a student the way the product gives one: the student asks for it, an admin records the
 * payment and approves the request.
 */
import {
  buildPath,
  CSRF_HEADER,
  type SubscriptionPlan,
  subscriptionEndpoints,
  subscriptionPlanEndpoints,
} from "@meridian/contract";
import { clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken, readAuthToken, storeAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { type LiveUser, signInAs, signInAsNew } from "./live";

/** A seeded plan by name (the list is public). */
export async function livePlan(name: string): Promise<SubscriptionPlan> {
  const plans = await callEndpoint(subscriptionPlanEndpoints.list);
  const plan = plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`no plan named ${name} on the live server`);
  return plan;
}

/** Today as the server's payment dates are written (UTC). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** `student` asks for the plan (manual payments); answers the purchase. Leaves the student signed in. */
export async function requestLivePlan(student: LiveUser, plan: SubscriptionPlan) {
  await signInAs(student);
  const result = await callEndpoint(subscriptionEndpoints.checkout, {
    body: { planId: plan.id },
    headers: { "Idempotency-Key": newIdempotencyKey() },
  });
  return result.purchase;
}

/** An admin records the payment of a request and approves it. Leaves the admin signed in. */
export async function approveLiveRequest(requestId: string, plan: SubscriptionPlan, reference: string) {
  await signInAsNew("admin");
  return callEndpoint(subscriptionEndpoints.approve, {
    params: { requestId },
    body: {
      paymentReference: reference,
      paidAmountMinor: plan.priceMinor,
      paidCurrency: plan.currency,
      paidOn: todayUtc(),
    },
  });
}

/** Gives `student` the paid plan `name` (request, then an admin's approval); the student is signed in after. */
export async function giveLivePlan(student: LiveUser, name: string, reference = `BANK-${Date.now()}`) {
  const plan = await livePlan(name);
  const purchase = await requestLivePlan(student, plan);
  const approved = await approveLiveRequest(purchase.id, plan, reference);
  await signInAs(student);
  return { plan, purchase: approved };
}

/**
 * A new admin's session token, leaving the page's own session (the stored token) as it was: for
 * acting as an admin while a page shows the student's screen, which must not switch users.
 */
export async function liveAdminTokenAside(): Promise<string> {
  const before = readAuthToken();
  await signInAsNew("admin");
  const token = readAuthToken();
  if (!token) throw new Error("the admin's session token was not stored");
  if (before) storeAuthToken(before);
  else clearAuthToken();
  clearCsrfToken();
  return token;
}

/**
 * An admin approves a request with plain requests of their own token, beside the page's session
 * (its CSRF cookie is replaced; the page's next write fetches a new one, as after any rejection).
 */
export async function approveLiveRequestAside(
  adminToken: string,
  requestId: string,
  plan: SubscriptionPlan,
  reference: string,
): Promise<void> {
  const auth = { Authorization: `Bearer ${adminToken}`, Accept: "application/json" };
  const csrf = await fetch("/api/auth/csrf-token", { headers: auth, credentials: "include" });
  const { data } = (await csrf.json()) as { data: { csrfToken: string } };
  const endpoint = subscriptionEndpoints.approve;
  const response = await fetch(buildPath(endpoint.path, { requestId }), {
    method: endpoint.method,
    credentials: "include",
    headers: { ...auth, "content-type": "application/json", [CSRF_HEADER]: data.csrfToken },
    body: JSON.stringify({
      paymentReference: reference,
      paidAmountMinor: plan.priceMinor,
      paidCurrency: plan.currency,
      paidOn: todayUtc(),
    }),
  });
  if (!response.ok) throw new Error(`approve answered ${response.status}: ${await response.text()}`);
}
