import type { CounselorLoad, StaffRef } from "@meridian/contract";

export const staffName = (person: StaffRef) => `${person.firstName} ${person.lastName}`.trim();

const students = (n: number) => `${n} ${n === 1 ? "student" : "students"}`;

/** "3 students of 10", "3 students (no cap)": a counselor's load beside the automatic rule's cap. */
export function describeLoad(load: number, cap: number | null): string {
  return cap === null ? `${students(load)} (no cap)` : `${students(load)} of ${cap}`;
}

/** A counselor as the picker lists them: name, load and cap, and whether the cap is reached. */
export function counselorOptionLabel(counselor: CounselorLoad, cap: number | null): string {
  const full = cap !== null && counselor.load >= cap ? ", at the cap" : "";
  return `${staffName(counselor)} · ${describeLoad(counselor.load, cap)}${full}`;
}
