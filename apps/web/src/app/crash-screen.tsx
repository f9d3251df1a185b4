import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";

/**
 * The full-page crash screen of spec part 1 §2. Deliberately free of router links, providers and
 * lazy imports: it must render even when those are what failed.
 */
export function CrashScreen() {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-center justify-center bg-background px-4 py-16 text-foreground"
    >
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-8 text-center shadow-raised">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning-soft-foreground">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          The application encountered an error. Please refresh the page.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-10 cursor-pointer items-center justify-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground shadow-sm hover:bg-primary-hover"
        >
          Refresh Page
        </button>
      </div>
    </main>
  );
}

/** What a page's render error or failed chunk load shows (`AppRoutes`), the error logged. */
export function RouteCrashScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error("Route error:", error);
  }, [error]);
  return <CrashScreen />;
}
