import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../lib/context.js";
import { encrypt } from "../lib/crypto.js";
import { serverModules } from "../modules/index.js";
import { readSettings, writeSettings } from "../modules/security-settings/security-settings.repository.js";
import { createSetupLink } from "../modules/staff-invitations/staff-invitations.service.js";
import {
  findPasswordWeakness,
  findUserByEmail,
  hashPassword,
  insertUser,
  listUsersOfType,
  type NewUser,
} from "../modules/users/users.service.js";

/** The demo accounts of the README; created only when SEED_DEMO is on. */
export const DEMO_PASSWORD = "Demo-Meridian-2026";
export const DEMO_TEAM_CODE = "meridian-team";
export const DEMO_COMPANY_EMAIL = "company@meridian.demo";
export const demoAccounts: Omit<NewUser, "passwordHash">[] = [
  {
    email: "student@meridian.demo",
    firstName: "Sofia",
    lastName: "Martins",
    userType: "customer",
    phone: "+14155550123",
  },
  {
    email: "counselor@meridian.demo",
    firstName: "Daniel",
    lastName: "Okafor",
    userType: "team_member",
    teamRole: "counselor",
  },
  {
    email: "admin@meridian.demo",
    firstName: "Amira",
    lastName: "Haddad",
    userType: "team_member",
    teamRole: "admin",
  },
  { email: DEMO_COMPANY_EMAIL, firstName: "Lena", lastName: "Fischer", userType: "company_profile" },
];

/**
 * Creates the admin of ADMIN_EMAIL/ADMIN_PASSWORD and, with SEED_DEMO, the demo accounts and the
 * sample plans. Runs before the server listens so that nobody can sign in half-way through.
 */
export async function seedAccounts(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const { admin, seedDemo } = ctx.config;
  if (admin && !(await findUserByEmail(ctx.db, admin.email))) {
    const weakness = await findPasswordWeakness(admin.password, [admin.email]);
    if (weakness) throw new Error(`ADMIN_PASSWORD: ${weakness}`);
    await insertUser(ctx.db, {
      email: admin.email.toLowerCase(),
      passwordHash: await hashPassword(admin.password),
      firstName: "Admin",
      lastName: "User",
      userType: "team_member",
      teamRole: "admin",
    });
    log.info({ email: admin.email }, "created the first admin from ADMIN_EMAIL");
  }

  if (seedDemo) {
    await seedDemoAccounts(ctx);
    // Each module's demo data (the demo company's profile, the sample plans, a demo forum).
    for (const module of serverModules) await module.demoSeed?.(ctx, { companyEmail: DEMO_COMPANY_EMAIL });
  }
}

/**
 * With no admin at all (no ADMIN_EMAIL, no demo data), prints a one-time setup link: nobody can
 * administer a fresh install with a password written in the code.
 */
export async function announceSetupLink(
  ctx: AppContext,
  log: FastifyBaseLogger,
  baseUrl: string,
): Promise<void> {
  const admins = (await listUsersOfType(ctx.db, "team_member")).filter((u) => u.teamRole === "admin");
  if (admins.length === 0) {
    const link = await createSetupLink(ctx, baseUrl);
    log.warn(
      `No admin exists yet. Open this one-time link within 24 hours to create the first admin: ${link}`,
    );
  }
}

async function seedDemoAccounts(ctx: AppContext): Promise<void> {
  // Hashed only when an account is missing: every later start would pay for it for nothing.
  let passwordHash: string | undefined;
  for (const account of demoAccounts) {
    if (await findUserByEmail(ctx.db, account.email)) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    // The demo addresses are fictional: marked confirmed, so no reminder asks for a link nobody gets.
    await insertUser(ctx.db, { ...account, passwordHash, emailVerifiedAt: ctx.now() });
  }
  const settings = await readSettings(ctx.db);
  if (!settings.secretCodeCiphertext) {
    const demoAdmin = await findUserByEmail(ctx.db, "admin@meridian.demo");
    if (demoAdmin) {
      await writeSettings(
        ctx.db,
        { secretCodeCiphertext: encrypt(ctx.keys.secretCode, DEMO_TEAM_CODE) },
        demoAdmin.id,
      );
    }
  }
}
