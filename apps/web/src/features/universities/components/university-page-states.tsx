import { ArrowLeft, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";

/** A university's page for an id the catalogue does not hold. */
export function UniversityNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        University not found
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        This university is not in the catalogue, or the address is mistyped.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/universities">Search universities</Link>
      </Button>
    </section>
  );
}

export function BackToSearch() {
  return (
    <Button asChild variant="ghost" className="-ml-3 justify-self-start">
      <Link to="/universities">
        <ArrowLeft aria-hidden="true" />
        All universities
      </Link>
    </Button>
  );
}

/** A university's page when it could not be loaded (not a missing one), with a retry. */
export function UniversityLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container-page grid max-w-4xl gap-4 py-10 sm:py-14">
      <BackToSearch />
      <h1 className="text-3xl font-bold tracking-tight text-foreground">University</h1>
      <LoadFailure message="The university could not be loaded." onRetry={onRetry} />
    </div>
  );
}

/** A university's page while it loads. */
export function UniversityLoading() {
  return (
    <div className="container-page grid max-w-4xl gap-4 py-10 sm:py-14" aria-busy="true">
      <span className="sr-only" role="status">
        Loading university
      </span>
      <Skeleton className="h-9 w-36" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
