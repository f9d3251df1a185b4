import { MailOutboxPanel } from "@/features/mail/admin/mail-outbox-panel";
import { AdminSubpage } from "./admin-subpage";

/** /dashboard/admin/mail: the product's mail, and its outbox when no SMTP server is set. */
export function AdminMailPage() {
  return (
    <AdminSubpage
      title="Mail"
      description="Without an SMTP server (SMTP_URL), every message the product sends waits here, and its links work from here. With one, this lists what was sent, what waits and what failed."
    >
      <MailOutboxPanel />
    </AdminSubpage>
  );
}
