import { BlockedWordsPanel } from "@/features/community-moderation/admin/blocked-words-panel";
import { ModerationQueuePanel } from "@/features/community-moderation/admin/moderation-queue-panel";
import { AdminSubpage } from "./admin-subpage";

/** /dashboard/admin/community: the moderation queue, and the blocked-word list that holds content for it. */
export function AdminCommunityPage() {
  return (
    <AdminSubpage
      title="Community moderation"
      description="Hide, restore or delete reported and held posts and comments, dismiss reports, warn or suspend their authors, and keep the blocked-word list."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ModerationQueuePanel />
        <BlockedWordsPanel />
      </div>
    </AdminSubpage>
  );
}
