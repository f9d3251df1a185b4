import type { University } from "@meridian/contract";
import { Award, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/format-money";
import { formatPlace, formatRanking, formatTuition, isSample } from "../university-display";
import { SampleFigureLabel } from "./sample-figure-label";

function Fact({ label, sample, children }: { label: string; sample: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-center justify-end gap-1.5 text-sm font-medium text-foreground">
        {children}
        {sample ? <SampleFigureLabel /> : null}
      </dd>
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

/** Specialization and description, each labelled when it is a sample. */
export function UniversitySummary({ university }: { university: University }) {
  return (
    <div className="grid gap-2">
      {university.specialization ? (
        <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-primary">
          {university.specialization}
          {isSample(university, "specialization") ? <SampleFigureLabel /> : null}
        </p>
      ) : null}
      {university.description ? (
        <p className="line-clamp-3 text-sm text-muted-foreground">
          {university.description}
          {isSample(university, "description") ? (
            <>
              {" "}
              <SampleFigureLabel />
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** The fee rows of a card; `withTuition` adds the international tuition range. */
export function UniversityFees({
  university,
  withTuition,
}: {
  university: University;
  withTuition: boolean;
}) {
  const tuition = withTuition ? formatTuition(university) : null;
  return (
    <dl className="divide-y divide-border border-y border-border">
      <Fact label="Offer letter fee" sample={isSample(university, "offerLetterFee")}>
        {university.offerLetterFee === null
          ? "—"
          : formatMoney(university.offerLetterFee, university.currency)}
      </Fact>
      <Fact label="Annual fee" sample={isSample(university, "annualFee")}>
        {university.annualFee === null
          ? "—"
          : `${formatMoney(university.annualFee, university.currency)}/year`}
      </Fact>
      {withTuition ? (
        <Fact label="Tuition (international)" sample={isSample(university, "tuitionFees")}>
          {tuition ?? "—"}
        </Fact>
      ) : null}
    </dl>
  );
}
