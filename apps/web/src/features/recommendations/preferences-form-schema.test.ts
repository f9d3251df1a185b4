import { unknownStudyPreferences } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import { PreferencesFormSchema } from "./preferences-form-schema";

const blank = {
  preferredCountries: [],
  programLevel: "",
  fieldsOfStudy: [],
  interests: "  ",
  budgetPerYear: "",
  gpa: "",
  englishTest: "",
  englishTestScore: "",
};

describe("PreferencesFormSchema", () => {
  it("reads empty fields as unknown (null), never as 0", () => {
    expect(PreferencesFormSchema.parse(blank)).toEqual(unknownStudyPreferences.preferences);
  });

  it("reads typed numbers and applies the contract's rules", () => {
    const parsed = PreferencesFormSchema.safeParse({
      ...blank,
      programLevel: "master",
      budgetPerYear: "25000",
      gpa: "4.5",
      englishTest: "IELTS",
      englishTestScore: "10",
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages.gpa).toBe("GPA is on a 4.0 scale");
    expect(messages.budgetPerYear).toBeUndefined();
  });

  it("asks for the test a score is from", () => {
    const parsed = PreferencesFormSchema.safeParse({ ...blank, englishTestScore: "7" });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["englishTest", "Choose the test the score is from"],
    ]);
  });
});
