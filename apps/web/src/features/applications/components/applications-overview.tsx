import { type Application, applicationTabs } from "@meridian/contract";
import { FolderOpen, Plus } from "lucide-react";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { RecordConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonGroup } from "@/components/ui/skeleton-group";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Link } from "@/lib/router";
import { useDeleteApplication } from "../api/delete-application";
import { useApplications } from "../api/list-applications";
import {
  type ApplicationTabId,
  applicationsInTab,
  countByTab,
  isApplicationTabId,
} from "../application-tabs";
import { ApplicationCard } from "./application-card";
import { EditApplicationDialog } from "./application-form-dialog";
import { ApplicationSummaryTiles } from "./application-summary-tiles";
import { NotesDialog } from "./notes-dialog";

/** "New Application" leads to the catalogue, where each university can be added (spec part 2 §2). */
export function NewApplicationLink({ label = "New Application" }: { label?: string }) {
  return (
    <Link to="/universities" className={buttonClasses("primary")}>
      <Plus aria-hidden="true" />
      {label}
    </Link>
  );
}

function EmptyApplications() {
  return (
    <div className={cardClasses("dashed", "flex flex-col items-center gap-3 px-6 py-14 text-center")}>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <FolderOpen aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-foreground">No applications yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Find a university you like and add it to your applications to start tracking it here.
      </p>
      <NewApplicationLink label="Create First Application" />
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your applications
      </p>
      <SkeletonGroup
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        blocks={["h-24", "h-24", "h-24", "h-24"]}
      />
      <Skeleton className="h-16" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** The /applications page body: tiles, progress, tabs with counts and the cards (spec part 2 §2). */
export function ApplicationsOverview() {
  const query = useApplications();
  const remove = useDeleteApplication();
  const [tab, setTab] = useState<ApplicationTabId>("all");
  const [editing, setEditing] = useState<Application | null>(null);
  const [notesOf, setNotesOf] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const now = new Date();

  if (query.isPending) return <OverviewSkeleton />;
  if (query.isError) {
    return (
      <LoadFailure message="Your applications could not be loaded." onRetry={() => void query.refetch()} />
    );
  }
  const {
    data: applications,
    meta: { summary },
  } = query.data;
  if (applications.length === 0) return <EmptyApplications />;
  const counts = countByTab(summary.byStatus);

  return (
    <div className="grid gap-6">
      <ApplicationSummaryTiles summary={summary} />
      <Tabs value={tab} onValueChange={(value) => isApplicationTabId(value) && setTab(value)}>
        <TabsList aria-label="Show applications" className="h-auto max-w-full flex-wrap justify-start">
          {applicationTabs.map((item) => (
            <TabsTrigger key={item.id} value={item.id}>
              {item.label} ({counts[item.id]})
            </TabsTrigger>
          ))}
        </TabsList>
        {applicationTabs.map((item) => {
          const shown = applicationsInTab(applications, item.id);
          return (
            <TabsContent key={item.id} value={item.id} className="mt-6">
              {shown.length === 0 ? (
                <p className="rounded-lg border border-dashed border-input p-6 text-center text-sm text-muted-foreground">
                  No applications in {item.label}.
                </p>
              ) : (
                <ul aria-label={`${item.label} applications`} className="grid gap-4 md:grid-cols-2">
                  {shown.map((application) => (
                    <li key={application.id} className="grid">
                      <ApplicationCard
                        application={application}
                        now={now}
                        onEdit={setEditing}
                        onNotes={setNotesOf}
                        onDelete={setDeleting}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      <EditApplicationDialog application={editing} onClose={() => setEditing(null)} />
      <NotesDialog application={notesOf} onClose={() => setNotesOf(null)} />
      <RecordConfirmDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this application?"
        description={(application) =>
          `Your application to ${application.university.name} (${application.course.name}) will be removed for good.`
        }
        confirmLabel="Delete"
        destructive
        onConfirm={(application) => remove.mutate(application.id)}
      />
    </div>
  );
}
