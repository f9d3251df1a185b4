import type { ConversionTestResult } from "@meridian/contract";
import { CircleAlert, CircleCheck, CircleMinus } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";

/** Which test delivery this was: what the admin asked the panel to send. */
export type DeliveryKind = "new" | "again" | "body" | "stale";

export const deliveryTitles: Record<DeliveryKind, string> = {
  new: "A new paid checkout",
  again: "The same event again",
  body: "One byte changed after signing",
  stale: "Signed 301 seconds ago",
};

type Mark = "done" | "refused" | "none";

interface Effect {
  key: string;
  mark: Mark;
  text: ReactNode;
}

/** Each effect of one delivery, in the order the webhook's code produces them. */
function effectsOf(result: ConversionTestResult): Effect[] {
  if (result.httpStatus !== 200 || !result.ack) {
    return [
      {
        key: "refused",
        mark: "refused",
        text: `Refused with ${result.httpStatus}: ${result.error ?? "no reason given"}. Nothing was recorded or changed.`,
      },
    ];
  }
  const list: Effect[] = [{ key: "signature", mark: "done", text: "Signature verified on the raw body" }];
  if (result.ack.duplicate) {
    list.push({
      key: "duplicate",
      mark: "none",
      text: (
        <>
          Event <code className="font-mono text-xs">{result.eventId}</code> was received before: acknowledged,
          nothing done a second time
        </>
      ),
    });
    return list;
  }
  list.push({
    key: "event",
    mark: "done",
    text: (
      <>
        Event recorded: <code className="font-mono text-xs break-all">{result.eventId}</code>
      </>
    ),
  });
  const effects = result.effects;
  if (!effects) {
    list.push({
      key: "ignored",
      mark: "none",
      text: `Nothing applied: ${result.ack.detail ?? "the event asks for nothing"}`,
    });
    return list;
  }
  const counselor = effects.counselor;
  list.push(
    {
      key: "subscription",
      mark: "done",
      text: `Subscription to ${effects.subscription.planName} active until ${formatDate(effects.subscription.currentPeriodEnd)}`,
    },
    { key: "follow-up", mark: "done", text: `Follow-up added with the status ${effects.followUp.status}` },
    counselor
      ? {
          key: "counselor",
          mark: "done",
          text: counselor.newlyAssigned
            ? `Counselor assigned: ${counselor.name}`
            : `Counselor already assigned: ${counselor.name}`,
        }
      : { key: "counselor", mark: "none", text: "No counselor assigned: no active counselor is free" },
    effects.counselorNotified
      ? { key: "notified", mark: "done", text: "Counselor notified in real time" }
      : { key: "notified", mark: "none", text: "No counselor to notify" },
    {
      key: "status",
      mark: "done",
      text: `Student status ${effects.studentStatus.from} → ${effects.studentStatus.to}`,
    },
    {
      key: "audit",
      mark: effects.auditEvents.length > 0 ? "done" : "none",
      text:
        effects.auditEvents.length > 0
          ? `Audit events: ${effects.auditEvents.join(", ")}`
          : "No audit event recorded",
    },
  );
  return list;
}

const marks: Record<Mark, { icon: typeof CircleCheck; label: string; className: string }> = {
  done: { icon: CircleCheck, label: "Done", className: "text-success" },
  refused: { icon: CircleAlert, label: "Refused", className: "text-destructive" },
  none: { icon: CircleMinus, label: "Nothing done", className: "text-muted-foreground" },
};

/** One test delivery and each of its effects, with a mark for what happened. */
export function TestDelivery({
  kind,
  result,
  number,
}: {
  kind: DeliveryKind;
  result: ConversionTestResult;
  number: number;
}) {
  return (
    <li
      aria-label={`Delivery ${number}: ${deliveryTitles[kind]}`}
      className="grid gap-2 rounded-lg border border-border bg-background p-4"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold text-foreground">
        <span>
          {number}. {deliveryTitles[kind]}
        </span>
        <span
          className={cn("font-mono text-xs", result.httpStatus === 200 ? "text-success" : "text-destructive")}
        >
          HTTP {result.httpStatus}
        </span>
      </p>
      <ul className="grid gap-1.5" aria-label="Effects">
        {effectsOf(result).map((effect) => {
          const mark = marks[effect.mark];
          const Icon = mark.icon;
          return (
            <li key={effect.key} className="flex items-start gap-2 text-sm text-foreground">
              <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", mark.className)} />
              <span className="sr-only">{mark.label}: </span>
              <span className="min-w-0">{effect.text}</span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
