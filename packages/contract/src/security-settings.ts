import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { text } from "./common/text.js";

/** The highest cap of students per counselor an admin may set. */
export const COUNSELOR_CAP_MAX = 10_000;

export const TeamLoginVisibilitySchema = z.object({
  visible: z.boolean(),
  /** Whether a secret code is configured; the code itself never reaches a visitor's browser. */
  secretCodeEnabled: z.boolean(),
});

export const TeamAccessCodeBodySchema = z.object({ code: text().max(200) });
export const TeamAccessCodeResultSchema = z.object({ match: z.boolean() });

/** What an admin sees: the switch and the code itself (admins only). */
export const SecuritySettingsSchema = z.object({
  teamLoginVisible: z.boolean(),
  secretCode: z.string().nullable(),
  /** New students get the least-loaded active counselor under the cap when they register. */
  autoAssignStudents: z.boolean(),
  /** Most students the automatic rule gives one counselor; null: no cap. */
  counselorStudentCap: z.number().int().nullable(),
  /** Team accounts sign in with a second factor; one without sets it up at its next sign-in. */
  requireTeamSecondFactor: z.boolean(),
  /** Students confirm their email address (the mailed link) before they may apply. */
  requireVerifiedEmailToApply: z.boolean(),
  updatedAt: z.string(),
});
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;

export const UpdateSecuritySettingsSchema = z
  .object({
    teamLoginVisible: z.boolean().optional(),
    /** A new code (4 to 64 characters, compared trimmed and case-insensitively); null removes it. */
    secretCode: text()
      .trim()
      .min(4, "The code needs at least 4 characters")
      .max(64, "The code can have at most 64 characters")
      .nullable()
      .optional(),
    autoAssignStudents: z.boolean().optional(),
    /** A positive whole number, or null for no cap. */
    counselorStudentCap: z
      .number("Enter a whole number")
      .int("Enter a whole number")
      .min(1, "The cap must be at least 1")
      .max(COUNSELOR_CAP_MAX, `The cap can be at most ${COUNSELOR_CAP_MAX}`)
      .nullable()
      .optional(),
    requireTeamSecondFactor: z.boolean().optional(),
    requireVerifiedEmailToApply: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), "Nothing to change");

export const securitySettingsEndpoints = {
  teamLoginVisibility: defineEndpoint({
    method: "GET",
    path: "/api/auth/team-login-visibility",
    summary: "Whether the Team Access card is shown to everyone",
    tags: ["security-settings"],
    response: TeamLoginVisibilitySchema,
  }),
  teamAccessCode: defineEndpoint({
    method: "POST",
    path: "/api/auth/team-access-code",
    summary: "Check a typed team-access code (throttled); the code never leaves the server",
    tags: ["security-settings"],
    body: TeamAccessCodeBodySchema,
    response: TeamAccessCodeResultSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/admin/security-settings",
    summary: "Team-login visibility, the team-access code and the assignment rule (admins)",
    tags: ["security-settings"],
    response: SecuritySettingsSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/admin/security-settings",
    summary: "Change team-login visibility, the team-access code or the assignment rule (admins)",
    tags: ["security-settings"],
    body: UpdateSecuritySettingsSchema,
    response: SecuritySettingsSchema,
  }),
} as const;
