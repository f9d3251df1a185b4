import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyDialogContent } from "@/components/ui/dialog";
import { useLazyDialog } from "@/components/ui/lazy-dialog";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { useTheme } from "@/lib/theme";

/**
 * One step of the tour: a real screen of the product, captured from the demo by
 * `npm run tour:capture` (e2e/tour/capture-tour.spec.ts), which also writes the captions.
 */
export interface TourStep {
  id: string;
  title: string;
  caption: string;
  alt: string;
  light: string;
  dark: string;
  width: number;
  height: number;
}

export interface TourManifest {
  capturedOn: string;
  steps: TourStep[];
}

/** Where the capture writes the manifest (apps/web/public/tour, served as static files). */
export const tourManifestUrl = "/tour/tour.json";

/** The Radix dialog of <ProductTour>, loaded when it first opens; the steps load with it. */
export function ProductTourDialog() {
  const { setOpen } = useLazyDialog();
  return (
    <LazyDialogContent
      title="A tour of Meridian"
      description="Real screens of the product, with demo accounts and their records."
      className="max-w-5xl"
    >
      <TourSteps onDone={() => setOpen(false)} />
    </LazyDialogContent>
  );
}

type Load = { state: "loading" } | { state: "ready"; tour: TourManifest } | { state: "failed" };

function TourSteps({ onDone }: { onDone: () => void }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const request = useCallback((signal?: AbortSignal) => {
    setLoad({ state: "loading" });
    fetchTour(signal).then(
      (tour) => setLoad({ state: "ready", tour }),
      () => {
        if (!signal?.aborted) setLoad({ state: "failed" });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    request(controller.signal);
    return () => controller.abort();
  }, [request]);

  if (load.state === "loading") return <Skeleton className="aspect-[16/10] w-full" />;
  if (load.state === "failed")
    return (
      <LoadFailure
        message="The tour could not be loaded. Check your connection and try again."
        onRetry={() => request()}
      />
    );
  return <TourViewer tour={load.tour} onDone={onDone} />;
}

function TourViewer({ tour, onDone }: { tour: TourManifest; onDone: () => void }) {
  const { resolvedTheme } = useTheme();
  const [index, setIndex] = useState(0);
  const last = tour.steps.length - 1;
  const step = tour.steps[index];
  if (!step) return null;
  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));

  // Arrow keys page through the steps from anywhere in the viewer, as in an image gallery.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys page the steps; the buttons below do the same for pointer and Tab users.
    <div className="grid gap-4" onKeyDown={onKeyDown}>
      <figure className="grid gap-3">
        <img
          key={step.id}
          src={resolvedTheme === "dark" ? step.dark : step.light}
          alt={step.alt}
          width={step.width}
          height={step.height}
          className="h-auto w-full rounded-lg border border-border bg-muted"
        />
        <figcaption aria-live="polite" className="grid gap-1">
          <span className="text-sm font-medium text-muted-foreground">
            Step {index + 1} of {tour.steps.length}
          </span>
          <span className="text-base font-semibold text-foreground">{step.title}</span>
          <span className="text-sm text-muted-foreground">{step.caption}</span>
        </figcaption>
      </figure>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ol className="flex gap-1.5" aria-label="Steps">
          {tour.steps.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                aria-label={`Step ${i + 1}: ${s.title}`}
                aria-current={i === index ? "step" : undefined}
                onClick={() => go(i)}
                className={cn(
                  "block size-3 cursor-pointer rounded-full border border-primary",
                  i === index ? "bg-primary" : "bg-transparent hover:bg-primary-soft",
                )}
              />
            </li>
          ))}
        </ol>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
        <div className="flex gap-2">
          <Button
            variant="outline"
            aria-disabled={index === 0}
            onClick={() => go(index - 1)}
            className="aria-disabled:cursor-default aria-disabled:opacity-50"
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button onClick={index === last ? onDone : () => go(index + 1)}>
            {index === last ? "Done" : "Next"}
            {index === last ? null : <ChevronRight aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Captured from the demo on {formatDate(tour.capturedOn)}. The people and their records are demo
        accounts; the universities and their facts are real.
      </p>
    </div>
  );
}

async function fetchTour(signal?: AbortSignal): Promise<TourManifest> {
  const res = await fetch(tourManifestUrl, { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`tour: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!isTourManifest(body)) throw new Error("tour: unexpected manifest");
  return body;
}

// A plain check rather than a schema: the landing page carries no validation library.
function isTourManifest(value: unknown): value is TourManifest {
  if (typeof value !== "object" || value === null) return false;
  const { capturedOn, steps } = value as Partial<TourManifest>;
  return typeof capturedOn === "string" && Array.isArray(steps) && steps.length > 0;
}
