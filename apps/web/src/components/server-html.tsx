import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

interface ServerHtmlProps extends Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> {
  /** The server's sanitised rendering of a Markdown body (decision 044): never the raw `body`. */
  html: string;
}

/**
 * A post's, comment's or queued item's body as the server rendered it. Safe by construction: the
 * server renders and sanitises it (decision 044), so this is the one place the app sets HTML.
 */
export function ServerHtml({ html, className, ...props }: ServerHtmlProps) {
  return (
    <div
      {...props}
      className={cn("prose max-w-none", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised Markdown rendering
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
