import { PlansAdminPanel } from "@/features/subscription-plans/admin/plans-admin-panel";
import { AdminSubpage } from "./admin-subpage";

/** /dashboard/admin/plans: every subscription plan, created, edited, activated and deactivated here. */
export function AdminPlansPage() {
  return (
    <AdminSubpage
      title="Plans"
      description="Set what each plan costs and includes, and which plans students can buy."
    >
      <PlansAdminPanel />
    </AdminSubpage>
  );
}
