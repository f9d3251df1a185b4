import { labelRole } from "@meridian/contract";
import { GraduationCap, MessagesSquare, Settings, UserRound } from "lucide-react";
import { useSession } from "@/features/auth/hooks/use-session";
import { DashboardIntro, type DashboardLink, DashboardLinks } from "../shared/dashboard-intro";

/** /dashboard/team: counselors and other team members. */
export function TeamDashboardPage() {
  const { user } = useSession();
  const isCounselor = user?.teamRole === "counselor";
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
  const roleName = isCounselor ? "Counselor" : user ? labelRole(user.userType, user.teamRole) : "Team Member";
  return (
    <section className="container-page grid gap-10 py-10 sm:py-14">
      <DashboardIntro
        badge={isCounselor ? "Counselor Dashboard" : "Team Dashboard"}
        title={`Welcome back, ${user?.firstName || "there"}`}
        description={`Signed in as ${roleName}.`}
      />
      <DashboardLinks label="Team areas" links={links} />
    </section>
  );
}
