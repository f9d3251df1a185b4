import type { Notification } from "@meridian/contract";
import { BellOff, CheckCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { RecordConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDeleteNotification } from "../api/delete-notification";
import { useUnreadCount } from "../api/get-unread-count";
import { type NotificationFilter, useNotificationPages } from "../api/list-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { useNow } from "../hooks/use-now";
import { NotificationItem } from "./notification-item";

const emptyStates: Record<NotificationFilter, { title: string; text: string }> = {
  all: {
    title: "No notifications yet",
    text: "Sign-in alerts, application updates and messages from your team will appear here.",
  },
  unread: { title: "You're all caught up", text: "Every notification has been read." },
};

// Offset pages can overlap once a pushed notification shifts the list; the first copy wins.
function uniqueById(items: Notification[]): Notification[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

function NotificationList({ filter }: { filter: NotificationFilter }) {
  const now = useNow();
  const pages = useNotificationPages(filter);
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const [pendingDelete, setPendingDelete] = useState<Notification | null>(null);

  if (pages.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (pages.isError) {
    return (
      <div className={cardClasses("dashed", "grid justify-items-center gap-3 p-8 text-center")}>
        <p className="text-muted-foreground">Your notifications could not be loaded.</p>
        <Button variant="outline" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = uniqueById(pages.data.pages.flatMap((page) => page.data));
  if (items.length === 0) {
    const empty = emptyStates[filter];
    return (
      <div className={cardClasses("dashed", "flex flex-col items-center px-6 py-14 text-center")}>
        <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
          <BellOff aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-foreground">{empty.title}</h2>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">{empty.text}</p>
      </div>
    );
  }
  const total = pages.data.pages[0]?.meta.total ?? items.length;
  return (
    <div className="grid gap-4">
      <ul className={cardClasses("raised", "divide-y divide-border overflow-hidden")}>
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem
              notification={item}
              headingLevel={2}
              now={now}
              onMarkRead={(id) => markRead.mutate(id)}
              onDelete={setPendingDelete}
              deleting={remove.isPending && remove.variables === item.id}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-muted-foreground">
          Showing {items.length} of {total}
        </p>
        <LoadMoreButton query={pages} />
      </div>
      <RecordConfirmDialog
        record={pendingDelete}
        onClose={() => setPendingDelete(null)}
        title="Delete this notification?"
        description={(notification) => `"${notification.title}" will be removed for good.`}
        confirmLabel="Delete"
        destructive
        onConfirm={(notification) => remove.mutate(notification.id)}
      />
    </div>
  );
}

/** The full notifications list with All / Unread tabs, filtered on the server. */
export function NotificationsCenter() {
  const [filter, setFilter] = useState<NotificationFilter>("all");
  const count = useUnreadCount().data?.count ?? 0;
  const markAll = useMarkAllNotificationsRead();
  return (
    <Tabs value={filter} onValueChange={(value) => setFilter(value === "unread" ? "unread" : "all")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label="Show">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="unread">{count > 0 ? `Unread (${count})` : "Unread"}</TabsTrigger>
        </TabsList>
        <Button
          variant="outline"
          disabled={count === 0}
          pending={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </Button>
      </div>
      <TabsContent value="all" className="mt-6">
        <NotificationList filter="all" />
      </TabsContent>
      <TabsContent value="unread" className="mt-6">
        <NotificationList filter="unread" />
      </TabsContent>
    </Tabs>
  );
}
