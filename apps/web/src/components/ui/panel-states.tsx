import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A panel's content that could not be loaded: what failed, and a button that asks again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-start gap-2">
      <p className="text-sm text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A panel's list with nothing in it yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-input p-4 text-sm text-muted-foreground">
      {children}
    </p>
  );
}
