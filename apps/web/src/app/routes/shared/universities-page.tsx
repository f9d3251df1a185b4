import { UniversitySearch } from "@/features/universities/components/university-search";
import { universityCardAction } from "./university-card-action";

/** /universities for every signed-in user (spec part 2 §2 "University search"); students can add a university to their applications. */
export function UniversitiesPage() {
  return <UniversitySearch cardActions={universityCardAction} />;
}
