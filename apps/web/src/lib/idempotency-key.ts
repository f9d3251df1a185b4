/**
 * A fresh key for one create attempt, sent as Idempotency-Key so a retry returns the first
 * result. crypto.randomUUID exists only on secure origins (https, localhost); getRandomValues
 * everywhere, so it stands in on plain http.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
