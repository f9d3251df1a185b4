import { FileText, GraduationCap, ListChecks, MessagesSquare } from "lucide-react";
import { useSession } from "@/features/auth/hooks/use-session";
import { DashboardIntro, type DashboardLink, DashboardLinks } from "../shared/dashboard-intro";

const links: DashboardLink[] = [
  {
    to: "/universities",
    title: "Universities",
    text: "Search universities worldwide and compare rankings and fees.",
    icon: GraduationCap,
  },
  {
    to: "/applications",
    title: "Applications",
    text: "Keep every application, deadline and status in one place.",
    icon: ListChecks,
  },
  {
    to: "/documents",
    title: "Documents",
    text: "Upload transcripts, test scores, essays and recommendations.",
    icon: FileText,
  },
  {
    to: "/community",
    title: "Community",
    text: "Ask questions and share experience with other students.",
    icon: MessagesSquare,
  },
];

/** /dashboard/student (and /dashboard for students): the welcome and the way into each area. */
export function StudentDashboardPage() {
  const { user } = useSession();
  return (
    <section className="container-page grid gap-10 py-10 sm:py-14">
      <DashboardIntro
        badge="Student Dashboard"
        title={`Welcome back, ${user?.firstName || "Student"}`}
        description="Pick up where you left off with your study-abroad plans."
      />
      <DashboardLinks label="Student areas" links={links} />
    </section>
  );
}
