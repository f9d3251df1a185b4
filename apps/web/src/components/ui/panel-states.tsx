import type { UseQueryResult } from "@tanstack/react-query";
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

/** An empty list that leads to the next step: what is missing, then the actions that fill it. */
export function NextStep({ message, children }: { message: ReactNode; children: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border border-dashed border-input bg-surface p-5">
      <p className="text-sm text-muted-foreground">{message}</p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/**
 * What a panel shows for its query: `loading` until the first answer, the failure with a retry,
 * then `children` with the data.
 */
export function QueryContent<T>({
  query,
  loading,
  failure,
  children,
}: {
  query: Pick<UseQueryResult<T>, "data" | "isError" | "refetch">;
  loading: ReactNode;
  /** What could not be loaded, e.g. "Your documents could not be loaded." */
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadFailure message={failure} onRetry={() => void query.refetch()} />;
  return loading;
}
