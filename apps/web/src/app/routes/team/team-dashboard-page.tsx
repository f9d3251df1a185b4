import {
  type AccessRule,
  type ApplicationStatus,
  type AssignedStudent,
  accessRules,
  type CaseloadApplication,
  checkAccess,
  labelRole,
} from "@meridian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { GraduationCap, MessagesSquare, Settings, UserRound } from "lucide-react";
import { useState } from "react";
import { applicationPath } from "@/features/applications/application-display";
import { ApplicationStatusBadge } from "@/features/applications/components/application-status-badge";
import { TransitionDialog } from "@/features/applications/components/transition-dialog";
import { useSession } from "@/features/auth/hooks/use-session";
import { invalidateCaseload } from "@/features/caseload/api/caseload-keys";
import { AnalyticsSection } from "@/features/caseload/components/analytics-section";
import { CaseloadApplicationsSection } from "@/features/caseload/components/caseload-applications-section";
import { CaseloadNav } from "@/features/caseload/components/caseload-nav";
import { OverviewSummary } from "@/features/caseload/components/overview-section";
import { StudentsSection } from "@/features/caseload/components/students-section";
import { TeamSection } from "@/features/caseload/components/team-section";
import { caseloadSections, sectionOf } from "@/features/caseload/sections";
import { useUnreadByStudent } from "@/features/chat/api/unread-by-student";
import { DueFollowUps } from "@/features/follow-ups/components/due-follow-ups";
import { ScheduleMeetingDialog } from "@/features/follow-ups/components/schedule-meeting-dialog";
import { useSearchParams } from "@/lib/router";
import { DashboardIntro, type DashboardLink, DashboardLinks } from "../shared/dashboard-intro";

const staffRule: AccessRule = accessRules.staff;

/**
 * /dashboard/team: counselors work their assigned students (admins every student) in sections
 * named in the URL (`?section=students`), so links, reloads and the back button keep the place.
 */
export function TeamDashboardPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const isStaff = user ? checkAccess(user, staffRule) === "allowed" : false;
  const section = sectionOf(params.get("section"), isStaff);
  const isCounselor = user?.teamRole === "counselor";
  const roleName = isCounselor ? "Counselor" : user ? labelRole(user.userType, user.teamRole) : "Team Member";
  const title = caseloadSections.find((s) => s.id === section)?.label ?? "Overview";

  return (
    <section className="container-page grid gap-8 py-10 sm:py-12">
      <DashboardIntro
        badge={isCounselor ? "Counselor Dashboard" : "Team Dashboard"}
        title={`Welcome back, ${user?.firstName || "there"}`}
        description={`Signed in as ${roleName}.`}
      />
      <div className="grid gap-6 md:flex md:items-start md:gap-8">
        <CaseloadNav current={section} isStaff={isStaff} />
        <div className="grid min-w-0 flex-1 gap-5">
          <h2 className="text-2xl font-semibold text-foreground">{title}</h2>
          {section === "overview" ? <Overview isStaff={isStaff} isCounselor={isCounselor} /> : null}
          {section === "students" ? <Students /> : null}
          {section === "applications" ? <Applications /> : null}
          {section === "analytics" ? <AnalyticsSection /> : null}
          {section === "team" ? <TeamSection /> : null}
        </div>
      </div>
    </section>
  );
}

function Overview({ isStaff, isCounselor }: { isStaff: boolean; isCounselor: boolean }) {
  const links: DashboardLink[] = [
    {
      to: "/universities",
      title: "Universities",
      text: "Look up universities while you advise students.",
      icon: GraduationCap,
    },
    {
      to: "/community",
      title: "Community",
      text: "Answer questions students ask in the forum.",
      icon: MessagesSquare,
    },
    {
      to: isCounselor ? "/dashboard/counselor/profile" : "/profile",
      title: isCounselor ? "Counselor profile" : "Profile",
      text: "Your account details and password.",
      icon: UserRound,
    },
    { to: "/settings", title: "Settings", text: "Appearance and security settings.", icon: Settings },
  ];
  return (
    <div className="grid gap-8">
      {isStaff ? <OverviewSummary /> : null}
      {isStaff ? <DueFollowUps /> : null}
      <DashboardLinks label="Team areas" links={links} />
    </div>
  );
}

/** The students list with the follow-ups feature's meeting scheduler on its row menu. */
function Students() {
  const [meetingWith, setMeetingWith] = useState<AssignedStudent | null>(null);
  const unreadMessages = useUnreadByStudent();
  return (
    <>
      <StudentsSection onScheduleMeeting={setMeetingWith} unreadMessages={unreadMessages} />
      {meetingWith ? (
        <ScheduleMeetingDialog
          studentProfileId={meetingWith.id}
          studentName={`${meetingWith.firstName} ${meetingWith.lastName}`.trim()}
          open
          onOpenChange={(open) => {
            if (!open) setMeetingWith(null);
          }}
        />
      ) : null}
    </>
  );
}

/** The caseload's applications, with the applications feature's badge and move dialog. */
function Applications() {
  const queryClient = useQueryClient();
  const [move, setMove] = useState<{ application: CaseloadApplication; to: ApplicationStatus } | null>(null);
  return (
    <>
      <CaseloadApplicationsSection
        renderStatus={(status) => <ApplicationStatusBadge status={status} />}
        onMove={(application, to) => setMove({ application, to })}
        applicationHref={applicationPath}
      />
      <TransitionDialog
        applicationId={move?.application.id ?? ""}
        to={move?.to ?? null}
        onClose={() => {
          setMove(null);
          // The move changed the caseload's lists and figures (a cancel refetches harmlessly).
          void invalidateCaseload(queryClient);
        }}
      />
    </>
  );
}
