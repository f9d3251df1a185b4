import { type ApplicationStatus, applicationStatusLabels } from "@meridian/contract";
import { Badge } from "@/components/ui/badge";
import { statusTone } from "../application-display";

/** The status of an application with its label of spec part 2 §4. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={statusTone(status)}>{applicationStatusLabels[status]}</Badge>;
}
