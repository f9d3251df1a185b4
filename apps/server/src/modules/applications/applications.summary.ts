import {
  type ApplicationStatus,
  type ApplicationSummary,
  applicationStatuses,
  applicationStatusGroups,
} from "@meridian/contract";

const countIn = (byStatus: Record<ApplicationStatus, number>, group: readonly ApplicationStatus[]) =>
  group.reduce((sum, status) => sum + byStatus[status], 0);

/**
 * The tile figures of /applications, from the statuses alone (the contract's groups say which
 * count where). Success rate is offers over decided applications, one decimal, and null while
 * none is decided: unknown, never shown as 0 %. Progress is the rounded percent of applications
 * past draft, 0 with none.
 */
export function summarize(statuses: readonly ApplicationStatus[]): ApplicationSummary {
  const byStatus = Object.fromEntries(applicationStatuses.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const status of statuses) byStatus[status] += 1;
  const total = statuses.length;
  const offers = countIn(byStatus, applicationStatusGroups.offers);
  const decided = countIn(byStatus, applicationStatusGroups.decided);
  return {
    total,
    submitted: countIn(byStatus, applicationStatusGroups.submitted),
    accepted: offers,
    successRate: decided === 0 ? null : Math.round((1000 * offers) / decided) / 10,
    progress: total === 0 ? 0 : Math.round((100 * (total - byStatus.draft)) / total),
    byStatus,
  };
}
