import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { CardSection } from "@/components/ui/card";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date";
import { useCompanyHistory } from "../api/chat-history";
import { useCompanyConversations } from "../api/company-conversations";
import { useSendChatMessage } from "../api/send-message";
import { ChatPanel } from "../components/chat-panel";

function CompanyConversation({ accountId, name }: { accountId: string; name: string }) {
  const history = useCompanyHistory(accountId);
  const send = useSendChatMessage({ kind: "company", accountId });
  return (
    <ChatPanel
      history={history}
      mySide="counselor"
      send={(body) => send.mutateAsync(body)}
      inputLabel={`Message to ${name}`}
    />
  );
}

/** The admins' side of company accounts' chats (decision 036): who wrote, unread counts, the conversation. */
export function CompanyMessagesPanel() {
  const conversations = useCompanyConversations();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <CardSection aria-labelledby="company-messages-heading" className="grid gap-4 p-5 sm:p-6">
      <h2
        id="company-messages-heading"
        className="flex items-center gap-2 text-lg font-semibold text-foreground"
      >
        <MessageCircle aria-hidden="true" className="size-5 text-primary" />
        Company messages
      </h2>
      <QueryContent
        query={conversations}
        failure="The company conversations could not be loaded."
        loading={<Skeleton className="h-24 w-full" />}
      >
        {({ conversations: list }) => {
          if (list.length === 0)
            return <EmptyNote>No company account has written to the team yet.</EmptyNote>;
          const open = list.find((item) => item.accountId === chosen) ?? list[0];
          return (
            <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
              <ul className="grid content-start gap-1" aria-label="Company conversations">
                {list.map((item) => (
                  <li key={item.accountId}>
                    <button
                      type="button"
                      aria-current={item.accountId === open?.accountId ? "true" : undefined}
                      onClick={() => setChosen(item.accountId)}
                      className={cn(
                        "grid w-full cursor-pointer gap-0.5 rounded-lg px-3 py-2 text-left text-sm hover:bg-muted",
                        item.accountId === open?.accountId && "bg-muted",
                      )}
                    >
                      <span className="flex items-center justify-between gap-2 font-medium text-foreground">
                        <span className="truncate">{item.name}</span>
                        {item.unreadCount > 0 ? <Badge>{`${item.unreadCount} unread`}</Badge> : null}
                      </span>
                      <span className="truncate text-xs text-muted-foreground">
                        {item.email} · {formatDateTime(item.lastMessageAt)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {open ? (
                <CompanyConversation key={open.accountId} accountId={open.accountId} name={open.name} />
              ) : null}
            </div>
          );
        }}
      </QueryContent>
    </CardSection>
  );
}
