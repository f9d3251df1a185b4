import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Card } from "./card";

// Literal class names, so the stylesheet build finds every tone.
const tones = {
  muted: "bg-muted text-muted-foreground",
  primary: "bg-primary-soft text-primary-soft-foreground",
  warning: "bg-warning-soft text-warning-soft-foreground",
  destructive: "bg-destructive-soft text-destructive-soft-foreground",
} as const;

interface MessageProps {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  /** What happened, in a sentence or two. */
  message?: ReactNode;
  /** The way on (a button, a link). */
  children: ReactNode;
}

/** A page that is only a message: an icon, the page's heading, what happened, and a way on. */
export function MessageScreen({ icon: Icon, tone, title, message, children }: MessageProps) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <div className={cn("flex size-14 items-center justify-center rounded-2xl", tones[tone])}>
        <Icon aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      {message ? <p className="mt-4 max-w-md text-lg text-muted-foreground">{message}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** The same message in a card, where a step of a flow stops (a refused page, a dead link). */
export function MessageCard({ icon: Icon, tone, title, message, children }: MessageProps) {
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md p-8 text-center">
        <div className={cn("mx-auto flex size-12 items-center justify-center rounded-full", tones[tone])}>
          <Icon aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-foreground">{title}</h1>
        {message ? <p className="mt-3 text-muted-foreground">{message}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}
