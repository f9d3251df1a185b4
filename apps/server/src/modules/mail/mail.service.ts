import {
  type EndpointAnswer,
  type EndpointQuery,
  isOptionalMailKind,
  type MailKind,
  type MailMessage,
  type mailEndpoints,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import { enqueueJob } from "../../jobs/job-queue.js";
import { type JobHandler, PermanentJobError } from "../../jobs/job-runner.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { newId } from "../../lib/ids.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import type { RequestContext } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { canReadMail } from "./mail.policy.js";
import { presentMail, presentMailSummary } from "./mail.presenter.js";
import {
  findMail,
  insertMail,
  lastMailOfKind,
  markAttemptFailed,
  markDelivered,
  pageOfMail,
} from "./mail.repository.js";
import { type MailData, PRODUCT_NAME, renderStoredMail } from "./mail.templates.js";
import { createMailTransport, type MailTransport } from "./mail.transport.js";
import { unsubscribeToken, unsubscribeUrls } from "./mail.unsubscribe.js";

export type { MailData } from "./mail.templates.js";
export { readUnsubscribeToken } from "./mail.unsubscribe.js";

/** The job that renders and hands over one message. */
const SEND_JOB = "mail.send";

/** A mail to queue: its kind, who gets it and what its template needs. */
export interface QueuedMail<K extends MailKind> {
  kind: K;
  to: string;
  /** The recipient's account, when they have one. */
  userId: string | null;
  data: MailData[K];
}

const transports = new WeakMap<AppContext, MailTransport>();

/** This app's transport, made on first use: SMTP with SMTP_URL, else the outbox. */
function transportOf(ctx: AppContext): MailTransport {
  let transport = transports.get(ctx);
  if (!transport) {
    transport = createMailTransport(ctx.config);
    transports.set(ctx, transport);
  }
  return transport;
}

/** Closes the SMTP connections of this app's transport (module close). */
export function closeMailTransport(ctx: AppContext): void {
  transports.get(ctx)?.close();
  transports.delete(ctx);
}

/** The public address's host: mail's From and Message-ID name it. */
function mailHost(ctx: AppContext): string {
  return new URL(publicBaseUrl(ctx.config)).hostname;
}

/**
 * Queues a mail in `tx`, the transaction of the change that causes it (decision 091): the message
 * and its sending job are written with the change or not at all, and the job runner sends it
 * after the commit, on whichever node claims it first.
 */
export async function queueMail<K extends MailKind>(
  ctx: AppContext,
  tx: Db,
  mail: QueuedMail<K>,
): Promise<void> {
  const id = newId();
  const now = ctx.now();
  await insertMail(tx, {
    id,
    kind: mail.kind,
    toAddress: mail.to,
    userId: mail.userId,
    data: { ...mail.data },
    messageId: `<${id}@${mailHost(ctx)}>`,
    createdAt: now,
  });
  await enqueueJob(tx, { kind: SEND_JOB, payload: { mailId: id } }, now);
}

/** When the latest mail of `kind` to the account was queued (a rule such as the chat's one an hour). */
export function lastMailQueued(db: Db, userId: string, kind: MailKind): Promise<Date | null> {
  return lastMailOfKind(db, userId, kind);
}

/**
 * The unsubscribe of an optional kind sent to an account: the one-click headers (RFC 8058: the
 * mail client POSTs `List-Unsubscribe=One-Click` to the address) and the footer's page. Nothing
 * for the kinds that always go, or for an address with no account.
 */
export function headersFor(
  ctx: AppContext,
  kind: MailKind,
  userId: string | null,
): { headers: Record<string, string>; unsubscribeUrl: string | null } {
  if (!isOptionalMailKind(kind) || !userId) return { headers: {}, unsubscribeUrl: null };
  const urls = unsubscribeUrls(ctx, unsubscribeToken(ctx, userId, kind));
  return {
    headers: {
      "List-Unsubscribe": `<${urls.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    unsubscribeUrl: urls.page,
  };
}

/**
 * Sends one queued message. A message already delivered or given up is left alone, so a job run
 * again after its node died mid-way does not send twice what it had marked sent.
 */
async function sendQueuedMail(
  ctx: AppContext,
  payload: Record<string, unknown>,
  attempt: { number: number; last: boolean },
): Promise<void> {
  const row = typeof payload.mailId === "string" ? await findMail(ctx.db, payload.mailId) : undefined;
  if (row?.status !== "queued" || !row.data) return;
  const transport = transportOf(ctx);
  try {
    const baseUrl = publicBaseUrl(ctx.config);
    const { headers, unsubscribeUrl } = headersFor(ctx, row.kind, row.userId);
    const rendered = await renderStoredMail(row.kind, row.data, { baseUrl, unsubscribeUrl });
    await transport.send({
      ...rendered,
      from: ctx.config.mailFrom ?? `${PRODUCT_NAME} <no-reply@${mailHost(ctx)}>`,
      to: row.toAddress,
      messageId: row.messageId,
      headers,
    });
    await markDelivered(ctx.db, row.id, {
      status: transport.kind === "smtp" ? "sent" : "outbox",
      ...rendered,
      at: ctx.now(),
      attempts: attempt.number,
    });
  } catch (err) {
    const final = attempt.last || err instanceof PermanentJobError;
    await markAttemptFailed(ctx.db, row.id, {
      error: err instanceof Error ? err.message : String(err),
      attempts: attempt.number,
      final,
    });
    throw err;
  }
}

/** The mail module's queued job. */
export const mailJobs: readonly JobHandler[] = [{ kind: SEND_JOB, run: sendQueuedMail }];

type Endpoints = typeof mailEndpoints;

/** A page of the product's mail, newest first (admin). */
export async function listMail(
  ctx: AppContext,
  actor: Actor,
  query: EndpointQuery<Endpoints["list"]>,
): Promise<EndpointAnswer<Endpoints["list"]>> {
  authorize(canReadMail(actor), "forbidden");
  const { rows, total } = await pageOfMail(ctx.db, query);
  return {
    data: rows.map(presentMailSummary),
    meta: { total, limit: query.limit, offset: query.offset, hasMore: query.offset + rows.length < total },
  };
}

/** One message as its recipient sees it; an admin's reading is audited, as it may hold a link. */
export async function readMail(ctx: AppContext, caller: RequestContext, id: string): Promise<MailMessage> {
  authorize(canReadMail(caller.actor), "forbidden");
  const row = await findMail(ctx.db, id);
  if (!row) throw new AppError("NOT_FOUND", "No message with this id");
  await recordAudit(ctx.db, caller, "mail.viewed", { subjectId: row.id, details: { kind: row.kind } });
  return presentMail(row);
}
