import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { PaymentRequestsPanel } from "@/features/subscriptions/admin/payment-requests-panel";
import { Link } from "@/lib/router";
import { DashboardIntro } from "../shared/dashboard-intro";

/** /dashboard/admin/payments: the approvals queue of offline payments, and every decided purchase. */
export function AdminPaymentsPage() {
  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <Link to="/dashboard/admin" className={buttonClasses("link", "md", "justify-self-start")}>
        <ArrowLeft aria-hidden="true" />
        Back to the admin dashboard
      </Link>
      <DashboardIntro
        badge="Admin Dashboard"
        title="Payments"
        description="Check each offline payment, record its evidence and approve it, or reject the request with a reason. The student is told either way."
      />
      <PaymentRequestsPanel />
    </section>
  );
}
