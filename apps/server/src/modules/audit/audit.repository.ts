import {
  type AuditAction,
  type AuditDetails,
  type AuditSubjectOf,
  auditSubjectsOf,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import { auditEvents } from "../../db/schema/index.js";
import type { RequestContext, RequestOrigin } from "../../lib/request-context.js";

/**
 * Whom an event is recorded against, and from where: a request's context, or what a caller acting
 * for nobody names (a sign-in before its session, an invitation redeemed, a webhook, a job).
 */
export type AuditBy = RequestContext | { actorUserId: string | null; origin: RequestOrigin | null };

/** True for a union of more than one member. */
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** The record an event concerns: its kind is the action's (named when the action has several). */
type SubjectOf<A extends AuditAction> = [AuditSubjectOf<A>] extends [never]
  ? { subjectType?: never; subjectId?: never }
  : true extends IsUnion<AuditSubjectOf<A>>
    ? { subjectType: AuditSubjectOf<A>; subjectId: string }
    : { subjectType?: never; subjectId?: string | undefined };

type DetailsOf<A extends AuditAction> = [AuditDetails<A>] extends [undefined]
  ? { details?: never }
  : { details: AuditDetails<A> };

export type AuditEntry<A extends AuditAction> = SubjectOf<A> &
  DetailsOf<A> & {
    /** When it happened, from the app's clock (`ctx.now()`), where something counts these events; default: the database's. */
    at?: Date;
  };

/** An entry as it is stored, whatever its action. */
interface StoredEntry {
  subjectType?: string;
  subjectId?: string | undefined;
  details?: Record<string, unknown>;
  at?: Date;
}

/** An action whose entry may be left out: it names no record id and records no details. */
type EntryArgs<A extends AuditAction> =
  object extends AuditEntry<A> ? [entry?: AuditEntry<A>] : [entry: AuditEntry<A>];

/**
 * Records an audit event under one of the contract's actions, its details typed by the action;
 * pass the transaction of the change it describes so both land or neither.
 */
export async function recordAudit<A extends AuditAction>(
  db: Db,
  by: AuditBy,
  action: A,
  ...[entry]: EntryArgs<A>
): Promise<void> {
  const { actorUserId, origin } = "actor" in by ? { actorUserId: by.actor.userId, origin: by.origin } : by;
  const subject: StoredEntry | undefined = entry;
  await db.insert(auditEvents).values({
    action,
    actorUserId,
    targetType: subject?.subjectType ?? auditSubjectsOf(action)[0] ?? null,
    targetId: subject?.subjectId ?? null,
    details: subject?.details,
    ip: origin?.ip ?? null,
    userAgent: origin?.userAgent?.slice(0, 500) ?? null,
    ...(subject?.at ? { createdAt: subject.at } : {}),
  });
}
