import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { SupportRequestsPanel } from "@/features/support/admin/support-requests-panel";
import { Link } from "@/lib/router";
import { DashboardIntro } from "../shared/dashboard-intro";

/** /dashboard/admin/support: the messages sent to the support team, open until handled. */
export function AdminSupportPage() {
  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <Link to="/dashboard/admin" className={buttonClasses("link", "md", "justify-self-start")}>
        <ArrowLeft aria-hidden="true" />
        Back to the admin dashboard
      </Link>
      <DashboardIntro
        badge="Admin Dashboard"
        title="Support requests"
        description="What visitors, students, staff and companies wrote to the support team. Each message reached every admin as a notification; answer it by email, then mark it handled so the others know."
      />
      <SupportRequestsPanel />
    </section>
  );
}
