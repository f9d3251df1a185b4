import { SectionHeading } from "@/components/ui/section-heading";
import { UniversityTeaser } from "@/features/universities/components/university-teaser";
import { universityCardAction } from "../../shared/university-card-action";

/** The university search teaser block of the landing page. */
export function SearchTeaserSection() {
  return (
    <section aria-labelledby="search-teaser-heading" className="py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="search-teaser-heading"
          eyebrow="University search"
          title="Search universities worldwide"
          description="Search by name or known short name, and filter by country, field of study, tuition and ranking."
        />
        <div className="mt-12">
          <UniversityTeaser cardActions={universityCardAction} />
        </div>
      </div>
    </section>
  );
}
