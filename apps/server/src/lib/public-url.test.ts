import { describe, expect, it } from "vitest";
import { publicBaseUrl } from "./public-url.js";

describe("publicBaseUrl", () => {
  const listening = { address: "127.0.0.1", family: "IPv4", port: 41234 };

  it("is PUBLIC_URL when set, without a trailing slash", () => {
    expect(
      publicBaseUrl({ publicUrl: "https://meridian.example/", host: "0.0.0.0", port: 3000 }, listening),
    ).toBe("https://meridian.example");
  });

  it("is the address the server listens on otherwise, with the port it really bound", () => {
    expect(publicBaseUrl({ publicUrl: undefined, host: "127.0.0.1", port: 0 }, listening)).toBe(
      "http://127.0.0.1:41234",
    );
    expect(publicBaseUrl({ publicUrl: undefined, host: "127.0.0.1", port: 3000 })).toBe(
      "http://127.0.0.1:3000",
    );
    expect(publicBaseUrl({ publicUrl: undefined, host: "0.0.0.0", port: 3000 })).toBe(
      "http://localhost:3000",
    );
    expect(publicBaseUrl({ publicUrl: undefined, host: "::1", port: 3000 })).toBe("http://[::1]:3000");
  });
});
