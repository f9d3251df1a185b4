import {
  type EnteredFigure,
  fullPlace,
  rankText,
  shortSource,
  type University,
  universityPageMeta,
} from "@meridian/contract";
import { ArrowLeft, Award, CalendarDays, ExternalLink, Globe, MapPin, SearchX, Tags } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { EmptyNote, LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useSimilarUniversities } from "@/features/universities/api/get-similar-universities";
import { useUniversity } from "@/features/universities/api/get-university";
import {
  degreeLevelsText,
  fieldSharesText,
  SourceLine,
  sourceLabel,
  tuitionText,
  UniversitySourcedFacts,
} from "@/features/universities/components/university-sourced-facts";
import { enteredText } from "@/features/universities/entered-text";
import { formatPlace, formatTuition, universityPath } from "@/features/universities/university-display";
import { isApiError } from "@/lib/api-client";
import { formatMoney } from "@/lib/format-money";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { UniversityCardAction } from "../shared/university-card-action";
import { UniversityApplicationsNote, UniversityShortlistAction } from "../shared/university-shortlist-action";

/** The licence as the source file states it, without its pointer to the project's own notes. */
function licenceLabel(license: string): string {
  return license.replace(/;\s*see SOURCES\.md\s*$/i, "");
}

/** The host of a website, for a link's visible text ("www.utoronto.ca"). */
function hostOf(website: string): string {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5 py-3">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="pl-7 font-medium wrap-anywhere text-foreground">{children}</dd>
    </div>
  );
}

