import { type SupportRequest, SupportRequestListQuerySchema, supportTopicLabels } from "@meridian/contract";
import { Check, LifeBuoy, Mail, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ListLoading } from "@/components/ui/data-table";
import { ListPager } from "@/components/ui/list-pager";
import { PanelHeading } from "@/components/ui/panel-heading";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/format-date";
import { useListQueryState } from "@/lib/use-list-query-state";
import { type SupportRequestQuery, useSupportRequests } from "../api/list-support-requests";
import { useUpdateSupportRequest } from "../api/update-support-request";
import { ReplyDialog } from "./reply-dialog";

const PAGE_SIZE = 20;

type Tab = SupportRequestQuery["status"];

const tabs: { value: Tab; label: string; empty: string }[] = [
  { value: "open", label: "Open", empty: "No message is waiting for an answer." },
  { value: "handled", label: "Handled", empty: "No message has been marked handled yet." },
  { value: "all", label: "All", empty: "Nobody has written to support yet." },
];

const senderKinds: Record<SupportRequest["sender"]["kind"], string> = {
  guest: "Guest, not signed in",
  customer: "Student",
  team_member: "Team member",
  company_profile: "Company account",
};

/**
 * The admins' support queue: what visitors and users wrote through Contact Support and Book a
 * Demo, open until an admin has answered by email and marked it handled.
 */
export function SupportRequestsPanel() {
  const headingId = useId();
  // Another tab starts at its first page (the hook's rule).
  const paging = useListQueryState(SupportRequestListQuerySchema, { pageSize: PAGE_SIZE });
  const tab = paging.query.status;
  const [done, setDone] = useState("");
  const [replying, setReplying] = useState<SupportRequest | null>(null);
  const list = useSupportRequests(paging.query);
  const update = useUpdateSupportRequest();
  const current = tabs.find((item) => item.value === tab) ?? tabs[0];
  // The last message of a later page was handled: show the last page that still has some.
  const left = list.data?.total ?? 0;
  if (paging.page > 1 && list.data?.requests.length === 0 && left > 0 && !list.isPlaceholderData) {
    paging.setPage(Math.ceil(left / PAGE_SIZE));
  }

  const setStatus = (request: SupportRequest, status: SupportRequest["status"]) =>
    update.mutate(
      { requestId: request.id, status },
      {
        onSuccess: () => {
          setDone(
            `${status === "handled" ? "Marked handled" : "Open again"}: the message from ${request.sender.name}.`,
          );
          // The item may leave this tab: focus goes to the panel's heading, not to the page's top.
          document.getElementById(headingId)?.focus();
        },
      },
    );

  return (
    <CardSection className="grid gap-5 p-4 sm:p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={LifeBuoy}
        focusable
        title="Messages to support"
        description="Messages sent through Contact Support and Book a Demo. Answer each by email, then mark it handled."
      />
      {/* Always in the page, so screen readers hear what is put in it. */}
      <p role="status" className={done ? "text-sm text-muted-foreground" : "sr-only"}>
        {done}
      </p>
      <Tabs value={tab} onValueChange={(value) => paging.setFilters({ status: value as Tab })}>
        <TabsList
          aria-label="Messages to show"
          className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto"
        >
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="grid gap-4">
          <QueryContent
            query={list}
            failure="The support requests could not be loaded."
            loading={<ListLoading label="Messages to support: loading" count={3} itemClassName="h-28" />}
          >
            {({ requests, total }) =>
              requests.length === 0 ? (
                <EmptyNote>{current?.empty}</EmptyNote>
              ) : (
                <>
                  <ul className="grid gap-3" aria-label={`${current?.label} messages`}>
                    {requests.map((request) => (
                      <RequestItem
                        key={request.id}
                        request={request}
                        pending={update.isPending && update.variables?.requestId === request.id}
                        onStatus={(status) => setStatus(request, status)}
                        onReply={() => setReplying(request)}
                      />
                    ))}
                  </ul>
                  <ListPager
                    label="Message pages"
                    total={total}
                    noun={["message", "messages"]}
                    loading={list.isPlaceholderData}
                    {...paging.pager}
                  />
                </>
              )
            }
          </QueryContent>
        </TabsContent>
      </Tabs>
      <ReplyDialog request={replying} onClose={() => setReplying(null)} />
    </CardSection>
  );
}

interface RequestItemProps {
  request: SupportRequest;
  pending: boolean;
  onStatus: (status: SupportRequest["status"]) => void;
  onReply: () => void;
}

function RequestItem({ request, pending, onStatus, onReply }: RequestItemProps) {
  const topic = supportTopicLabels[request.topic];
  const handled = request.status === "handled";
  const action = handled
    ? { status: "open" as const, label: "Open again", icon: RotateCcw }
    : { status: "handled" as const, label: "Mark handled", icon: Check };
  return (
    <li
      aria-label={`${request.sender.name}, ${topic}`}
      className="grid gap-3 rounded-lg border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere text-foreground">{request.sender.name}</p>
          <p className="text-xs break-all text-muted-foreground">
            {request.sender.email} · {senderKinds[request.sender.kind]}
          </p>
        </div>
        <Badge tone={handled ? "accent" : "warning"}>{handled ? "Handled" : "Open"}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {topic} · received {formatDateTime(request.createdAt)}
      </p>
      <p className="text-sm whitespace-pre-wrap wrap-anywhere text-foreground">{request.message}</p>
      {request.replies.length > 0 ? (
        <ul className="grid gap-2" aria-label={`Answers to ${request.sender.name}`}>
          {request.replies.map((answer) => (
            <li key={answer.id} className="rounded-md bg-muted p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                Answered by mail{answer.author ? ` by ${answer.author.name}` : ""} on{" "}
                {formatDateTime(answer.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-foreground">{answer.message}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {handled ? (
        <p className="text-sm text-muted-foreground">
          Handled{request.handledBy ? ` by ${request.handledBy.name}` : ""}
          {request.handledAt ? ` on ${formatDateTime(request.handledAt)}` : ""}.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onReply}>
          <Mail aria-hidden="true" />
          Answer by mail<span className="sr-only"> to {request.sender.name}</span>
        </Button>
        <Button
          size="sm"
          variant={handled ? "outline" : "primary"}
          pending={pending}
          onClick={() => onStatus(action.status)}
          aria-label={`${action.label}: the message from ${request.sender.name}`}
        >
          <action.icon aria-hidden="true" />
          {action.label}
        </Button>
      </div>
    </li>
  );
}
