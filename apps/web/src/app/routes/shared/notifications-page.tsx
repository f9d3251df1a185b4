import { PageTitle } from "@/components/ui/page-title";
import { NotificationsCenter } from "@/features/notifications/components/notifications-center";

/** /notifications: every notification of the signed-in user, with All / Unread tabs. */
export function NotificationsPage() {
  return (
    <section className="container-page grid max-w-3xl gap-6 py-10 sm:py-14">
      <PageTitle title="Notifications" description="Sign-in alerts and updates about your account." />
      <NotificationsCenter />
    </section>
  );
}
