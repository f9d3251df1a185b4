import { formatMoney, type Receipt } from "@meridian/contract";
import { useId } from "react";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatDay } from "@/lib/format-date";
import { useReceipts } from "../api/list-receipts";

const methodLabels: Record<Receipt["status"], string> = {
  converted_online: "Online",
  converted_offline: "Offline",
};

function period(receipt: Receipt): string {
  if (!receipt.periodStart || !receipt.periodEnd) return "—";
  return `${formatDate(receipt.periodStart)} – ${formatDate(receipt.periodEnd)}`;
}

const cell = "px-3 py-2.5 align-top whitespace-nowrap";

function Table({ receipts }: { receipts: Receipt[] }) {
  const captionId = useId();
  if (receipts.length === 0) {
    return <EmptyNote>No receipts yet. A receipt appears here once a payment is accepted.</EmptyNote>;
  }
  return (
    // Seven columns do not fit a phone: the table scrolls sideways in its own region, which takes
    // the keyboard focus so it can be scrolled without a mouse.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border"
    >
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="px-3 py-2 text-left text-xs text-muted-foreground">
          Your receipts, newest first
        </caption>
        <thead className="border-y border-border bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>
              Receipt
            </th>
            <th scope="col" className={cell}>
              Paid on
            </th>
            <th scope="col" className={cell}>
              Plan
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Amount
            </th>
            <th scope="col" className={cell}>
              Method
            </th>
            <th scope="col" className={cell}>
              Reference
            </th>
            <th scope="col" className={cell}>
              Period
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {receipts.map((receipt) => (
            <tr key={receipt.purchaseId}>
              <th scope="row" className={`${cell} font-mono font-medium text-foreground`}>
                {receipt.receiptNumber}
              </th>
              <td className={cell}>{formatDay(receipt.paidOn)}</td>
              <td className={cell}>{receipt.planName}</td>
              <td className={`${cell} text-right font-medium text-foreground`}>
                {formatMoney(receipt.amountMinor, receipt.currency)}
              </td>
              <td className={cell}>{methodLabels[receipt.status]}</td>
              <td className={cell}>{receipt.paymentReference ?? "—"}</td>
              <td className={cell}>{period(receipt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The student's receipts, with their loading, failure and empty states. */
export function ReceiptsTable() {
  const receipts = useReceipts();
  return (
    <QueryContent
      query={receipts}
      failure="Your receipts could not be loaded."
      loading={<Skeleton className="h-24" aria-hidden="true" />}
    >
      {(data) => <Table receipts={data.receipts} />}
    </QueryContent>
  );
}
