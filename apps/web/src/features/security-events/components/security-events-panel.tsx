import { securityEventLabels } from "@meridian/contract";
import { ShieldAlert } from "lucide-react";
import { useId } from "react";
import { CardSection } from "@/components/ui/card";
import { PanelHeading } from "@/components/ui/panel-heading";
import { EmptyNote, LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useSecurityEventCounts } from "../api/get-security-event-counts";

function SecurityEventsBody() {
  const counts = useSecurityEventCounts();
  if (counts.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  }
  if (counts.isError) {
    return (
      <LoadFailure message="The security events could not be loaded." onRetry={() => void counts.refetch()} />
    );
  }
  if (counts.data.counts.every((row) => row.last24Hours === 0)) {
    return <EmptyNote>No refusals in the last 24 hours.</EmptyNote>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Refusals by kind</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Kind
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Last hour
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Last 24 hours
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {counts.data.counts.map((row) => (
            <tr key={row.kind}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-foreground">
                {securityEventLabels[row.kind]}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{row.lastHour}</td>
              <td className="px-3 py-2 text-right tabular-nums">{row.last24Hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The admin's view of refusals (denied access, CSRF, throttles, refused sockets) over recent windows. */
export function SecurityEventsPanel() {
  const headingId = useId();
  return (
    <CardSection className="grid content-start gap-5 p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={ShieldAlert}
        title="Security events"
        description="Requests the server refused, counted across every server, refreshed every minute."
      />
      <SecurityEventsBody />
    </CardSection>
  );
}
