import { describe, expect, it } from "vitest";
import { CompanyProfileInputSchema, isWebAddress } from "./company-profiles.js";

describe("company profile input", () => {
  it("takes http and https addresses with a host, and nothing else", () => {
    for (const address of [
      "https://acme.example",
      "http://acme.example:8080/about?lang=en#team",
      "https://bücher.example/",
      "HTTPS://ACME.EXAMPLE",
    ]) {
      expect(isWebAddress(address), address).toBe(true);
    }
    for (const address of [
      "javascript:alert(1)",
      "JavaScript://acme.example/%0Aalert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://acme.example",
      "acme.example",
      "//acme.example",
      "https://",
      "https://user:pass@acme.example",
      "https://acme.example/with space",
      "https:acme.example",
    ]) {
      expect(isWebAddress(address), address).toBe(false);
    }
  });

  it("trims the fields and turns blank optional ones into null", () => {
    expect(CompanyProfileInputSchema.parse({ name: "  Acme  ", website: " ", description: "\n" })).toEqual({
      name: "Acme",
      website: null,
      description: null,
    });
    expect(CompanyProfileInputSchema.parse({ name: "Acme" })).toEqual({
      name: "Acme",
      website: null,
      description: null,
    });
  });
});
