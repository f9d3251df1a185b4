import type { Recommendation } from "@meridian/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { stubApi } from "@/test/api-stub";
import { renderApp } from "@/test/render";
import { makeRecommendation } from "../test-recommendations";
import { RecommendationCard } from "./recommendation-card";

const UNIVERSITY_ID = "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const recommendation = makeRecommendation(
  { id: UNIVERSITY_ID, name: "Harbour Institute" },
  {
    matchScore: 82,
    confidence: { known: 2, of: 7 },
    reasons: [
      { text: "in your preferred country, Canada", points: 30, weight: 30 },
      { text: "tuition 18,000 a year, within your budget of 25,000", points: 25, weight: 25 },
    ],
    unknowns: ["entry requirements: not in the catalogue"],
  },
);

afterEach(() => {
  vi.unstubAllGlobals();
  clearCsrfToken();
});

function renderCard(value: Recommendation) {
  return renderApp("/", {
    children: [{ index: true, element: <RecommendationCard recommendation={value} /> }],
  });
}

describe("RecommendationCard", () => {
  it("shows the score with its reasons, how much it knew, and says what is unknown", async () => {
    stubApi();
    renderCard(recommendation);
    const card = within(await screen.findByRole("article", { name: "Harbour Institute" }));
    expect(card.getByText("82%")).toBeTruthy();
    expect(card.getByRole("progressbar", { name: "Match score for Harbour Institute" })).toBeTruthy();
    expect(card.getByText("Based on 2 of 7 factors")).toBeTruthy();
    expect(card.getByText("Unranked or not known")).toBeTruthy();
    expect(card.getByText("in your preferred country, Canada")).toBeTruthy();
    expect(card.getByText("entry requirements: not in the catalogue")).toBeTruthy();
    // The program and the tuition are unknown, and said so rather than left blank or guessed.
    expect(card.getAllByText("Not known")).toHaveLength(2);
  });

  it("gives no percentage on fewer than two known factors, and says so", async () => {
    stubApi();
    renderCard({ ...recommendation, matchScore: null, confidence: { known: 1, of: 7 } });
    const card = within(await screen.findByRole("article", { name: "Harbour Institute" }));
    expect(card.queryByText(/%/)).toBeNull();
    expect(card.queryByRole("progressbar")).toBeNull();
    expect(card.getByText("Not enough known to score (under 2 factors)")).toBeTruthy();
    expect(card.getByText("Based on 1 of 7 factors")).toBeTruthy();
  });

  it("shows the figures as they are, and a rank band as a band", async () => {
    stubApi();
    renderCard({
      ...recommendation,
      program: "Engineering",
      tuition: "CA$18,000 a year",
      tuitionRange: { min: 18_000, max: 18_000, currency: "CAD" },
      ranking: 101,
      rankingBand: "101-150",
    });
    const card = within(await screen.findByRole("article", { name: "Harbour Institute" }));
    expect(card.getByText("CA$18,000 a year")).toBeTruthy();
    expect(card.getByText("Engineering")).toBeTruthy();
    expect(card.getByText("tuition 18,000 a year, within your budget of 25,000")).toBeTruthy();
    expect(card.getByText("World rank 101\u2013150")).toBeTruthy();
    expect(card.queryByText(/#101/)).toBeNull();
  });

  it("saves to the shortlist through the contract endpoint", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`PUT /api/recommendations/${UNIVERSITY_ID}`]: {
        data: { universityId: UNIVERSITY_ID, choice: "saved" },
      },
    });
    renderCard(recommendation);
    await user.click(await screen.findByRole("button", { name: "Save to shortlist: Harbour Institute" }));
    expect(await screen.findByText("Saved to your shortlist")).toBeTruthy();
    expect(api.callsTo(`PUT /api/recommendations/${UNIVERSITY_ID}`).map((call) => call.body)).toEqual([
      { choice: "saved" },
    ]);
  });
});
