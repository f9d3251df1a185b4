import { describe, expect, it } from "vitest";
import { prerenderPage } from "./prerender";

describe("prerendered public pages", () => {
  it("renders the Privacy notice and the Terms of use with their titles, as a guest first sees them", async () => {
    const privacy = await prerenderPage("/privacy");
    expect(privacy.title).toBe("Privacy notice");
    expect(privacy.html).toContain("<h1");
    expect(privacy.html).toContain("How long it is kept");
    const terms = await prerenderPage("/terms");
    expect(terms.title).toBe("Terms of use");
    expect(terms.html).toContain("Guidance, not a promise");
  });
});
