import { authMessages } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import { describePhone } from "./phone-feedback";

describe("phone feedback (spec part 1 §5)", () => {
  it("is unknown while nothing is typed", () => {
    expect(describePhone("")).toEqual({ state: "unknown" });
    expect(describePhone("   ")).toEqual({ state: "unknown" });
  });

  it("names the country of a valid international number", () => {
    expect(describePhone("+44 20 7946 0958")).toMatchObject({
      state: "valid",
      message: "Phone number from United Kingdom",
      e164: "+442079460958",
    });
    expect(describePhone("+1 415 555 0123")).toMatchObject({
      state: "valid",
      message: "Phone number from United States",
    });
    expect(describePhone("+91 98765 43210")).toMatchObject({
      state: "valid",
      message: "Phone number from India",
    });
  });

  it("asks for the country code when the number has none", () => {
    expect(describePhone("020 7946 0958")).toEqual({ state: "invalid", message: authMessages.phoneHint });
    expect(authMessages.phoneHint).toBe("Please include country code (e.g., +1, +44, +91)");
  });

  it("calls a number with a country code but the wrong length invalid", () => {
    expect(describePhone("+44 20")).toEqual({ state: "invalid", message: authMessages.phoneInvalid });
    expect(describePhone(`+1${"2".repeat(20)}`)).toMatchObject({ state: "invalid" });
  });

  it("refuses input longer than 250 characters", () => {
    expect(describePhone(`+44${"0".repeat(260)}`)).toMatchObject({ state: "invalid" });
  });
});
