import { accessRules } from "@meridian/contract";
import { type Actor, actorPasses } from "../../lib/actor.js";

/** Students buy plans, for themselves only: every student route reads the caller's own rows. */
export function canBuyPlans(actor: Actor): boolean {
  return actorPasses(actor, accessRules.customer);
}

/**
 * Admins take payments: they approve or reject any student's request and record internal
 * payments (there is no other admin's record to hide, as with assignments).
 */
export function canManagePayments(actor: Actor): boolean {
  return actorPasses(actor, accessRules.admin);
}

/** A student cancels their own plan requests only: another student's answers as unknown. */
export function canCancelPurchase(actor: Actor, purchase: { studentId: string }): boolean {
  return canBuyPlans(actor) && purchase.studentId === actor.userId;
}
