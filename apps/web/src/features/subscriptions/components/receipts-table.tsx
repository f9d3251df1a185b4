import { formatMoney, type Receipt } from "@meridian/contract";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
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

const columns: DataColumn<Receipt>[] = [
  {
    id: "receipt",
    header: "Receipt",
    rowHeader: true,
    className: "font-mono whitespace-nowrap",
    cell: (receipt) => receipt.receiptNumber,
  },
  {
    id: "paidOn",
    header: "Paid on",
    className: "whitespace-nowrap",
    cell: (receipt) => formatDay(receipt.paidOn),
  },
  { id: "plan", header: "Plan", cell: (receipt) => receipt.planName },
  {
    id: "amount",
    header: "Amount",
    align: "end",
    className: "whitespace-nowrap font-medium text-foreground",
    cell: (receipt) => formatMoney(receipt.amountMinor, receipt.currency),
  },
  { id: "method", header: "Method", cell: (receipt) => methodLabels[receipt.status] },
  { id: "reference", header: "Reference", cell: (receipt) => receipt.paymentReference ?? "—" },
  { id: "period", header: "Period", className: "whitespace-nowrap", cell: period },
];

/** The student's receipts, with their loading, failure and empty states. */
export function ReceiptsTable() {
  const receipts = useReceipts();
  return (
    <DataTable
      caption="Your receipts, newest first"
      captionVisible
      // Seven columns: between phone and desktop widths the table scrolls sideways in its own region.
      focusableScroll
      columns={columns}
      rows={receipts.data?.receipts}
      rowKey={(receipt) => receipt.purchaseId}
      failure={queryFailure(receipts, "Your receipts could not be loaded.")}
      empty={{ message: "No receipts yet. A receipt appears here once a payment is accepted." }}
      loadingRows={2}
    />
  );
}
