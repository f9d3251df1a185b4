import type { ApplicationDetail } from "@meridian/contract";

let counter = 0;

/** An application as the API presents it (component tests; live tests use the real server). */
export function makeApplication(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  counter += 1;
  const id = `00000000-0000-4000-9000-${String(counter).padStart(12, "0")}`;
  return {
    id,
    studentId: "00000000-0000-4000-8000-000000000001",
    status: "draft",
    university: {
      id: "00000000-0000-4000-8000-000000000100",
      name: `Test University ${counter}`,
      city: "Toronto",
      country: "Canada",
      website: null,
    },
    course: { name: "Computer Science", degree: "Master's" },
    intake: { term: "fall", year: 2027 },
    deadlineDate: null,
    deadline: null,
    submittedAt: null,
    notes: null,
    progress: 0,
    checklist: [],
    // As the server derives it from the checklist.
    missingDocuments: (overrides.checklist ?? [])
      .filter((item) => item.state === "missing")
      .map((item) => item.type),
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    history: [],
    nextStatuses: ["submitted"],
    ...overrides,
  };
}
