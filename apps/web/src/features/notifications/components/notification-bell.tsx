import { notificationLimits } from "@meridian/contract";
import { Bell } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { Tooltip } from "@/components/ui/tooltip";
import { Link } from "@/lib/router";
import { useDeleteNotification } from "../api/delete-notification";
import { useUnreadCount } from "../api/get-unread-count";
import { useRecentNotifications } from "../api/list-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { bellLabel, formatBadgeCount } from "../badge-count";
import { useFallbackPoll } from "../hooks/use-fallback-poll";
import { useNow } from "../hooks/use-now";
import { NotificationItem } from "./notification-item";

/** The count on the bell; hidden from assistive technology because the button's name carries it. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-destructive-foreground ring-2 ring-background"
    >
      {formatBadgeCount(count)}
    </span>
  );
}

function RecentList() {
  const now = useNow();
  const recent = useRecentNotifications(useFallbackPoll(notificationLimits.listPollMs));
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();

  if (recent.isPending) {
    return (
      <div className="grid gap-3 p-4">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (recent.isError) {
    return (
      <div className="grid justify-items-start gap-2 p-4 text-sm text-muted-foreground">
        <p>Your notifications could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void recent.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  // The bell shows the last 24 hours (spec part 2 §9); older ones are on the full page.
  const items = recent.data.data.filter(
    (item) => now - new Date(item.createdAt).getTime() < notificationLimits.recentWindowMs,
  );
  if (items.length === 0) {
    return (
      <div className="px-4 py-8 text-center">
        <p className="text-sm font-medium text-foreground">You're all caught up</p>
        <p className="mt-1 text-sm text-muted-foreground">Nothing new in the last 24 hours.</p>
      </div>
    );
  }
  return (
    <ul className="max-h-[min(26rem,60dvh)] divide-y divide-border overflow-y-auto">
      {items.map((item) => (
        <li key={item.id}>
          <NotificationItem
            compact
            notification={item}
            now={now}
            onMarkRead={(id) => markRead.mutate(id)}
            onDelete={(target) => remove.mutate(target.id)}
            deleting={remove.isPending && remove.variables === item.id}
          />
        </li>
      ))}
    </ul>
  );
}

/** The header bell (spec part 2 §2, §4): unread badge, recent notifications, mark read, delete. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const count = useUnreadCount(useFallbackPoll(notificationLimits.unreadPollMs)).data?.count ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const close = () => setOpen(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <Tooltip content="Notifications">
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(count)}>
            <Bell aria-hidden="true" />
            <UnreadBadge count={count} />
          </Button>
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent align="end" aria-labelledby={headingId} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id={headingId} className="text-sm font-semibold text-foreground">
            Notifications
          </h2>
          <Button
            variant="link"
            className="text-sm"
            disabled={count === 0}
            pending={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all as read
          </Button>
        </div>
        <RecentList />
        <div className="border-t border-border p-2">
          <Button asChild variant="ghost" className="w-full">
            <Link to="/notifications" onClick={close}>
              View all notifications
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
