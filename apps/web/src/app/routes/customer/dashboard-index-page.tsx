import { useSession } from "@/features/auth/hooks/use-session";
import { CompanyDashboardPage } from "../company/company-dashboard-page";
import { StudentDashboardPage } from "./student-dashboard-page";

/** /dashboard: companies see their dashboard, everyone else admitted here the student one (spec part 1 §2). */
export function DashboardIndexPage() {
  const { user } = useSession();
  return user?.userType === "company_profile" ? <CompanyDashboardPage /> : <StudentDashboardPage />;
}
