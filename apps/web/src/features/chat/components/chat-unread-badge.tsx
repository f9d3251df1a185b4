import { formatBadgeCount } from "@/lib/badge-count";
import { useOwnUnreadCount } from "../api/own-unread-count";

/**
 * The count of the team's unread messages beside a Chat link: the number shown, and "(N unread)"
 * for screen readers, so the link's name reads "Chat (2 unread)". Nothing while all are read.
 */
export function ChatUnreadBadge() {
  const count = useOwnUnreadCount();
  if (count <= 0) return null;
  const shown = formatBadgeCount(count);
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="chat-unread-badge"
        className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 align-middle text-[0.6875rem] leading-none font-bold text-destructive-foreground"
      >
        {shown}
      </span>
      <span className="sr-only"> ({shown} unread)</span>
    </>
  );
}
