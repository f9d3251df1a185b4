import { UniversitySearch } from "@/features/universities/components/university-search";

/** /universities for every signed-in user (spec part 2 §2 "University search"). */
export function UniversitiesPage() {
  return <UniversitySearch />;
}
