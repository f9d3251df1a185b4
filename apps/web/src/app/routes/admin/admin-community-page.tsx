import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { BlockedWordsPanel } from "@/features/community-moderation/components/blocked-words-panel";
import { ModerationQueuePanel } from "@/features/community-moderation/components/moderation-queue-panel";
import { Link } from "@/lib/router";
import { DashboardIntro } from "../shared/dashboard-intro";

/** /dashboard/admin/community: the moderation queue, and the blocked-word list that holds content for it. */
export function AdminCommunityPage() {
  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <Link to="/dashboard/admin" className={buttonClasses("link", "md", "justify-self-start")}>
        <ArrowLeft aria-hidden="true" />
        Back to the admin dashboard
      </Link>
      <DashboardIntro
        badge="Admin Dashboard"
        title="Community moderation"
        description="Hide, restore or delete reported and held posts and comments, dismiss reports, warn or suspend their authors, and keep the blocked-word list."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ModerationQueuePanel />
        <BlockedWordsPanel />
      </div>
    </section>
  );
}
