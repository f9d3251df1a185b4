import { PageTitle } from "@/components/ui/page-title";
import {
  ApplicationsOverview,
  NewApplicationLink,
} from "@/features/applications/components/applications-overview";

/** /applications for students (spec part 2 §2 "My Applications"). */
export function ApplicationsPage() {
  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle
          title="My Applications"
          description="Every application, its deadline, its documents and where it stands."
        />
        <NewApplicationLink />
      </div>
      <ApplicationsOverview />
    </section>
  );
}
