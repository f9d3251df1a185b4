import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { PlansAdminPanel } from "@/features/subscription-plans/admin/plans-admin-panel";
import { Link } from "@/lib/router";
import { DashboardIntro } from "../shared/dashboard-intro";

/** /dashboard/admin/plans: every subscription plan, created, edited, activated and deactivated here. */
export function AdminPlansPage() {
  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <Link to="/dashboard/admin" className={buttonClasses("link", "md", "justify-self-start")}>
        <ArrowLeft aria-hidden="true" />
        Back to the admin dashboard
      </Link>
      <DashboardIntro
        badge="Admin Dashboard"
        title="Plans"
        description="Set what each plan costs and includes, and which plans students can buy."
      />
      <PlansAdminPanel />
    </section>
  );
}
