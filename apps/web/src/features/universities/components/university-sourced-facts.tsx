import type { FactSource, LivingCostEstimate, University, UniversityFacts } from "@meridian/contract";
import type { ReactNode } from "react";
import { cardClasses } from "@/components/ui/card";
import { formatCount } from "@/lib/format-count";
import { formatMoney } from "@/lib/format-money";

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

/** "College Scorecard 2021-22 and IPEDS 2024-25": the datasets a fact names, short, with their years. */
export function sourceLabel(facts: Pick<UniversityFacts, "sources">, ids: readonly string[]): string {
  return ids
    .map((id) => facts.sources.find((source) => source.id === id))
    .filter((source): source is FactSource => source !== undefined)
    .map((source) => `${shortName(source)} ${source.year}`)
    .join(" and ");
}

/** "College Scorecard" out of "U.S. Department of Education, College Scorecard". */
function shortName(source: FactSource): string {
  const parts = source.name.split(", ");
  return parts[parts.length - 1] ?? source.name;
}

/** The line under a figure that says where it comes from. */
export function SourceLine({ children }: { children: ReactNode }) {
  return <span className="mt-0.5 block text-xs font-normal text-muted-foreground">{children}</span>;
}

/** "$55,878 a year out of state · $14,226 in state" for the sourced tuition. */
export function tuitionText(tuition: NonNullable<UniversityFacts["tuition"]>): string {
  const out = formatMoney(tuition.outOfState, tuition.currency);
  if (tuition.inState === tuition.outOfState) return `${out}/year (out-of-state and in-state alike)`;
  return `${out}/year out-of-state · ${formatMoney(tuition.inState, tuition.currency)} in-state`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="max-w-full text-sm font-medium text-foreground sm:max-w-[65%] sm:text-right">
        {children}
      </dd>
    </div>
  );
}

const ownershipLabels: Record<NonNullable<UniversityFacts["ownership"]>["kind"], string> = {
  public: "Public",
  "private nonprofit": "Private, nonprofit",
  "private for-profit": "Private, for-profit",
};

/** The university's own yearly budget beside tuition, as it reports it (on campus, or else off campus). */
function livingCostRows(costs: NonNullable<UniversityFacts["livingCosts"]>): [string, number][] {
  const rows: [string, number | null][] = [
    ["Room and board on campus", costs.roomBoardOnCampus],
    ["Other expenses on campus", costs.otherOnCampus],
    ["Room and board off campus", costs.roomBoardOffCampus],
    ["Other expenses off campus", costs.otherOffCampus],
    ["Books and supplies", costs.booksSupplies],
  ];
  return rows.filter((row): row is [string, number] => row[1] !== null);
}

function EstimateRow({ estimate, country }: { estimate: LivingCostEstimate; country: string }) {
  return (
    <Row label="Living costs (estimate)">
      About {formatMoney(estimate.amount, estimate.currency)} for an academic year (9 months)
      <SourceLine>
        An estimate for {country} as a whole, not a measured budget of this city or university: the US median
        of {formatMoney(estimate.baseline, estimate.currency)} (College Scorecard {estimate.baselineYear})
        times {country}'s price level, {estimate.priceLevelRatio.toFixed(2)} of US prices (World Bank,{" "}
        {estimate.priceLevelYear}). Cities and ways of living differ.
      </SourceLine>
    </Row>
  );
}

/**
 * What public sources publish about the university beyond its fees (ownership, students, the
 * university's own living-cost budget), each with its source and year; where the university
 * publishes no budget, the country's living-cost estimate, labelled as one with its method.
 */
export function UniversitySourcedFacts({
  university,
  estimate,
}: {
  university: University;
  estimate: LivingCostEstimate | null;
}) {
  const { facts } = university;
  const costs = facts?.livingCosts ? livingCostRows(facts.livingCosts) : [];
  if (!facts && !estimate) return null;
  const sources = [...(facts?.sources ?? [])];
  if (estimate && costs.length === 0) {
    for (const source of estimate.sources) if (!sources.some((s) => s.id === source.id)) sources.push(source);
  }
  return (
    <section aria-labelledby="students-heading" className={cardClasses("raised", "p-6")}>
      <h2 id="students-heading" className="text-xl font-semibold text-foreground">
        Students and living costs
      </h2>
      <dl className="mt-2 divide-y divide-border">
        {facts?.ownership ? (
          <Row label="Type">
            {ownershipLabels[facts.ownership.kind]}
            <SourceLine>{sourceLabel(facts, facts.ownership.sources)}</SourceLine>
          </Row>
        ) : null}
        {facts?.students ? (
          <Row label="Students">
            {[
              facts.students.undergraduate !== null
                ? `${formatCount(facts.students.undergraduate)} undergraduate`
                : null,
              facts.students.graduate !== null ? `${formatCount(facts.students.graduate)} graduate` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
            <SourceLine>{sourceLabel(facts, facts.students.sources)}</SourceLine>
          </Row>
        ) : null}
        {facts?.livingCosts && costs.length > 0 ? (
          <Row label="Living costs the university publishes">
            <ul className="grid gap-0.5">
              {costs.map(([label, amount]) => (
                <li key={label}>
                  {label}: {formatMoney(amount, facts.livingCosts?.currency ?? "USD")}/year
                </li>
              ))}
            </ul>
            <SourceLine>{sourceLabel(facts, facts.livingCosts.sources)}</SourceLine>
          </Row>
        ) : estimate ? (
          <EstimateRow estimate={estimate} country={university.country} />
        ) : null}
        {facts?.status ? <Row label="Note from the source">{facts.status}</Row> : null}
      </dl>
      <SourceList sources={sources} attribution={costs.length === 0 ? estimate?.attribution : undefined} />
    </section>
  );
}

/** The datasets behind the figures of the page, with their years, licences and links. */
function SourceList({ sources, attribution }: { sources: FactSource[]; attribution?: string }) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-4 border-t border-border pt-4 text-xs text-muted-foreground">
      <h3 className="font-semibold text-foreground">Sources</h3>
      <ul className="mt-1 grid gap-1">
        {sources.map((source) => (
          <li key={source.id}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline underline-offset-4"
            >
              {source.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            , {source.year}. {source.licence}.
          </li>
        ))}
      </ul>
      {attribution ? <p className="mt-2">{attribution}</p> : null}
    </div>
  );
}

/** "Computer Science 35% · Engineering 33%": a university's fields by their share of degrees awarded. */
export function fieldSharesText(fieldShares: NonNullable<UniversityFacts["fieldShares"]>): string {
  return fieldShares.fields.map(({ field, share }) => `${field} ${percent.format(share)}`).join(" · ");
}

/** "Bachelor's, Master's (inferred), PhD". */
export function degreeLevelsText(degrees: NonNullable<UniversityFacts["degrees"]>): string {
  return degrees.levels
    .map((level) => (degrees.inferred.includes(level) ? `${level} (inferred)` : level))
    .join(", ");
}
