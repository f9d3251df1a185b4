import { dashboardPathFor } from "@meridian/contract";
import {
  ApplicationDetailView,
  type ApplicationViewer,
} from "@/features/applications/components/application-detail-view";
import { useSession } from "@/features/auth/hooks/use-session";
import { useParams } from "@/lib/router";

/**
 * /applications/:id for the student who owns it and for staff (their counselor, an admin): the
 * server decides who may see which one; everyone else gets the not-found state.
 */
export function ApplicationDetailPage() {
  const { id = "" } = useParams();
  const { user } = useSession();
  if (!user) return null;
  const viewer: ApplicationViewer =
    user.userType === "customer"
      ? { id: user.id, backPath: "/applications", backLabel: "Back to My Applications" }
      : {
          id: user.id,
          backPath: dashboardPathFor(user.userType, user.teamRole),
          backLabel: "Back to dashboard",
        };
  return (
    <section className="container-page grid max-w-4xl gap-6 py-10 sm:py-14">
      <ApplicationDetailView key={id} id={id} viewer={viewer} />
    </section>
  );
}
