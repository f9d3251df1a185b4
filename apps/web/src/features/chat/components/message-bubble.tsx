import type { ChatMessage } from "@meridian/contract";
import { Check, CheckCheck } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date";

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** One message: the caller's own on the right with a read indicator, the other side's on the left. */
export function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const at = new Date(message.timestamp);
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "grid max-w-[85%] gap-1 rounded-2xl px-3.5 py-2 text-sm shadow-xs sm:max-w-[75%]",
          mine
            ? "rounded-br-sm bg-primary text-primary-foreground"
            : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        {mine ? null : <span className="text-xs font-semibold">{message.senderName}</span>}
        <p className="whitespace-pre-wrap wrap-anywhere">{message.content}</p>
        <span
          className={cn(
            "flex items-center justify-end gap-1 text-xs",
            mine ? "text-primary-foreground/85" : "text-muted-foreground",
          )}
        >
          <time dateTime={message.timestamp} title={formatDateTime(at)}>
            {timeFormat.format(at)}
          </time>
          {mine ? (
            message.isRead ? (
              <>
                <CheckCheck aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Read</span>
              </>
            ) : (
              <>
                <Check aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Sent</span>
              </>
            )
          ) : null}
        </span>
      </div>
    </li>
  );
}
