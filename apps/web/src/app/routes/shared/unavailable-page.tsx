import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { useRouteTitle } from "../../route-handle";

/** The honest stand-in for a page whose part of the product is not built yet. */
export function UnavailablePage() {
  const title = useRouteTitle() ?? "This page";
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        This part of Meridian is not available yet.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Back to home</Link>
      </Button>
    </section>
  );
}
