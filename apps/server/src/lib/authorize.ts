import { AppError } from "./app-error.js";

/**
 * What a refused check answers. `{ notFound: "Notification" }` is for records: a record the actor
 * may not see answers word for word like an id that does not exist, so ids cannot be probed.
 * `"forbidden"` is for an action the actor's role does not allow.
 */
export type Refusal = "forbidden" | { notFound: string };

/**
 * The one gate every service function passes first, with a `can…` predicate from its feature's
 * policy: `authorize(canManageCatalogue(actor), "forbidden")`, or for a record,
 * `authorize(row !== undefined && canSeeNotification(actor, row), { notFound: "Notification" })`.
 */
export function authorize(allowed: boolean, refusal: Refusal): asserts allowed {
  if (allowed) return;
  if (refusal === "forbidden") throw new AppError("FORBIDDEN", "You do not have access to this resource.");
  // Counted as a refused access (an unknown id and another user's answer alike, by design).
  throw new AppError("NOT_FOUND", `${refusal.notFound} not found`, { securityEvent: "authorization_denied" });
}
