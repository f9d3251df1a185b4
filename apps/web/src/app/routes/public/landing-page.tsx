import { HydrationBoundary } from "@/components/hydration-boundary";
import { AiMatchingSection } from "./landing/ai-matching-section";
import { CtaSection } from "./landing/cta-section";
import { DashboardPreviewSection } from "./landing/dashboard-preview-section";
import { HeroSection } from "./landing/hero-section";
import { InstallAppSection } from "./landing/install-app-section";
import { SearchTeaserSection } from "./landing/search-teaser-section";
import { SuccessStoriesSection } from "./landing/success-stories-section";

/**
 * The public landing page (spec part 2 §2). Prerendered; each section hydrates on its own, so no
 * single long task makes a phone wait before the page answers (decision 058).
 */
export function LandingPage() {
  return (
    <>
      <HydrationBoundary>
        <HeroSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <AiMatchingSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <SearchTeaserSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <DashboardPreviewSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <SuccessStoriesSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <InstallAppSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <CtaSection />
      </HydrationBoundary>
    </>
  );
}
