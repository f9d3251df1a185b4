import { NotificationsCenter } from "@/features/notifications/components/notifications-center";

/** /notifications: every notification of the signed-in user, with All / Unread tabs. */
export function NotificationsPage() {
  return (
    <section className="container-page grid max-w-3xl gap-6 py-10 sm:py-14">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Notifications</h1>
        <p className="mt-2 text-lg text-muted-foreground">Sign-in alerts and updates about your account.</p>
      </div>
      <NotificationsCenter />
    </section>
  );
}
