import { describe, expect, it } from "vitest";
import { nextSearchOffset } from "./api/search-universities";
import {
  emptyFilters,
  filtersToParams,
  parseFilters,
  toSearchQuery,
  unpublishedText,
} from "./search-filters";
import { makeUniversity } from "./test-universities";

describe("search filters in the URL", () => {
  it("round-trips every filter and drops unknown values (any country is kept: the server knows the list)", () => {
    const params = new URLSearchParams(
      "search=tor&country=Germany,Canada,Ghana,,Canada&fields=Law&tuition=10000-25000&ranking=50&degree=PhD&sort=ranking",
    );
    const filters = parseFilters(params);
    expect(filters).toEqual({
      search: "tor",
      countries: ["Canada", "Germany", "Ghana"],
      fields: ["Law"],
      tuition: 1,
      ranking: 50,
      degree: "PhD",
      sort: "ranking",
      unpublished: false,
    });
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
    // Universities without a filtered figure, shown on request: kept only with a figure filter.
    const shown = parseFilters(new URLSearchParams("fields=Law&unpublished=shown"));
    expect(shown).toMatchObject({ fields: ["Law"], unpublished: true });
    expect(filtersToParams(shown).toString()).toBe("fields=Law&unpublished=shown");
    expect(toSearchQuery(shown, 0)).toMatchObject({ fields: "Law", includeUnpublished: "true" });
    const noFigure = { ...emptyFilters, countries: ["Canada"], unpublished: true };
    expect(filtersToParams(noFigure).toString()).toBe("country=Canada");
    expect(toSearchQuery(noFigure, 0)).not.toHaveProperty("includeUnpublished");
    expect(parseFilters(new URLSearchParams("ranking=7&sort=cheapest&tuition=1-2&degree=MBA"))).toEqual(
      emptyFilters,
    );
    expect(filtersToParams(emptyFilters).toString()).toBe("");
  });
});

describe("what a figure filter left out", () => {
  it("says how many universities publish no filtered figure, left out or shown", () => {
    expect(unpublishedText({ count: 312, figures: ["tuition"], included: false })).toBe(
      "312 universities without a published tuition are not shown.",
    );
    expect(unpublishedText({ count: 1, figures: ["tuition", "fieldsOfStudy"], included: false })).toBe(
      "1 university without a published tuition or published fields of study is not shown.",
    );
    expect(unpublishedText({ count: 2_400, figures: ["degreeTypes"], included: true })).toBe(
      "Including 2,400 universities that publish no degree types.",
    );
    expect(unpublishedText({ count: 0, figures: ["tuition"], included: false })).toBeNull();
  });
});

describe("search request (spec part 2 §5)", () => {
  it("sends minTuition only above 0, maxTuition only below 100000 and no sortBy for relevance", () => {
    expect(toSearchQuery({ ...emptyFilters, tuition: 0 }, 0)).toEqual({
      limit: 6,
      offset: 0,
      maxTuition: 10_000,
    });
    expect(toSearchQuery({ ...emptyFilters, tuition: 4 }, 6)).toEqual({
      limit: 6,
      offset: 6,
      minTuition: 75_000,
    });
    expect(toSearchQuery({ ...emptyFilters, tuition: 2, sort: "tuition-high" }, 0)).toEqual({
      limit: 6,
      offset: 0,
      minTuition: 25_000,
      maxTuition: 50_000,
      sortBy: "tuition-high",
    });
    expect(toSearchQuery(emptyFilters, 0)).not.toHaveProperty("sortBy");
  });
});

describe("load-more cap (spec part 2 §4)", () => {
  const page = (size: number, hasMore = true) => ({
    universities: Array.from({ length: size }, () => makeUniversity()),
    total: 500,
    hasMore,
    unpublished: { count: 0, figures: [], included: false },
  });

  it("stops at 18 shown", () => {
    expect(nextSearchOffset([page(6)])).toBe(6);
    expect(nextSearchOffset([page(6), page(6)])).toBe(12);
    expect(nextSearchOffset([page(6), page(6), page(6)])).toBeUndefined();
  });

  it("stops after 3 extra loads even below 18", () => {
    expect(nextSearchOffset([page(4), page(4), page(4)])).toBe(12);
    expect(nextSearchOffset([page(4), page(4), page(4), page(4)])).toBeUndefined();
  });

  it("stops when the server has no more", () => {
    expect(nextSearchOffset([page(6, false)])).toBeUndefined();
  });
});
