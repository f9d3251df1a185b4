import type {
  AdminSubscriptionPlan,
  EndpointBody,
  SubscriptionPlanList,
  subscriptionPlanEndpoints,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { NewSubscriptionPlanRow, SubscriptionPlanRow } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import type { RequestContext } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { canManagePlans } from "./subscription-plans.policy.js";
import { presentAdminPlan, presentPlan } from "./subscription-plans.presenter.js";
import {
  countActiveSubscriptions,
  insertPlan,
  listActivePlans,
  listPlansWithSubscribers,
  lockPlan,
  unmarkPopularPlans,
  updatePlanRow,
} from "./subscription-plans.repository.js";

type PlanInput = EndpointBody<typeof subscriptionPlanEndpoints.create>;
type PlanUpdate = EndpointBody<typeof subscriptionPlanEndpoints.update>;

/**
 * The plans anyone may read on /plans. It takes no actor and has no policy: the list is public
 * and shows nothing that belongs to a user.
 */
export async function listPlans(ctx: AppContext): Promise<SubscriptionPlanList> {
  const rows = await listActivePlans(ctx.db);
  return rows.map(presentPlan);
}

/** The name is unique regardless of case (it picks the card's icon): the field is named so the form shows it. */
function nameTaken(name: string): AppError {
  return new AppError("CONFLICT", `A plan named "${name}" already exists`, { field: "name" });
}

/** Every plan, active or not, with how many students hold it now (admin). */
export async function listPlansForAdmin(
  ctx: AppContext,
  actor: Actor,
): Promise<{ plans: AdminSubscriptionPlan[] }> {
  authorize(canManagePlans(actor), "forbidden");
  const rows = await listPlansWithSubscribers(ctx.db);
  return { plans: rows.map((row) => presentAdminPlan(row.plan, row.activeSubscriptions)) };
}

/** Creates a plan (admin); audited with the plan's name, price and state. */
export async function createPlanAsAdmin(
  ctx: AppContext,
  caller: RequestContext,
  input: PlanInput,
): Promise<AdminSubscriptionPlan> {
  authorize(canManagePlans(caller.actor), "forbidden");
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      // A new plan is "Most Popular" only when the admin marks it; then the plan that had it loses it.
      const unmarked = input.isPopular ? await unmarkPopularPlans(tx, null, now) : [];
      const row = await insertPlan(tx, {
        ...input,
        description: input.description ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, caller, "plan.created", {
        subjectId: row.id,
        details: {
          name: row.name,
          priceMinor: row.priceMinor,
          currency: row.currency,
          isActive: row.isActive,
          isPopular: row.isPopular,
        },
      });
      await auditUnmarked(tx, caller, unmarked);
      return presentAdminPlan(row, 0);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
}

const editableFields = [
  "name",
  "description",
  "priceMinor",
  "currency",
  "maxUniversities",
  "maxCountries",
  "supportType",
  "features",
  "isActive",
  "isSample",
  "isPopular",
] as const satisfies readonly (keyof PlanUpdate & keyof SubscriptionPlanRow)[];

/** The fields of `input` that differ from the stored plan, with their new values. */
function changesOf(row: SubscriptionPlanRow, input: PlanUpdate): Partial<NewSubscriptionPlanRow> {
  const changes: Record<string, unknown> = {};
  for (const field of editableFields) {
    const next = input[field];
    if (next === undefined) continue;
    if (JSON.stringify(next) !== JSON.stringify(row[field])) changes[field] = next;
  }
  return changes as Partial<NewSubscriptionPlanRow>;
}

/** Records that marking another plan "Most Popular" took the mark off these. */
async function auditUnmarked(tx: Db, caller: RequestContext, unmarked: SubscriptionPlanRow[]): Promise<void> {
  for (const plan of unmarked) {
    await recordAudit(tx, caller, "plan.updated", {
      subjectId: plan.id,
      details: { name: plan.name, changed: ["isPopular"] },
    });
  }
}

/** Which audit action an edit is: a change of state is named as such, so the log reads plainly. */
function auditActionOf(
  changes: Partial<NewSubscriptionPlanRow>,
): "plan.activated" | "plan.deactivated" | "plan.updated" {
  if (changes.isActive === true) return "plan.activated";
  if (changes.isActive === false) return "plan.deactivated";
  return "plan.updated";
}

/**
 * Edits, activates or deactivates a plan (admin). Students who hold it keep what they bought (a
 * subscription copies the plan's limits and price); a deactivated plan leaves /plans and cannot be
 * bought. Sending the plan's current values changes nothing and records nothing.
 */
export async function updatePlanAsAdmin(
  ctx: AppContext,
  caller: RequestContext,
  planId: string,
  input: PlanUpdate,
): Promise<AdminSubscriptionPlan> {
  authorize(canManagePlans(caller.actor), "forbidden");
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockPlan(tx, planId);
      if (!row) throw new AppError("NOT_FOUND", "Plan not found");
      const changes = changesOf(row, input);
      const changed = Object.keys(changes);
      const unmarked = changes.isPopular ? await unmarkPopularPlans(tx, planId, ctx.now()) : [];
      const saved =
        changed.length === 0 ? row : await updatePlanRow(tx, planId, { ...changes, updatedAt: ctx.now() });
      if (!saved) throw new AppError("NOT_FOUND", "Plan not found");
      if (changed.length > 0) {
        await recordAudit(tx, caller, auditActionOf(changes), {
          subjectId: planId, // The names of the fields, and the old and new price and state: enough to read the log by.
          details: {
            name: saved.name,
            changed,
            ...(changes.priceMinor !== undefined || changes.currency !== undefined
              ? {
                  price: {
                    from: { minor: row.priceMinor, currency: row.currency },
                    to: { minor: saved.priceMinor, currency: saved.currency },
                  },
                }
              : {}),
          },
        });
      }
      await auditUnmarked(tx, caller, unmarked);
      return presentAdminPlan(saved, await countActiveSubscriptions(tx, planId));
    });
  } catch (err) {
    if (isUniqueViolation(err) && input.name !== undefined) throw nameTaken(input.name);
    throw err;
  }
}
