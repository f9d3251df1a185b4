import { describe, expect, it } from "vitest";
import { counselorOptionLabel, describeLoad } from "./counselor-load";

const counselor = { id: "c", firstName: "Ines", lastName: "Duarte", email: "i@x.test", load: 1 };

describe("a counselor's load", () => {
  it("reads against the cap, or says there is none", () => {
    expect(describeLoad(0, null)).toBe("0 students (no cap)");
    expect(describeLoad(1, 10)).toBe("1 student of 10");
  });

  it("marks a counselor at or past the cap in the picker", () => {
    expect(counselorOptionLabel(counselor, 5)).toBe("Ines Duarte · 1 student of 5");
    expect(counselorOptionLabel({ ...counselor, load: 5 }, 5)).toBe(
      "Ines Duarte · 5 students of 5, at the cap",
    );
    expect(counselorOptionLabel({ ...counselor, load: 7 }, 5)).toBe(
      "Ines Duarte · 7 students of 5, at the cap",
    );
  });
});
