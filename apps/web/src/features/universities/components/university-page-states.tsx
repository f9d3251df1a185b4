import { ArrowLeft, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MessageScreen } from "@/components/ui/message-screen";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";

/** A university's page for an id the catalogue does not hold. */
export function UniversityNotFound() {
  return (
    <MessageScreen
      icon={SearchX}
      tone="muted"
      title="University not found"
      message="This university is not in the catalogue, or the address is mistyped."
    >
      <Button asChild size="lg">
        <Link to="/universities">Search universities</Link>
      </Button>
    </MessageScreen>
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
