import { ArrowRight, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MarketingStats } from "@/features/site-facts/components/marketing-stats";
import { Link } from "@/lib/router";
import { ProductTour } from "./product-tour";

/** Headline, calls to action (with the tour of real screens) and the figures counted from the database. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_15%_-10%,var(--hero-glow-1),transparent_70%),radial-gradient(50rem_28rem_at_95%_10%,var(--hero-glow-2),transparent_70%)]"
      />
      <div className="container-page pt-16 pb-16 text-center sm:pt-24 sm:pb-20">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium text-muted-foreground shadow-card">
          <Sparkles aria-hidden="true" className="size-4 text-accent" />
          AI-powered study-abroad guidance
        </p>
        <h1
          id="hero-heading"
          className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl lg:text-display"
        >
          Study abroad with a plan <span className="text-primary">you can trust</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          Meridian matches you with universities worldwide, keeps every application and document in one place,
          and pairs you with a counselor who knows the way.
        </p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to="/auth">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/universities">Explore Universities</Link>
          </Button>
          <ProductTour />
        </div>
        <MarketingStats className="mx-auto mt-14 max-w-4xl" />
      </div>
    </section>
  );
}
