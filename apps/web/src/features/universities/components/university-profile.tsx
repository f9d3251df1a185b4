import { fullPlace, type UniversityDetail } from "@meridian/contract";
import { ExternalLink, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { SimilarUniversities } from "./similar-universities";
import { UniversityAtAGlance } from "./university-at-a-glance";
import { BackToSearch } from "./university-page-states";
import { UniversitySourcedFacts } from "./university-sourced-facts";
import { UniversityStudyFacts } from "./university-study-facts";

interface UniversityProfileProps {
  university: UniversityDetail;
  /** What the visitor can do with it (apply, shortlist): other features' actions, handed in by the page. */
  actions: ReactNode;
}

/**
 * What the catalogue knows of one university, from its sources and nothing invented (decision 048):
 * the facts at a glance beside the actions, study and fees, the sourced figures and universities of
 * the same country near its rank.
 */
export function UniversityProfile({ university, actions }: UniversityProfileProps) {
  return (
    <div className="container-page grid max-w-4xl gap-10 py-10 sm:py-14">
      <div className="grid gap-4">
        <BackToSearch />
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">
            {university.name}
          </h1>
          <p className="flex items-center gap-1.5 text-lg text-muted-foreground">
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            {fullPlace(university)}
          </p>
        </header>
      </div>

      <div className="grid gap-6 md:grid-cols-[1fr_20rem] md:items-start">
        <UniversityAtAGlance university={university} />
        {/* Keyed by the university: a similar university opened from here gets its own actions' state. */}
        <aside key={university.id} aria-label="Actions" className={cardClasses("raised", "grid gap-3 p-6")}>
          {actions}
          {university.website ? (
            <a
              href={university.website}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("outline", "md", "w-full")}
            >
              Visit website
              <ExternalLink aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </aside>
      </div>

      <div className="grid gap-3">
        <UniversityStudyFacts university={university} />
        <UniversitySourcedFacts university={university} estimate={university.livingCostEstimate} />
      </div>

      <SimilarUniversities university={university} />
    </div>
  );
}
