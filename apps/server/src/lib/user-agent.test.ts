import { describe, expect, it } from "vitest";
import { describeUserAgent, nameOfAgent } from "./user-agent.js";

describe("describeUserAgent", () => {
  it("names the browser with its major version, the system and the kind of device", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome 131", os: "Android 14", deviceType: "mobile" });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      ),
    ).toMatchObject({ browser: "Safari 17", deviceType: "tablet" });
  });

  it("gives Windows and macOS without the version their user agents froze", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
      ),
    ).toEqual({ browser: "Safari 17", os: "macOS", deviceType: "desktop" });
    expect(
      describeUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0"),
    ).toEqual({ browser: "Firefox 128", os: "Windows", deviceType: "desktop" });
  });

  it("answers unknown for each part an agent does not name, and never throws", () => {
    const unknown = { browser: null, os: null, deviceType: null };
    expect(describeUserAgent(null)).toEqual(unknown);
    expect(describeUserAgent("")).toEqual(unknown);
    expect(describeUserAgent("   ")).toEqual(unknown);
    expect(describeUserAgent("curl/8.5.0")).toEqual(unknown);
    expect(describeUserAgent("\u0000<script>")).toEqual(unknown);
  });

  it("names an agent in words for a sentence", () => {
    expect(
      nameOfAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0"),
    ).toBe("Firefox 128 on Windows");
    expect(nameOfAgent(null)).toBe("an unknown browser");
  });
});