/** A value no source publishes: said plainly, with the place to look it up. */
function NotPublished({ university }: { university: University }) {
  return (
    <span className="font-normal text-muted-foreground">
      Not published yet
      {university.website ? (
        <>
          {" · "}
          <a
            href={university.website}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            check the university's website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </span>
  );
}

/**
 * A figure an admin entered, with the line saying so and when (decision 073); null when unknown.
 * Nothing in the catalogue is generated, so a figure here is either sourced or entered.
 */
function entered(university: University, figure: EnteredFigure, value: string | null): ReactNode {
  if (value === null || value === "") return null;
  const note = enteredText(university, figure);
  return note ? withSource(value, note) : value;
}

/** A figure with the line naming its source and year. */
function withSource(value: string, source: string): ReactNode {
  return (
    <>
      {value}
      <SourceLine>{source}</SourceLine>
    </>
  );
}

function StudyFacts({ university }: { university: University }) {
  const { facts } = university;
  const { annualFee, offerLetterFee, currency } = university;
  const tuition = entered(university, "tuitionFees", formatTuition(university));
  const annual = entered(
    university,
    "annualFee",
    annualFee === null ? null : `${formatMoney(annualFee, currency)}/year`,
  );
  const offer = entered(
    university,
    "offerLetterFee",
    offerLetterFee === null ? null : formatMoney(offerLetterFee, currency),
  );
  const fields = entered(university, "fieldsOfStudy", university.fieldsOfStudy.join(", "));
  const degrees = entered(university, "degreeTypes", university.degreeTypes.join(", "));
  const rows: [string, ReactNode][] = [
    facts?.tuition
      ? [
          "Tuition (undergraduate)",
          withSource(
            tuitionText(facts.tuition),
            `${sourceLabel(facts, facts.tuition.sources)}. International students pay at least the out-of-state rate; fees have risen since.`,
          ),
        ]
      : ["Tuition (international)", tuition],
    ["Annual fee", annual],
    ["Offer letter fee", offer],
    facts?.fieldShares
      ? [
          "Fields of study",
          withSource(
            fieldSharesText(facts.fieldShares),
            `Share of undergraduate degrees and certificates awarded, ${sourceLabel(facts, facts.fieldShares.sources)}`,
          ),
        ]
      : ["Fields of study", fields],
    facts?.degrees && facts.degrees.levels.length > 0
      ? [
          "Degree types",
          withSource(
            degreeLevelsText(facts.degrees),
            [
              facts.degrees.awards.length > 0
                ? `As the source names them: ${facts.degrees.awards.join(", ")}.`
                : "",
              facts.degrees.highest ? `Highest: ${facts.degrees.highest}.` : "",
              facts.degrees.inferred.length > 0
                ? "Inferred: graduate programmes with a research doctorate as the highest degree."
                : "",
              sourceLabel(facts, facts.degrees.sources),
            ]
              .filter(Boolean)
              .join(" "),
          ),
        ]
      : ["Degree types", degrees],
  ];
  return (
    <section aria-labelledby="study-heading" className={cardClasses("raised", "p-6")}>
      <h2 id="study-heading" className="text-xl font-semibold text-foreground">
        Study and fees
      </h2>
      <dl className="mt-2 divide-y divide-border">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="max-w-full text-sm font-medium text-foreground sm:max-w-[65%] sm:text-right">
              {value ?? <NotPublished university={university} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SimilarUniversities({ university }: { university: University }) {
  const query = useSimilarUniversities(university.id);
  return (
    <section aria-labelledby="similar-heading" className="grid gap-4">
      <div>
        <h2 id="similar-heading" className="text-2xl font-semibold tracking-tight text-foreground">
          Similar universities
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          In {university.country},{" "}
          {university.ranking.world !== null ? "nearest in world rank" : "best ranked first"}.
        </p>
      </div>
      {query.data ? (
        query.data.length === 0 ? (
          <EmptyNote>No other university in {university.country} is in the catalogue.</EmptyNote>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {query.data.map((other) => (
              <li key={other.id} className={cardClasses("raised", "grid gap-1 p-5")}>
                <Link
                  to={universityPath(other.id)}
                  className="font-semibold text-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {other.name}
                </Link>
                <p className="text-sm text-muted-foreground">{formatPlace(other)}</p>
                <p className="text-sm text-muted-foreground">
                  {rankText(other) && other.ranking.source
                    ? `World rank ${rankText(other)} · ${shortSource(other.ranking.source)}`
                    : "Not ranked"}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : query.isError ? (
        <LoadFailure
          message="Similar universities could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      )}
    </section>
  );
}

function UniversityNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        University not found
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        This university is not in the catalogue, or the address is mistyped.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/universities">Search universities</Link>
      </Button>
    </section>
  );
}

function BackToSearch() {
  return (
    <Button asChild variant="ghost" className="-ml-3 justify-self-start">
      <Link to="/universities">
        <ArrowLeft aria-hidden="true" />
        All universities
      </Link>
    </Button>
  );
}

/**
 * /universities/:id, public (decision 048): what the catalogue knows of one university, from its
 * sources and nothing invented; the applications and shortlist actions (with the student's
 * applications to it); universities of the same country near its rank.
 */
export function UniversityPage() {
  const id = useParams().id ?? "";
  const query = useUniversity(id);
  const university = query.data;
  // The same title and description the server put in the page's HTML (the contract's).
  usePageMeta(university ? universityPageMeta(university) : null);

  if (!university) {
    if (query.isError) {
      const error = query.error;
      if (isApiError(error) && (error.status === 404 || error.code === "VALIDATION_ERROR")) {
        return <UniversityNotFound />;
      }
      return (
        <div className="container-page grid max-w-4xl gap-4 py-10 sm:py-14">
          <BackToSearch />
          <h1 className="text-3xl font-bold tracking-tight text-foreground">University</h1>
          <LoadFailure message="The university could not be loaded." onRetry={() => void query.refetch()} />
        </div>
      );
    }
    return (
      <div className="container-page grid max-w-4xl gap-4 py-10 sm:py-14" aria-busy="true">
        <span className="sr-only" role="status">
          Loading university
        </span>
        <Skeleton className="h-9 w-36" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }

  const rank = rankText(university);
  const otherNames = [...university.acronyms, ...university.alternateNames].filter(
    (name, index, names) => name !== university.name && names.indexOf(name) === index,
  );
  const rankEntered = enteredText(university, "worldRanking");
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
        <section aria-labelledby="facts-heading" className={cardClasses("raised", "p-6")}>
          <h2 id="facts-heading" className="text-xl font-semibold text-foreground">
            At a glance
          </h2>
          <dl className="mt-2 divide-y divide-border">
            <Fact icon={<Award aria-hidden="true" className="size-5" />} label="World ranking">
              {rank ? (
                <>
                  {rank}
                  {rankEntered ? (
                    <span className="block text-sm font-normal text-muted-foreground">{rankEntered}</span>
                  ) : null}
                  {university.ranking.source ? (
                    <span className="block text-sm font-normal text-muted-foreground">
                      Source: {university.ranking.source}
                      {university.ranking.license
                        ? ` · Licence: ${licenceLabel(university.ranking.license)}`
                        : ""}
                    </span>
                  ) : null}
                </>
              ) : (
                <span className="font-normal text-muted-foreground">
                  Not ranked by the catalogue's ranking source
                </span>
              )}
            </Fact>
            <Fact icon={<MapPin aria-hidden="true" className="size-5" />} label="Location">
              {fullPlace(university)}
            </Fact>
            <Fact icon={<CalendarDays aria-hidden="true" className="size-5" />} label="Founded">
              {university.foundedYear ?? <NotPublished university={university} />}
            </Fact>
            <Fact icon={<Globe aria-hidden="true" className="size-5" />} label="Website">
              {university.website ? (
                <a
                  href={university.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {hostOf(university.website)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className="font-normal text-muted-foreground">No website on record</span>
              )}
            </Fact>
            {otherNames.length > 0 ? (
              <Fact icon={<Tags aria-hidden="true" className="size-5" />} label="Also known as">
                {otherNames.join(" · ")}
              </Fact>
            ) : null}
          </dl>
        </section>

        {/* Keyed by the university: a similar university opened from here gets its own actions' state. */}
        <aside key={university.id} aria-label="Actions" className={cardClasses("raised", "grid gap-3 p-6")}>
          <UniversityApplicationsNote university={university} />
          <UniversityCardAction university={university} />
          <UniversityShortlistAction university={university} />
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
        <StudyFacts university={university} />
        <UniversitySourcedFacts university={university} estimate={university.livingCostEstimate ?? null} />
      </div>

      <SimilarUniversities university={university} />
    </div>
  );
}
