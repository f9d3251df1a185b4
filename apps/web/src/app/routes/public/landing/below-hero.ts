// The landing page's sections below the hero: one chunk, loaded as the page hydrates (decision 057).
export { AiMatchingSection } from "./ai-matching-section";
export { CtaSection } from "./cta-section";
export { DashboardPreviewSection } from "./dashboard-preview-section";
export { InstallAppSection } from "./install-app-section";
export { SearchTeaserSection } from "./search-teaser-section";
export { SuccessStoriesSection } from "./success-stories-section";
