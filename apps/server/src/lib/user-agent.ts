import { type SessionDeviceType, sessionDeviceTypes } from "@meridian/contract";
import Bowser from "bowser";

/** What a session list shows of a user agent; null where it names nothing. */
export interface DescribedAgent {
  browser: string | null;
  os: string | null;
  deviceType: SessionDeviceType | null;
}

const unknown: DescribedAgent = { browser: null, os: null, deviceType: null };

// Windows 11 and every macOS since 10.15 send the version of an older system (user agents froze
// it): the name alone is what the agent tells truly.
const frozenVersions = new Set(["Windows", "macOS"]);

const majorOf = (version: string | undefined) => version?.split(".")[0] || undefined;

const isDeviceType = (type: string | undefined): type is SessionDeviceType =>
  (sessionDeviceTypes as readonly string[]).includes(type ?? "");

/**
 * The browser (with its major version), the operating system and the kind of device a user agent
 * names ("Chrome 131", "Android 14", "mobile"), read by a maintained parser; null for each part it
 * does not name (an API client, an empty header).
 */
export function describeUserAgent(userAgent: string | null): DescribedAgent {
  if (!userAgent?.trim()) return unknown;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return unknown;
  }
  const { browser, os, platform } = parsed;
  const browserVersion = majorOf(browser.version);
  const osVersion = os.name && !frozenVersions.has(os.name) ? os.version : undefined;
  return {
    browser: browser.name ? [browser.name, browserVersion].filter(Boolean).join(" ") : null,
    os: os.name ? [os.name, osVersion].filter(Boolean).join(" ") : null,
    deviceType: isDeviceType(platform.type) ? platform.type : null,
  };
}

/** A user agent in words for a sentence: "Chrome 131 on Linux", or "an unknown browser". */
export function nameOfAgent(userAgent: string | null): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (!browser && !os) return "an unknown browser";
  return [browser ?? "a browser", os ? `on ${os}` : null].filter(Boolean).join(" ");
}
