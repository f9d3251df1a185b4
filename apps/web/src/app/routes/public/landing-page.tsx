import { type ComponentType, lazy, Suspense } from "react";
import { HeroSection } from "./landing/hero-section";

type BelowHero = typeof import("./landing/below-hero");

const loadBelowHero = () => import("./landing/below-hero");

/** A section of the below-hero chunk, rendered once the chunk is here. */
function belowHero(pick: (module: BelowHero) => ComponentType) {
  return lazy(() => loadBelowHero().then((module) => ({ default: pick(module) })));
}

const AiMatchingSection = belowHero((module) => module.AiMatchingSection);
const SearchTeaserSection = belowHero((module) => module.SearchTeaserSection);
const DashboardPreviewSection = belowHero((module) => module.DashboardPreviewSection);
const SuccessStoriesSection = belowHero((module) => module.SuccessStoriesSection);
const InstallAppSection = belowHero((module) => module.InstallAppSection);
const CtaSection = belowHero((module) => module.CtaSection);

/**
 * The public landing page (spec part 2 §2). The page arrives prerendered; only the hero's code is
 * loaded before it paints. Each section below it is its own Suspense boundary: the prerendered
 * markup stays on screen while their chunk loads, then each hydrates on its own, so no one long
 * task hydrates the whole page, and a click there waits for its section instead of being lost
 * (decision 057). Rendered without prerendered markup (a navigation within the app), the sections
 * appear as the chunk arrives.
 */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <Suspense fallback={null}>
        <AiMatchingSection />
      </Suspense>
      <Suspense fallback={null}>
        <SearchTeaserSection />
      </Suspense>
      <Suspense fallback={null}>
        <DashboardPreviewSection />
      </Suspense>
      <Suspense fallback={null}>
        <SuccessStoriesSection />
      </Suspense>
      <Suspense fallback={null}>
        <InstallAppSection />
      </Suspense>
      <Suspense fallback={null}>
        <CtaSection />
      </Suspense>
    </>
  );
}
