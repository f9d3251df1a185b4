import type { ForumAuthor, ModerationState } from "@meridian/contract";
import { Building2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { RelativeTime } from "./relative-time";

/**
 * Who wrote it, and when: "Ana P. · 5 min ago · edited", with a Company badge for company
 * accounts and their logo (decorative: the name beside it says who) when they have one.
 */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  className,
}: {
  author: ForumAuthor;
  createdAt: string;
  editedAt?: string | null;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground", className)}>
      <span className="inline-flex min-w-0 items-center gap-2 font-medium text-foreground">
        {author.logoUrl ? <AuthorLogo src={author.logoUrl} /> : null}
        {author.displayName}
      </span>
      {author.kind === "company" ? (
        <Badge tone="accent">
          <Building2 aria-hidden="true" />
          Company
        </Badge>
      ) : null}
      {/* The separator travels with what follows, so a wrapped line never ends in a lone dot. */}
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        <span aria-hidden="true">·</span>
        <RelativeTime value={createdAt} />
      </span>
      {editedAt ? (
        <span className="inline-flex items-center gap-2 whitespace-nowrap">
          <span aria-hidden="true">·</span>
          <span title={`Edited ${new Date(editedAt).toLocaleString()}`}>edited</span>
        </span>
      ) : null}
    </p>
  );
}

/** The author's own view of content nobody else sees: held for a moderator, or hidden by one. */
export function ModerationBadge({ state }: { state: ModerationState }) {
  if (state === "pending") return <Badge tone="warning">Waiting for a moderator</Badge>;
  if (state === "hidden") return <Badge tone="destructive">Hidden by a moderator</Badge>;
  return null;
}

/** A company's small logo beside its name; `alt=""` since the name is right there. */
export function AuthorLogo({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={20}
      height={20}
      loading="lazy"
      className={cn("size-5 shrink-0 rounded-sm border border-border bg-surface object-contain", className)}
    />
  );
}
