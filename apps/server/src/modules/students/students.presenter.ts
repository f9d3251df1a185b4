import type { englishTests, ProgramLevel, StudyPreferencesResponse } from "@meridian/contract";
import type { StudentProfileRow } from "../../db/schema/index.js";

/** A student without a profile yet: every preference unknown, never saved. */
const NO_PREFERENCES: StudyPreferencesResponse = {
  preferences: {
    preferredCountries: [],
    programLevel: null,
    fieldsOfStudy: [],
    interests: null,
    budgetPerYear: null,
    gpa: null,
    englishTest: null,
    englishTestScore: null,
  },
  updatedAt: null,
};

/** The study preferences of a profile; the rest of the profile (status, ids) does not leave here. */
export function presentPreferences(row: StudentProfileRow | undefined): StudyPreferencesResponse {
  if (!row?.preferencesSavedAt) return NO_PREFERENCES;
  return {
    preferences: {
      preferredCountries: row.preferredCountries,
      // Written only through the contract's enums (see savePreferences in the service).
      programLevel: row.programLevel as ProgramLevel | null,
      fieldsOfStudy: row.fieldsOfStudy,
      interests: row.interests,
      budgetPerYear: row.budgetPerYear,
      gpa: row.gpa,
      englishTest: row.englishTest as (typeof englishTests)[number] | null,
      englishTestScore: row.englishTestScore,
    },
    updatedAt: row.preferencesSavedAt.toISOString(),
  };
}
