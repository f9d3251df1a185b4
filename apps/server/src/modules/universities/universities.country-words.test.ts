import { describe, expect, it } from "vitest";
import { CountryWords } from "./universities.country-words.js";

describe("country words", () => {
  const words = new CountryWords([
    "Germany",
    "United Kingdom",
    "United States",
    "United Arab Emirates",
    "Bosnia and Herzegovina",
    "Côte d'Ivoire",
  ]);

  it("names countries by a prefix of any word of their name, accents aside", () => {
    expect(words.countriesNamedBy("germ")).toEqual(["Germany"]);
    expect(words.countriesNamedBy("united")).toEqual([
      "United Arab Emirates",
      "United Kingdom",
      "United States",
    ]);
    expect(words.countriesNamedBy("kingdom")).toEqual(["United Kingdom"]);
    expect(words.countriesNamedBy("herz")).toEqual(["Bosnia and Herzegovina"]);
    expect(words.countriesNamedBy("cote")).toEqual(["Côte d'Ivoire"]);
    // Common words name no country.
    expect(words.countriesNamedBy("and")).toEqual([]);
    expect(words.countriesNamedBy("x")).toEqual([]);
  });

  it("takes a short form as a whole word, for a country the catalogue holds", () => {
    expect(words.countriesNamedBy("uk")).toEqual(["United Kingdom"]);
    expect(words.countriesNamedBy("usa")).toEqual(["United States"]);
    expect(words.countriesNamedBy("us")).toEqual(["United States"]);
    expect(words.countryOfShortForm("uk")).toBe("United Kingdom");
    expect(words.countriesNamedBy("ukr")).toEqual([]);
    expect(words.countryOfShortForm("united kingdom")).toBeUndefined();
    const noUk = new CountryWords(["Germany"]);
    expect(noUk.countriesNamedBy("uk")).toEqual([]);
    expect(noUk.countryOfShortForm("uk")).toBeUndefined();
  });
});
