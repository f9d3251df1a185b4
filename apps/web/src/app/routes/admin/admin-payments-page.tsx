import { PaymentRequestsPanel } from "@/features/subscriptions/admin/payment-requests-panel";
import { AdminSubpage } from "./admin-subpage";

/** /dashboard/admin/payments: the approvals queue of offline payments, and every decided purchase. */
export function AdminPaymentsPage() {
  return (
    <AdminSubpage
      title="Payments"
      description="Check each offline payment, record its evidence and approve it, or reject the request with a reason. The student is told either way."
    >
      <PaymentRequestsPanel />
    </AdminSubpage>
  );
}
