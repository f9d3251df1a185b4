import {
  MailListQuerySchema,
  type MailMessageSummary,
  type MailStatus,
  mailStatusLabels,
} from "@meridian/contract";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { ListPager } from "@/components/ui/list-pager";
import { PanelHeading } from "@/components/ui/panel-heading";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/format-date";
import { useListQueryState } from "@/lib/use-list-query-state";
import { type MailListQuery, useMailList } from "../api/list-mail";
import { MailMessageDialog } from "./mail-message-dialog";

const PAGE_SIZE = 25;

type Tab = MailListQuery["status"];

const tabs: { value: Tab; label: string; empty: string }[] = [
  { value: "all", label: "All", empty: "The product has not sent any mail yet." },
  { value: "outbox", label: "Outbox", empty: "No message is waiting in the outbox." },
  { value: "sent", label: "Sent", empty: "No message has gone to the mail server yet." },
  { value: "queued", label: "Queued", empty: "Nothing is waiting to be sent." },
  { value: "failed", label: "Failed", empty: "No message has failed." },
];

const statusTones: Record<MailStatus, BadgeTone> = {
  queued: "neutral",
  sent: "accent",
  outbox: "primary",
  failed: "destructive",
};

const columns: readonly DataColumn<MailMessageSummary>[] = [
  { id: "to", header: "To", cell: (row) => row.to, rowHeader: true, className: "wrap-anywhere" },
  { id: "subject", header: "Subject", cell: (row) => row.subject ?? "Not rendered yet" },
  { id: "kind", header: "Kind", cell: (row) => row.kindLabel },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <span className="grid gap-1">
        <Badge tone={statusTones[row.status]}>{mailStatusLabels[row.status]}</Badge>
        {row.status !== "sent" && row.status !== "outbox" && row.lastError ? (
          <span className="text-xs text-muted-foreground">
            {row.attempts} {row.attempts === 1 ? "try" : "tries"}: {row.lastError}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: "createdAt",
    header: "Queued",
    cell: (row) => formatDateTime(row.createdAt),
    className: "tabular-nums",
  },
];

/**
 * The product's mail, for admins: with no SMTP server set (the embedded default) every message
 * waits here in the outbox, to be read as its recipient would; with one, what was sent, what waits
 * and what failed.
 */
export function MailOutboxPanel() {
  const headingId = useId();
  const paging = useListQueryState(MailListQuerySchema, { pageSize: PAGE_SIZE });
  const list = useMailList(paging.query);
  const [reading, setReading] = useState<MailMessageSummary | null>(null);
  const current = tabs.find((item) => item.value === paging.query.status) ?? tabs[0];

  return (
    <CardSection className="grid gap-5 p-4 sm:p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={Mail}
        title="Mail"
        description="Every message the product queued: invitations, password resets, confirmations. Open one to see it as its recipient does."
      />
      <Tabs
        value={paging.query.status}
        onValueChange={(value) => paging.setFilters({ status: value as Tab })}
      >
        <TabsList
          aria-label="Messages to show"
          className="flex h-auto w-full flex-wrap sm:inline-flex sm:w-auto"
        >
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={paging.query.status} className="grid gap-4">
          <DataTable
            caption={`${current?.label ?? "All"} messages`}
            columns={columns}
            rows={list.data?.data}
            rowKey={(row) => row.id}
            rowLabel={(row) => `${row.subject ?? row.kindLabel} to ${row.to}`}
            busy={list.isPlaceholderData}
            loadingRows={4}
            failure={queryFailure(list, "The mail could not be loaded.")}
            empty={{ message: current?.empty }}
            cardsBelow="lg"
            actions={(row) => (
              <Button variant="outline" size="sm" onClick={() => setReading(row)}>
                Read<span className="sr-only"> the message to {row.to}</span>
              </Button>
            )}
          />
          {list.data && list.data.meta.total > 0 ? (
            <ListPager
              label="Mail pages"
              total={list.data.meta.total}
              noun={["message", "messages"]}
              loading={list.isPlaceholderData}
              {...paging.pager}
            />
          ) : null}
        </TabsContent>
      </Tabs>
      <MailMessageDialog message={reading} onClose={() => setReading(null)} />
    </CardSection>
  );
}
