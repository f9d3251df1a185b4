import { Building2, GraduationCap, MessageCircle, MessagesSquare } from "lucide-react";
import { useSession } from "@/features/auth/hooks/use-session";
import { CompanyPostsPanel } from "@/features/community/components/company-posts-panel";
import { CompanyIdentity } from "@/features/company-profiles/components/company-identity";
import { DashboardIntro, type DashboardLink, DashboardLinks } from "../shared/dashboard-intro";

const links: DashboardLink[] = [
  {
    to: "/community",
    title: "Community",
    text: "Post without limits or cooling periods, with polls and photos.",
    icon: MessagesSquare,
  },
  {
    to: "/student/chat",
    title: "Chat with the team",
    text: "Write to the Meridian team about partnerships, students and your account.",
    icon: MessageCircle,
  },
  {
    to: "/universities",
    title: "Universities",
    text: "Browse the university catalogue students search.",
    icon: GraduationCap,
  },
  {
    to: "/dashboard/company/profile",
    title: "Company profile",
    text: "Your company's name, website, description and logo, and the account's password.",
    icon: Building2,
  },
];

/** /dashboard/company (and /dashboard for companies): its name and logo, its community posts, its areas. */
export function CompanyDashboardPage() {
  const { user } = useSession();
  return (
    <section className="container-page grid gap-10 py-10 sm:py-14">
      <DashboardIntro
        badge="Company Dashboard"
        title={`Welcome back, ${user?.firstName || "there"}`}
        description="Reach students through the community, and the Meridian team through the chat."
      />
      <CompanyIdentity profilePath="/dashboard/company/profile" />
      <CompanyPostsPanel />
      <DashboardLinks label="Company areas" links={links} />
    </section>
  );
}
