import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decrypt, encrypt, randomToken, signPayload, verifyPayload } from "./crypto.js";

const key = randomBytes(32);

describe("crypto helpers", () => {
  it("makes 256-bit URL-safe tokens", () => {
    const token = randomToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("detects any change to a signed payload", () => {
    const token = signPayload(key, { a: 3, b: 4 });
    expect(verifyPayload(key, token)).toEqual({ a: 3, b: 4 });
    const [body, sig] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ a: 9, b: 4 })).toString("base64url")}.${sig}`;
    expect(verifyPayload(key, forged)).toBeNull();
    expect(verifyPayload(randomBytes(32), token)).toBeNull();
    expect(verifyPayload(key, `${body}`)).toBeNull();
  });

  it("round-trips encryption and refuses tampered ciphertext", () => {
    const sealed = encrypt(key, "open sesame");
    expect(sealed).not.toContain("sesame");
    expect(decrypt(key, sealed)).toBe("open sesame");
    const parts = sealed.split(".");
    const tampered = [parts[0], parts[1], Buffer.from("xxxxxxxxxxx").toString("base64url")].join(".");
    expect(() => decrypt(key, tampered)).toThrow();
  });
});
