import type { Notification } from "@meridian/contract";
import { Check, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDate, withLocalTimes } from "@/lib/format-date";
import { formatRelativeTime } from "@/lib/format-relative-time";
import { NotificationTypeIcon } from "./notification-type-icon";

interface NotificationItemProps {
  notification: Notification;
  now: number;
  onMarkRead: (id: string) => void;
  onDelete: (notification: Notification) => void;
  /** Disables the delete button while that row's deletion is on its way. */
  deleting?: boolean;
  /** Tighter spacing for the bell's popover. */
  compact?: boolean;
  /** The title's heading level, one below the heading of the list around it. */
  headingLevel?: 2 | 3;
}

/** One notification: kind, title, message, when, and its two actions. */
export function NotificationItem({
  notification,
  now,
  onMarkRead,
  onDelete,
  deleting = false,
  compact = false,
  headingLevel = 3,
}: NotificationItemProps) {
  const unread = !notification.isRead;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "flex items-start gap-3",
        compact ? "px-4 py-3" : "p-4 sm:p-5",
        unread && "bg-primary-soft/40",
      )}
    >
      <NotificationTypeIcon type={notification.type} />
      <div className="min-w-0 flex-1">
        <Heading
          className={cn(
            "flex items-center gap-2 text-sm text-foreground",
            unread ? "font-semibold" : "font-medium",
          )}
        >
          {unread ? (
            <span className="size-2 shrink-0 rounded-full bg-primary">
              <span className="sr-only">Unread: </span>
            </span>
          ) : null}
          <span className="min-w-0 wrap-anywhere">{notification.title}</span>
        </Heading>
        {/* Pre-line: a message may keep the lines its writer typed (a support request). */}
        <p className="mt-0.5 text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">
          {withLocalTimes(notification.message)}
        </p>
        <time
          dateTime={notification.createdAt}
          title={formatDate(notification.createdAt)}
          className="mt-1 block text-xs text-muted-foreground"
        >
          {formatRelativeTime(notification.createdAt, now)}
        </time>
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        {unread ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Mark as read: ${notification.title}`}
            title="Mark as read"
            onClick={() => onMarkRead(notification.id)}
          >
            <Check aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive"
          aria-label={`Delete notification: ${notification.title}`}
          title="Delete"
          pending={deleting}
          onClick={() => onDelete(notification)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
