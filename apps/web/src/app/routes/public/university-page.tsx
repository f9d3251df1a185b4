import { universityPageMeta } from "@meridian/contract";
import { useUniversity } from "@/features/universities/api/get-university";
import {
  UniversityLoadFailure,
  UniversityLoading,
  UniversityNotFound,
} from "@/features/universities/components/university-page-states";
import { UniversityProfile } from "@/features/universities/components/university-profile";
import { isApiError } from "@/lib/api-client";
import { usePageMeta } from "@/lib/page-meta";
import { useParams } from "@/lib/router";
import { UniversityCardAction } from "../shared/university-card-action";
import { UniversityApplicationsNote, UniversityShortlistAction } from "../shared/university-shortlist-action";

/**
 * /universities/:id, public (decision 048): one university's profile with the applications and
 * shortlist actions (and the student's applications to it).
 */
export function UniversityPage() {
  const id = useParams().id ?? "";
  const query = useUniversity(id);
  const university = query.data;
  // The same title and description the server put in the page's HTML (the contract's).
  usePageMeta(university ? universityPageMeta(university) : null);

  if (!university) {
    if (!query.isError) return <UniversityLoading />;
    const error = query.error;
    if (isApiError(error) && (error.status === 404 || error.code === "VALIDATION_ERROR")) {
      return <UniversityNotFound />;
    }
    return <UniversityLoadFailure onRetry={() => void query.refetch()} />;
  }
  return (
    <UniversityProfile
      university={university}
      actions={
        <>
          <UniversityApplicationsNote university={university} />
          <UniversityCardAction university={university} />
          <UniversityShortlistAction university={university} />
        </>
      }
    />
  );
}
