import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";

/** What the body field takes: Markdown, without images or HTML (decision 044). */
export function MarkdownHint() {
  return (
    <>
      Markdown works: **bold**, _italic_, lists, `code` and [links](https://example.com). Images and raw HTML
      are not rendered.
    </>
  );
}

/** "120 / 10,000" under a field; turns red past the limit. */
export function CharacterCount({ value, max }: { value: number; max: number }) {
  return (
    <p
      className={cn(
        "justify-self-end text-xs tabular-nums",
        value > max ? "font-semibold text-destructive" : "text-muted-foreground",
      )}
    >
      {formatCount(value)} / {formatCount(max)}
      <span className="sr-only"> characters</span>
    </p>
  );
}
