import { SupportRequestsPanel } from "@/features/support/admin/support-requests-panel";
import { AdminSubpage } from "./admin-subpage";

/** /dashboard/admin/support: the messages sent to the support team, open until handled. */
export function AdminSupportPage() {
  return (
    <AdminSubpage
      title="Support requests"
      description="What visitors, students, staff and companies wrote to the support team. Each message reached every admin as a notification; answer it by email, then mark it handled so the others know."
    >
      <SupportRequestsPanel />
    </AdminSubpage>
  );
}
