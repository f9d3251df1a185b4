import { useState } from "react";
import { isFirstVisit } from "@/features/auth/first-visit";
import { useSession } from "@/features/auth/hooks/use-session";
import { RecommendationsPanel } from "@/features/recommendations/components/recommendations-panel";
import { StudyPreferencesDialog } from "@/features/recommendations/components/study-preferences-dialog";
import { MyPlanCard, PremiumBadge } from "@/features/subscriptions/components/my-plan-card";
import { DashboardIntro } from "../shared/dashboard-intro";
import { UniversityCardAction } from "../shared/university-card-action";
import { ApplicationsPanel } from "./dashboard/applications-panel";
import { QuickActions } from "./dashboard/quick-actions";

/**
 * /dashboard/student (and /dashboard for students), spec part 2 §2: the welcome, the student's
 * own applications and recommendations, and the Quick Actions. Empty lists lead to the next step;
 * no sample rows are ever shown as the student's own. "Premium Member" shows only while the
 * student holds an active paid plan; the plan card beside the lists says which, and how much of it
 * the applications use.
 */
export function StudentDashboardPage() {
  const { user } = useSession();
  const [editingPreferences, setEditingPreferences] = useState(false);
  const editPreferences = () => setEditingPreferences(true);
  const firstVisit = isFirstVisit(user?.id);
  return (
    <section className="container-page grid gap-10 py-10 sm:py-14">
      <DashboardIntro
        badge="Student Dashboard"
        extraBadge={<PremiumBadge />}
        title={`${firstVisit ? "Welcome" : "Welcome back"}, ${user?.firstName || "Student"}`}
        description={
          firstVisit
            ? "Start with your study preferences: your recommendations, applications and documents gather here."
            : "Pick up where you left off with your study-abroad plans."
        }
      />
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 gap-10">
          <ApplicationsPanel />
          <RecommendationsPanel
            onEditPreferences={editPreferences}
            extraAction={(recommendation) => (
              <UniversityCardAction
                university={recommendation.universityDetails}
                programName={recommendation.program ?? undefined}
              />
            )}
          />
        </div>
        <div className="grid gap-6">
          <MyPlanCard />
          <QuickActions onEditPreferences={editPreferences} />
        </div>
      </div>
      <StudyPreferencesDialog open={editingPreferences} onOpenChange={setEditingPreferences} />
    </section>
  );
}
