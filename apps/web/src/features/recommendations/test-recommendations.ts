import type { Recommendation } from "@meridian/contract";
import { waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * A recommendation as the API presents it, for component tests (live tests use the real server):
 * a university known by its id and name, with nothing else known unless the test says so.
 */
export function makeRecommendation(
  university: { id: string; name: string; country?: string },
  overrides: Partial<Recommendation> = {},
): Recommendation {
  const country = university.country ?? "Canada";
  return {
    id: university.id,
    university: university.name,
    universityDetails: { id: university.id, name: university.name, city: null, country, website: null },
    country,
    program: null,
    tuition: null,
    tuitionRange: null,
    ranking: null,
    rankingBand: null,
    matchScore: 80,
    confidence: { known: 3, of: 7 },
    reasons: [],
    unknowns: [],
    saved: false,
    ...overrides,
  };
}

/**
 * A gate for a stubbed answer: `hold()` waits inside the stub until the test calls `answer()`,
 * to look at the page while a choice is on its way.
 */
export function answerGate() {
  let release: (() => void) | null = null;
  return {
    hold: () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    /** Lets the held answer go, once the request has reached the stub. */
    answer: async () => {
      await waitFor(() => expect(release).not.toBeNull());
      release?.();
      release = null;
    },
  };
}
