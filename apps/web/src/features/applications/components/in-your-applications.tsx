import { FileCheck2 } from "lucide-react";
import { Link } from "@/lib/router";
import { useApplications } from "../api/list-applications";
import { applicationPath, intakeLabel } from "../application-display";
import { ApplicationStatusBadge } from "./application-status-badge";

/**
 * The student's applications to one university, each linking to its page, so a university's page
 * says it is already in their applications. Nothing while there are none (or they are loading).
 */
export function InYourApplications({ universityId }: { universityId: string }) {
  const query = useApplications();
  const mine = query.data?.data.filter((a) => a.university.id === universityId) ?? [];
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="in-your-applications" className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
      <h2 id="in-your-applications" className="flex items-center gap-2 font-medium text-foreground">
        <FileCheck2 aria-hidden="true" className="size-4 shrink-0 text-accent" />
        In your applications
      </h2>
      <ul className="grid gap-2">
        {mine.map((application) => (
          <li key={application.id} className="grid gap-1">
            <Link
              to={applicationPath(application.id)}
              className="font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
            >
              {application.course.name} · {application.course.degree}
            </Link>
            <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
              {intakeLabel(application.intake)}
              <ApplicationStatusBadge status={application.status} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
