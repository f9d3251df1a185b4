import { AiMatchingSection } from "./landing/ai-matching-section";
import { CtaSection } from "./landing/cta-section";
import { DashboardPreviewSection } from "./landing/dashboard-preview-section";
import { HeroSection } from "./landing/hero-section";
import { InstallAppSection } from "./landing/install-app-section";
import { SearchTeaserSection } from "./landing/search-teaser-section";
import { SuccessStoriesSection } from "./landing/success-stories-section";

/** The public landing page (spec part 2 §2). */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <AiMatchingSection />
      <SearchTeaserSection />
      <DashboardPreviewSection />
      <SuccessStoriesSection />
      <InstallAppSection />
      <CtaSection />
    </>
  );
}
