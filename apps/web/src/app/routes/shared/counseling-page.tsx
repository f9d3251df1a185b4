import { dashboardPathFor } from "@meridian/contract";
import { useSession } from "@/features/auth/hooks/use-session";
import { Navigate } from "@/lib/router";

/**
 * /counseling leads to where counseling happens for each user (decision 036): students and
 * company accounts to their chat, staff to their dashboard, where they work their students.
 */
export function CounselingPage() {
  const { user } = useSession();
  if (!user) return null;
  const to =
    user.userType === "team_member" ? dashboardPathFor(user.userType, user.teamRole) : "/student/chat";
  return <Navigate to={to} replace />;
}
