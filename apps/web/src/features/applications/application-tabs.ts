import {
  type Application,
  type ApplicationStatus,
  type ApplicationSummary,
  applicationTabs,
} from "@meridian/contract";

export type ApplicationTabId = (typeof applicationTabs)[number]["id"];

function tabStatuses(id: ApplicationTabId): readonly ApplicationStatus[] {
  return applicationTabs.find((tab) => tab.id === id)?.statuses ?? [];
}

/** How many applications each tab lists, from the server's per-status counts. */
export function countByTab(
  byStatus: Partial<ApplicationSummary["byStatus"]>,
): Record<ApplicationTabId, number> {
  const counts = {} as Record<ApplicationTabId, number>;
  for (const tab of applicationTabs) {
    counts[tab.id] = tab.statuses.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
  }
  return counts;
}

/** The applications one tab lists. */
export function applicationsInTab(applications: readonly Application[], id: ApplicationTabId): Application[] {
  const statuses = tabStatuses(id);
  return applications.filter((application) => statuses.includes(application.status));
}

/** True for a tab id of the contract (from a URL, say). */
export function isApplicationTabId(value: string): value is ApplicationTabId {
  return applicationTabs.some((tab) => tab.id === value);
}
