import { DocumentTypeSchema } from "@meridian/contract";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { DocumentsOverview } from "@/features/documents/components/documents-overview";

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
    <section className="container-page py-10 sm:py-14">
      <DocumentsOverview
        initialType={type.success ? type.data : undefined}
        applicationId={applicationId.success ? applicationId.data : undefined}
      />
    </section>
  );
}
