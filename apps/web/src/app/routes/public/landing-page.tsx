import { HydrationBoundary } from "@/components/hydration-boundary";
import { AiMatchingSection } from "./landing/ai-matching-section";
import { CtaSection } from "./landing/cta-section";
import { DashboardPreviewSection } from "./landing/dashboard-preview-section";
import { HeroSection } from "./landing/hero-section";
import { InstallAppSection } from "./landing/install-app-section";
import { SearchTeaserSection } from "./landing/search-teaser-section";
import { SuccessStoriesSection } from "./landing/success-stories-section";

// The sections, top to bottom.
const sections = [
  HeroSection,
  AiMatchingSection,
  SearchTeaserSection,
  DashboardPreviewSection,
  SuccessStoriesSection,
  InstallAppSection,
  CtaSection,
];

/**
 * The public landing page (spec part 2 §2). Prerendered; each section hydrates on its own, so no
 * single long task makes a phone wait before the page answers (decision 058).
 */
export function LandingPage() {
  return sections.map((Section, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes.
    <HydrationBoundary key={index}>
      <Section />
    </HydrationBoundary>
  ));
}
