import {
  ApplicationsOverview,
  NewApplicationLink,
} from "@/features/applications/components/applications-overview";

/** /applications for students (spec part 2 §2 "My Applications"). */
export function ApplicationsPage() {
  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">My Applications</h1>
          <p className="mt-2 text-lg text-muted-foreground">
            Every application, its deadline, its documents and where it stands.
          </p>
        </div>
        <NewApplicationLink />
      </div>
      <ApplicationsOverview />
    </section>
  );
}
