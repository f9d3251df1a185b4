import { BarChart3, FileText, LayoutDashboard, type LucideIcon, Users, UsersRound } from "lucide-react";

/** The sections of /dashboard/team, in sidebar order; the one open is `?section=` in the URL. */
export const caseloadSections = [
  { id: "overview", label: "Overview", icon: LayoutDashboard, staffOnly: false },
  { id: "students", label: "Students", icon: Users, staffOnly: true },
  { id: "applications", label: "Applications", icon: FileText, staffOnly: true },
  { id: "analytics", label: "Analytics", icon: BarChart3, staffOnly: true },
  { id: "team", label: "Team", icon: UsersRound, staffOnly: false },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon; staffOnly: boolean }[];

export type CaseloadSection = (typeof caseloadSections)[number]["id"];

/** The sections a team member opens: students and their figures are for staff who work students. */
export function sectionsFor(isStaff: boolean) {
  return caseloadSections.filter((section) => isStaff || !section.staffOnly);
}

/** The section a `?section=` value names, Overview for anything else (an old or mistyped link). */
export function sectionOf(value: string | null, isStaff: boolean): CaseloadSection {
  return sectionsFor(isStaff).find((section) => section.id === value)?.id ?? "overview";
}

/** The dashboard link of a section, with its filters (e.g. Applications of one student). */
export function sectionPath(section: CaseloadSection, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams({ section, ...filters });
  return `/dashboard/team?${params.toString()}`;
}

/** The counselor-side profile of a student (by profile id), optionally at one of its sections. */
export function studentProfilePath(profileId: string, section?: "chat"): string {
  const path = `/dashboard/team/student/${profileId}`;
  return section ? `${path}?section=${section}` : path;
}
