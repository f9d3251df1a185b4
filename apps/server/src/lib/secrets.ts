import { hkdfSync, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Keys {
  /** Signs CSRF tokens to the browser's `_csrf` cookie. */
  csrf: Buffer;
  /** Signs math challenges and form start tokens. */
  challenge: Buffer;
  /** Encrypts the team-access code at rest. */
  secretCode: Buffer;
  /** Encrypts users' second-factor (TOTP) keys at rest. */
  secondFactor: Buffer;
  /** Signs the unsubscribe links of optional mail (a user and a mail kind; no expiry). */
  mailUnsubscribe: Buffer;
  /**
   * A short public tag of the master secret, never the secret: the same on every node of a
   * deployment (they share APP_SECRET), another for another deployment. Names its Redis keys.
   */
  deploymentTag: string;
}

/**
 * The master secret: APP_SECRET when given (every node of a cluster must share it), otherwise one
 * generated on first start and kept under DATA_DIR for the embedded default. Purpose keys are
 * derived from it, so one value rotates them all.
 */
export function loadKeys(options: { appSecret: string | undefined; dataDir: string }): Keys {
  const master = options.appSecret
    ? Buffer.from(options.appSecret, "utf8")
    : readOrCreateSecret(options.dataDir);
  const derive = (purpose: string) => Buffer.from(hkdfSync("sha256", master, "meridian", purpose, 32));
  return {
    csrf: derive("csrf"),
    challenge: derive("challenge"),
    secretCode: derive("secret-code"),
    secondFactor: derive("second-factor"),
    mailUnsubscribe: derive("mail-unsubscribe"),
    // 48 bits: enough that two deployments never meet by chance, short in every key.
    deploymentTag: derive("deployment-tag").subarray(0, 6).toString("hex"),
  };
}

function readOrCreateSecret(dataDir: string): Buffer {
  const dir = join(dataDir, "secrets");
  const file = join(dir, "app-secret");
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString("hex"), { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return secret;
}
