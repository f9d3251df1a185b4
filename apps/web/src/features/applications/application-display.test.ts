import { describe, expect, it } from "vitest";
import { degreeChoices, intakeYearChoices, statusTone } from "./application-display";
import { roleLabel } from "./components/status-history";

describe("degreeChoices", () => {
  it("offers the university's own degree types when the catalogue lists any", () => {
    expect(degreeChoices(["Master's", "PhD", "Something else"])).toEqual(["Master's", "PhD"]);
  });

  it("offers every degree type when the catalogue lists none", () => {
    expect(degreeChoices([])).toEqual(["Bachelor's", "Master's", "PhD", "Certificate", "Diploma"]);
  });

  it("keeps an application's current degree choosable", () => {
    expect(degreeChoices(["PhD"], "Diploma")).toEqual(["PhD", "Diploma"]);
  });
});

describe("intakeYearChoices", () => {
  it("offers this year and the next six, plus an edited application's own year", () => {
    expect(intakeYearChoices(new Date(2027, 5, 1))).toEqual([2027, 2028, 2029, 2030, 2031, 2032, 2033]);
    expect(intakeYearChoices(new Date(2027, 5, 1), 2026)[0]).toBe(2026);
    // From 1 September every term of the year has started (decision 076): it is no longer offered.
    expect(intakeYearChoices(new Date(2026, 11, 1))).toEqual([2027, 2028, 2029, 2030, 2031, 2032]);
    expect(intakeYearChoices(new Date(2026, 7, 31))[0]).toBe(2026);
  });
});

describe("statusTone", () => {
  it("colours offers green, refusals red and drafts grey", () => {
    expect(statusTone("conditional_offer")).toBe("accent");
    expect(statusTone("rejected")).toBe("destructive");
    expect(statusTone("draft")).toBe("neutral");
    expect(statusTone("under_review")).toBe("primary");
  });
});

describe("roleLabel", () => {
  it("words the roles the server writes on the history", () => {
    expect(roleLabel("student")).toBe("Student");
    expect(roleLabel("admin")).toBe("Administrator");
    expect(roleLabel("visa_officer")).toBe("Visa officer");
  });
});
