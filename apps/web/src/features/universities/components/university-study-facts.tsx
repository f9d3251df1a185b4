import type { EnteredFigure, University } from "@meridian/contract";
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/format-money";
import { enteredText } from "../entered-text";
import { formatTuition } from "../university-display";
import { NotPublished } from "./not-published";
import { FactsCard } from "./university-at-a-glance";
import {
  degreeLevelsText,
  fieldSharesText,
  SourceLine,
  sourceLabel,
  tuitionText,
} from "./university-sourced-facts";

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

/** Tuition, fees, fields of study and degree types, each sourced or marked as entered. */
export function UniversityStudyFacts({ university }: { university: University }) {
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
    <FactsCard id="study-heading" title="Study and fees">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="max-w-full text-sm font-medium text-foreground sm:max-w-[65%] sm:text-right">
            {value ?? <NotPublished university={university} />}
          </dd>
        </div>
      ))}
    </FactsCard>
  );
}
