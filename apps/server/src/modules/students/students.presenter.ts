import {
  type CounselorStudent,
  type OwnStudentProfile,
  profileCompleteness,
  type StudentProfileGroupName,
  type StudentProfileGroups,
  type StudyPreferencesResponse,
  studentProfileGroupNames,
  studentProfileGroupSchemas,
  unknownStudyPreferences,
} from "@meridian/contract";
import type { StudentProfileRow } from "../../db/schema/index.js";
import type { CounselorStudentRow } from "./students.repository.js";

/** The study preferences of a profile; the rest of the profile (status, ids) does not leave here. */
export function presentPreferences(row: StudentProfileRow | undefined): StudyPreferencesResponse {
  if (!row?.preferencesSavedAt) return unknownStudyPreferences;
  return {
    preferences: {
      preferredCountries: row.preferredCountries,
      // Written only through the contract's enums (see savePreferences in the service).
      programLevel: row.programLevel,
      fieldsOfStudy: row.fieldsOfStudy,
      interests: row.interests,
      budgetPerYear: row.budgetPerYear,
      gpa: row.gpa,
      englishTest: row.englishTest,
      englishTestScore: row.englishTestScore,
    },
    updatedAt: row.preferencesSavedAt.toISOString(),
  };
}

/**
 * A stored group as the contract reads it: only the group's own fields (a field dropped from the
 * contract since a save does not leave), null when none is set.
 */
function presentGroup<G extends StudentProfileGroupName>(
  name: G,
  value: unknown,
): StudentProfileGroups[G] | null {
  if (typeof value !== "object" || value === null) return null;
  const fields = Object.keys(studentProfileGroupSchemas[name].shape);
  const kept = Object.fromEntries(
    Object.entries(value).filter(
      ([key, field]) => fields.includes(key) && field !== null && field !== undefined,
    ),
  );
  return Object.keys(kept).length > 0 ? (kept as StudentProfileGroups[G]) : null;
}

/**
 * The study-preferences group as the counselor reads it: the preferred countries and the program
 * level from the student's own preference columns (one store for both sides), the rest (intake,
 * reasons, goals) from the group's column. A copy of the first two left in that column by a save
 * made before they moved is not read: the student's columns are the record.
 */
function presentStudyPreferences(
  profile: StudentProfileRow,
): StudentProfileGroups["studyPreferences"] | null {
  const {
    preferredCountries: _countries,
    programLevel: _level,
    ...rest
  } = presentGroup("studyPreferences", profile.studyPreferences) ?? {};
  const group = {
    ...(profile.preferredCountries.length > 0 ? { preferredCountries: profile.preferredCountries } : {}),
    // Written only through the contract's enum (both saves check it).
    ...(profile.programLevel ? { programLevel: profile.programLevel } : {}),
    ...rest,
  };
  return Object.keys(group).length > 0 ? group : null;
}

/** The kept profile (the academic fields and the ten groups), as both sides read it. */
type KeptProfile = Omit<OwnStudentProfile, "updatedAt" | "completeness">;

function presentKeptProfile(profile: StudentProfileRow): KeptProfile {
  const groups = Object.fromEntries(
    studentProfileGroupNames.map((name) => [
      name,
      name === "studyPreferences" ? presentStudyPreferences(profile) : presentGroup(name, profile[name]),
    ]),
  ) as { [G in StudentProfileGroupName]: StudentProfileGroups[G] | null };
  return {
    dateOfBirth: profile.dateOfBirth,
    currentEducationLevel: profile.currentEducationLevel,
    institutionName: profile.institutionName,
    gpa: profile.academicScore,
    academicScoringType: profile.academicScoringType,
    academicInterests: profile.academicInterests,
    ...groups,
  };
}

/** Nothing kept yet: the profile of a student who never saved any of it. */
const emptyKeptProfile: KeptProfile = {
  dateOfBirth: null,
  currentEducationLevel: null,
  institutionName: null,
  gpa: null,
  academicScoringType: null,
  academicInterests: [],
  ...(Object.fromEntries(studentProfileGroupNames.map((name) => [name, null])) as {
    [G in StudentProfileGroupName]: null;
  }),
};

/**
 * The student's own profile as they read it (decision 098): the kept profile and its completeness;
 * no status, counselor or ids (staff-only). No row yet reads as an empty profile.
 */
export function presentOwnProfile(profile: StudentProfileRow | undefined): OwnStudentProfile {
  const kept = profile ? presentKeptProfile(profile) : emptyKeptProfile;
  return {
    ...kept,
    updatedAt: profile ? profile.updatedAt.toISOString() : null,
    completeness: profileCompleteness(kept),
  };
}

/** The student as their counselor (or an admin) reads them (spec part 2 §3). */
export function presentCounselorStudent(row: CounselorStudentRow): CounselorStudent {
  const { profile } = row;
  return {
    id: profile.id,
    userId: profile.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    // Written only through the contract's enums (the status check and the save's schema).
    status: profile.status,
    ...presentKeptProfile(profile),
    studentPreferences: presentPreferences(profile),
    counselor:
      profile.counselorId && row.counselorFirstName !== null
        ? {
            id: profile.counselorId,
            name: `${row.counselorFirstName} ${row.counselorLastName ?? ""}`.trim(),
          }
        : null,
    updatedAt: profile.updatedAt.toISOString(),
  };
}
