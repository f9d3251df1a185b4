import { DocumentTypeSchema } from "@meridian/contract";
import { ArrowLeft } from "lucide-react";
import { z } from "zod";
import { BackLink } from "@/components/ui/back-link";
import { applicationPath } from "@/features/applications/application-display";
import { DocumentsOverview } from "@/features/documents/components/documents-overview";
import { useSearchParams } from "@/lib/router";

const ApplicationIdSchema = z.uuid();

/**
 * /documents (spec part 2 §2). An application's checklist links here with ?type= and
 * ?applicationId=: the upload dialog opens with that type, and the uploads count for that
 * application. A value that is not a type or an id is ignored, as if it were not there.
 */
export function DocumentsPage() {
  const [params] = useSearchParams();
  const type = DocumentTypeSchema.safeParse(params.get("type"));
  const applicationId = ApplicationIdSchema.safeParse(params.get("applicationId"));
  return (
    <section className="container-page grid gap-4 py-10 sm:py-14">
      {applicationId.success ? (
        <BackLink to={applicationPath(applicationId.data)} icon={ArrowLeft} className="justify-self-start">
          Back to the application
        </BackLink>
      ) : null}
      <DocumentsOverview
        initialType={type.success ? type.data : undefined}
        applicationId={applicationId.success ? applicationId.data : undefined}
      />
    </section>
  );
}
