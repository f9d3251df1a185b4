import type { University } from "@meridian/contract";
import { lazy, Suspense } from "react";
import { HeadedSection } from "@/components/ui/section-heading";
import { useSession } from "@/features/auth/hooks/use-session";
import { UniversityTeaser } from "@/features/universities/components/university-teaser";
import { SignInToApply } from "../../shared/sign-in-to-apply";

// A student's action (the application form) loads only for a signed-in visitor (decision 050).
const UniversityCardAction = lazy(() =>
  import("../../shared/university-card-action").then((module) => ({ default: module.UniversityCardAction })),
);

function TeaserCardAction({ university }: { university: University }) {
  const { user, isLoading } = useSession();
  if (isLoading) return null;
  if (!user) return <SignInToApply university={university} />;
  return (
    <Suspense fallback={null}>
      <UniversityCardAction university={university} />
    </Suspense>
  );
}

function teaserCardAction(university: University) {
  return <TeaserCardAction university={university} />;
}

/** The university search teaser block of the landing page. */
export function SearchTeaserSection() {
  return (
    <HeadedSection
      id="search-teaser-heading"
      eyebrow="University search"
      title="Search universities worldwide"
      description="Search by name or known short name, and filter by country, field of study, tuition and ranking."
    >
      <div className="mt-12">
        <UniversityTeaser cardActions={teaserCardAction} />
      </div>
    </HeadedSection>
  );
}
