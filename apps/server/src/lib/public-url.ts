import type { AddressInfo } from "node:net";
import type { Config } from "../config.js";

/** Addresses that mean "every interface": a link cannot point at them, so it names this machine. */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * The address every link the server builds carries (invitations, the setup link): PUBLIC_URL when
 * set, else the address the server listens on (HOST and the port it actually bound, or PORT before
 * it listens). Never a request header: a forged Host must not move a link to another site.
 */
export function publicBaseUrl(
  config: Pick<Config, "publicUrl" | "host" | "port">,
  listening: AddressInfo | string | null = null,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, "");
  const port = typeof listening === "object" && listening ? listening.port : config.port;
  const host = WILDCARD_HOSTS.has(config.host) ? "localhost" : config.host;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
}
