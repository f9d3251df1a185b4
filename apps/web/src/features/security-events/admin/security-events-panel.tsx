import { type SecurityEventCounts, securityEventLabels } from "@meridian/contract";
import { ShieldAlert } from "lucide-react";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { PanelSection } from "@/components/ui/panel-section";
import { useSecurityEventCounts } from "../api/get-security-event-counts";

type KindCount = SecurityEventCounts["counts"][number];

const columns: readonly DataColumn<KindCount>[] = [
  { id: "kind", header: "Kind", cell: (row) => securityEventLabels[row.kind], rowHeader: true },
  {
    id: "lastHour",
    header: "Last hour",
    cell: (row) => row.lastHour,
    align: "end",
    className: "tabular-nums",
  },
  {
    id: "last24Hours",
    header: "Last 24 hours",
    cell: (row) => row.last24Hours,
    align: "end",
    className: "tabular-nums",
  },
];

function SecurityEventsBody() {
  const counts = useSecurityEventCounts();
  // A day without refusals says so rather than list a row of zeros per kind.
  const quiet = counts.data?.counts.every((row) => row.last24Hours === 0) ?? false;
  return (
    <DataTable
      caption="Refusals by kind"
      columns={columns}
      rows={quiet ? [] : counts.data?.counts}
      rowKey={(row) => row.kind}
      loadingRows={3}
      failure={queryFailure(counts, "The security events could not be loaded.")}
      empty={{ message: "No refusals in the last 24 hours." }}
    />
  );
}

/** The admin's view of refusals (denied access, CSRF, throttles, refused sockets) over recent windows. */
export function SecurityEventsPanel() {
  return (
    <PanelSection
      className="grid content-start gap-5 p-6"
      icon={ShieldAlert}
      title="Security events"
      description="Requests the server refused, counted across every server, refreshed every minute."
    >
      <SecurityEventsBody />
    </PanelSection>
  );
}
