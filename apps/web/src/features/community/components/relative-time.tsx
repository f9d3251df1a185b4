import { formatDateTime } from "@/lib/format-date";
import { formatRelativeTime } from "@/lib/format-relative-time";

/** "5 min ago" in a <time> element, with the full date as its tooltip. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className={className}>
      {formatRelativeTime(value)}
    </time>
  );
}
