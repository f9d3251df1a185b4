import {
  type Application,
  type ApplicationStatus,
  applicationLimits,
  applicationStatusGroups,
  type DegreeType,
  intakeStartDay,
  intakeTermLabels,
  intakeTerms,
  universityFilterOptions,
} from "@meridian/contract";
import { localToday } from "@/lib/format-date";

export type StatusTone = "neutral" | "primary" | "warning" | "accent" | "destructive";

/** The badge colour of each status: grey before and after, blue in progress, green for offers, red for a refusal. */
export function statusTone(status: ApplicationStatus): StatusTone {
  if (status === "draft" || status === "withdrawn") return "neutral";
  if (status === "rejected") return "destructive";
  if (status === "waitlisted") return "warning";
  if ((applicationStatusGroups.offers as readonly ApplicationStatus[]).includes(status)) return "accent";
  return "primary";
}

/** "Fall 2027". */
export function intakeLabel(intake: Application["intake"]): string {
  return `${intakeTermLabels[intake.term]} ${intake.year}`;
}

/** "Toronto, Canada", or the country alone when the city is unknown. */
export function placeLabel(university: Application["university"]): string {
  return university.city ? `${university.city}, ${university.country}` : university.country;
}

/** Whether the student may delete an application in this status (a running one is withdrawn first). */
export function isDeletable(status: ApplicationStatus): boolean {
  return (applicationStatusGroups.deletable as readonly ApplicationStatus[]).includes(status);
}

/** The path of an application's page. */
export function applicationPath(id: string): string {
  return `/applications/${id}`;
}

/**
 * The degree types the form offers: the ones known for the university (sourced or entered by an
 * admin, never generated demo figures) when there are any, else every level, as the level the
 * student applies for; an application's current one always stays choosable.
 */
export function degreeChoices(offered: readonly string[], current?: DegreeType): DegreeType[] {
  const known = universityFilterOptions.degreeTypes.filter((degree) => offered.includes(degree));
  const base: DegreeType[] = known.length > 0 ? known : [...universityFilterOptions.degreeTypes];
  return current && !base.includes(current) ? [...base, current] : base;
}

/**
 * Intake years the form offers: from this year (next year once every term of this one has
 * started) to the contract's limit ahead, plus the application's current one.
 */
export function intakeYearChoices(now: Date, current?: number): number[] {
  const today = localToday(now);
  const thisYear = now.getFullYear();
  const first = intakeTerms.some((term) => intakeStartDay(term, thisYear) > today) ? thisYear : thisYear + 1;
  const last = thisYear + applicationLimits.intakeYearsAhead;
  const years = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return current !== undefined && !years.includes(current) ? [current, ...years] : years;
}
