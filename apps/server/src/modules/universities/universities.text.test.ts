import { describe, expect, it } from "vitest";
import { normalizeText, searchTermsOf, stableKey } from "./universities.text.js";

describe("catalogue text", () => {
  it("folds case and accents and drops punctuation", () => {
    expect(normalizeText("  Université de Montréal ")).toBe("universite de montreal");
    expect(normalizeText("ETH Zürich — Swiss Federal Inst.")).toBe("eth zurich swiss federal inst");
    expect(normalizeText("Texas A&M")).toBe("texas a&m");
  });

  it("keys by ROR id when there is one, else by country and name", () => {
    expect(stableKey({ rorId: "https://ror.org/03vek6s52", countryCode: "us", name: "Harvard" })).toBe(
      "ror:03vek6s52",
    );
    expect(stableKey({ countryCode: "ca", name: "Université Laval" })).toBe("CA:universite laval");
  });

  it("searches name, alternate names, acronyms and city", () => {
    expect(
      searchTermsOf({ name: "Massachusetts Institute of Technology", acronyms: ["MIT"], city: "Cambridge" }),
    ).toBe("massachusetts institute of technology mit cambridge");
  });
});
