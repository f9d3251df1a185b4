import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { plainIssueMessage } from "./plain-issue-message.js";

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("plainIssueMessage, installed as Zod's customError (as the server and the web app do)", () => {
  beforeAll(() => {
    z.config({ customError: plainIssueMessage });
  });

  it("words limits of length, count and size as a form would", () => {
    expect(messageOf(z.string().max(80), "x".repeat(81))).toBe("Keep this to 80 characters or fewer");
    expect(messageOf(z.string().max(2000), "x".repeat(2001))).toBe("Keep this to 2,000 characters or fewer");
    expect(messageOf(z.string().min(1), "")).toBe("Required");
    expect(messageOf(z.string().min(8), "short")).toBe("Enter at least 8 characters");
    expect(messageOf(z.array(z.string()).max(3), ["a", "b", "c", "d"])).toBe("Choose at most 3");
    expect(messageOf(z.number().max(10), 11)).toBe("Enter 10 or less");
    expect(messageOf(z.number().positive(), 0)).toBe("Enter more than 0");
  });

  it("leaves a schema's own message, and other issues, as they are", () => {
    expect(messageOf(z.string().min(2, "Name is required"), "")).toBe("Name is required");
    expect(messageOf(z.string(), 5)).toMatch(/expected string/);
  });
});
