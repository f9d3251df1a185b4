import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  checkoutCompletedEvent,
  stripeSignatureHeader,
  stripeStyleId,
} from "../modules/subscriptions/stripe-events.js";

/**
 * A local stand-in for the Stripe API, for tests and the e2e journey: a real HTTP server on
 * 127.0.0.1 that the official SDK talks to (STRIPE_API_URL), so requests go through the SDK's own
 * encoding, headers, retries and error handling. It answers the one call the app makes (create a
 * Checkout Session), records every request, can be told to fail, and builds the signed
 * `checkout.session.completed` webhook Stripe would send once a session is paid.
 */

/** One request the stand-in received, as the SDK sent it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, flat as sent: `line_items[0][price_data][unit_amount]` → "12000". */
  form: Record<string, string>;
}

export interface StandinSession {
  id: string;
  url: string;
  amountTotal: number;
  currency: string;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  customerEmail: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
}

/**
 * How the next session requests fail: "error" answers 500 as Stripe's API does when it breaks,
 * "hang" never answers (the SDK's timeout ends it), "reset" drops the connection.
 */
export type StandinFailure = "error" | "hang" | "reset";

export interface SignedWebhook {
  eventId: string;
  payload: string;
  signature: string;
}

export interface StripeStandin {
  /** The base URL to give STRIPE_API_URL. */
  url: string;
  requests: ReceivedRequest[];
  sessions: Map<string, StandinSession>;
  /** Makes every session request fail this way until `fail(null)`. */
  fail(mode: StandinFailure | null): void;
  /** Resolves once this many requests have arrived (hanging ones included). */
  waitForRequests(count: number): Promise<void>;
  /** The signed webhook that says the session was paid; `timestampSeconds` defaults to now. */
  complete(
    sessionId: string,
    options: { secret: string; eventId?: string; timestampSeconds?: number; createdSeconds?: number },
  ): SignedWebhook;
  close(): Promise<void>;
}

const SESSIONS_PATH = "/v1/checkout/sessions";

export async function startStripeStandin(): Promise<StripeStandin> {
  const requests: ReceivedRequest[] = [];
  const sessions = new Map<string, StandinSession>();
  // The same idempotency key answers the same session, as Stripe does.
  const byIdempotencyKey = new Map<string, StandinSession>();
  const hanging = new Set<ServerResponse>();
  let failure: StandinFailure | null = null;
  let waiters: { count: number; resolve: () => void }[] = [];
  let base = "";

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      requests.push({ method: req.method ?? "GET", path, headers: req.headers, form });
      waiters = waiters.filter((w) => {
        if (requests.length < w.count) return true;
        w.resolve();
        return false;
      });

      if (req.method === "POST" && path === SESSIONS_PATH) {
        if (failure === "hang") {
          hanging.add(res);
          res.on("close", () => hanging.delete(res));
          return;
        }
        if (failure === "reset") {
          req.socket.destroy();
          return;
        }
        if (failure === "error") {
          sendJson(res, 500, {
            error: { type: "api_error", message: "The stand-in was told to fail this request." },
          });
          return;
        }
        const key = req.headers["idempotency-key"];
        const known = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
        const session = known ?? newSession(form, base);
        sessions.set(session.id, session);
        if (typeof key === "string") byIdempotencyKey.set(key, session);
        sendJson(res, 200, sessionJson(session));
        return;
      }
      const pay = /^\/pay\/(cs_test_\w+)$/.exec(path);
      if (req.method === "GET" && pay?.[1] && sessions.has(pay[1])) {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(`<!doctype html><title>Test checkout</title><h1>Test checkout ${pay[1]}</h1>`);
        return;
      }
      sendJson(res, 404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    sessions,
    fail(mode) {
      failure = mode;
    },
    waitForRequests(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    complete(sessionId, options) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`the stand-in opened no session ${sessionId}`);
      const now = Math.floor(Date.now() / 1000);
      const eventId = options.eventId ?? stripeStyleId("evt_test");
      const payload = JSON.stringify(
        checkoutCompletedEvent({
          eventId,
          sessionId,
          amountMinor: session.amountTotal,
          currency: session.currency,
          metadata: session.metadata,
          clientReferenceId: session.clientReferenceId,
          customerEmail: session.customerEmail,
          created: options.createdSeconds ?? options.timestampSeconds ?? now,
        }),
      );
      const signature = stripeSignatureHeader(payload, options.secret, options.timestampSeconds ?? now);
      return { eventId, payload, signature };
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A session from the SDK's form fields (one line item with inline price data, as the app sends). */
function newSession(form: Record<string, string>, base: string): StandinSession {
  const id = stripeStyleId("cs_test");
  const quantity = Number(form["line_items[0][quantity]"] ?? "1");
  const unitAmount = Number(form["line_items[0][price_data][unit_amount]"] ?? "0");
  const metadata = Object.fromEntries(
    Object.entries(form)
      .map(([name, value]) => [/^metadata\[(\w+)\]$/.exec(name)?.[1], value] as const)
      .filter((entry): entry is [string, string] => entry[0] !== undefined),
  );
  return {
    id,
    url: `${base}/pay/${id}`,
    amountTotal: unitAmount * quantity,
    currency: form["line_items[0][price_data][currency]"] ?? "usd",
    metadata,
    clientReferenceId: form.client_reference_id ?? null,
    customerEmail: form.customer_email ?? null,
    successUrl: form.success_url ?? null,
    cancelUrl: form.cancel_url ?? null,
  };
}

/** A Checkout Session as Stripe's API answers it, before payment. */
function sessionJson(session: StandinSession): Record<string, unknown> {
  return {
    id: session.id,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    url: session.url,
    amount_subtotal: session.amountTotal,
    amount_total: session.amountTotal,
    currency: session.currency,
    metadata: session.metadata,
    client_reference_id: session.clientReferenceId,
    customer_email: session.customerEmail,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    created: Math.floor(Date.now() / 1000),
    expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
    livemode: false,
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": stripeStyleId("req") });
  res.end(JSON.stringify(body));
}
