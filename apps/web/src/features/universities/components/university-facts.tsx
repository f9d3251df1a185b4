import type { University } from "@meridian/contract";
import { Award, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/format-money";
import { formatPlace, formatRanking, formatTuition } from "../university-display";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium text-foreground">{children}</dd>
    </div>
  );
}

/** Place and ranking (with its source) under a card's name. */
export function UniversityPlaceAndRank({ university }: { university: University }) {
  const ranking = formatRanking(university);
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      <p className="flex items-center gap-1.5">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {formatPlace(university)}
      </p>
      <p className="flex items-center gap-1.5">
        <Award aria-hidden="true" className="size-4 shrink-0" />
        {ranking ? (
          <span title={university.ranking.source ?? undefined}>
            <span className="sr-only">World ranking </span>
            {ranking}
          </span>
        ) : (
          "Not ranked"
        )}
      </p>
    </div>
  );
}

/** "Founded in 1827.": a sentence built from sourced facts only, or null when there are none. */
export function sourcedSummary(university: University): string | null {
  return university.foundedYear === null ? null : `Founded in ${university.foundedYear}.`;
}

/**
 * Specialization and description when an admin entered them (nothing is generated, decision 073);
 * otherwise only what a source gives (the founded year), or nothing.
 */
export function UniversitySummary({ university }: { university: University }) {
  const specialization = university.specialization;
  const description = university.description ?? sourcedSummary(university);
  if (!specialization && !description) return null;
  return (
    <div className="grid gap-2">
      {specialization ? <p className="text-sm font-medium text-primary">{specialization}</p> : null}
      {description ? <p className="line-clamp-3 text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
}

/**
 * The fee rows of a card, real figures only (`withTuition` adds the international tuition range;
 * without it the tuition still shows when it is the only fee known, so a card never says "Not
 * published yet" of a fee the catalogue has). A missing figure is left out; when none is left the
 * card says "Not published yet".
 */
export function UniversityFees({
  university,
  withTuition,
}: {
  university: University;
  withTuition: boolean;
}) {
  const { offerLetterFee, annualFee } = university;
  const otherFee = offerLetterFee !== null || annualFee !== null;
  const tuition = withTuition || !otherFee ? formatTuition(university) : null;
  const none = !otherFee && tuition === null;
  // A US university's catalogue tuition is the College Scorecard out-of-state rate: say which, and its year.
  const sourcedTuition = university.facts?.tuition ?? null;
  return (
    <dl className="divide-y divide-border border-y border-border">
      {none ? (
        <Fact label="Fees">
          <span className="font-normal text-muted-foreground">Not published yet</span>
        </Fact>
      ) : null}
      {offerLetterFee !== null ? (
        <Fact label="Offer letter fee">{formatMoney(offerLetterFee, university.currency)}</Fact>
      ) : null}
      {annualFee !== null ? (
        <Fact label="Annual fee">{`${formatMoney(annualFee, university.currency)}/year`}</Fact>
      ) : null}
      {tuition !== null ? (
        <Fact
          label={
            sourcedTuition ? `Tuition (out-of-state, ${sourcedTuition.year})` : "Tuition (international)"
          }
        >
          {sourcedTuition
            ? `${formatMoney(sourcedTuition.outOfState, sourcedTuition.currency)}/year`
            : tuition}
        </Fact>
      ) : null}
    </dl>
  );
}
