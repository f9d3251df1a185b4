import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hash,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/** A URL-safe random token of `bytes` bytes (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Whether a value a client sent back has the shape `randomToken(32)` gives (43 base64url characters). */
export function isRandomToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * A cookie's name: over https with the `__Host-` prefix, which a browser keeps only when Secure,
 * for path /, without a Domain, so no sibling subdomain (or a plain-http page on the same name)
 * can set it for this site; over http, where browsers refuse the prefix, the name alone.
 */
export function hostCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/** SHA-256 hex digest: how tokens are stored and looked up (one-shot: every signed-in request hashes its token). */
export function sha256(value: string): string {
  return hash("sha256", value, "hex");
}

/** HMAC-SHA256 as base64url. */
export function hmac(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url");
}

/** Compares two strings in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Signs a JSON payload as `payload.signature` (both base64url). */
export function signPayload(key: Buffer, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${hmac(key, body)}`;
}

/** Returns the payload of a token made by signPayload, or null if it was altered. */
export function verifyPayload<T>(key: Buffer, token: string): T | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, hmac(key, body))) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T;
  } catch {
    return null;
  }
}

/** AES-256-GCM encryption as `iv.tag.ciphertext` (base64url). */
export function encrypt(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

/** Reverses encrypt(); throws if the ciphertext was altered or the key is wrong. */
export function decrypt(key: Buffer, value: string): string {
  const [iv, tag, data] = value.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) throw new Error("malformed ciphertext");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
