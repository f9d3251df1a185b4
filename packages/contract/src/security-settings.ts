import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { text } from "./common/text.js";

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
  })
  .refine((v) => v.teamLoginVisible !== undefined || v.secretCode !== undefined, "Nothing to change");

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
    summary: "Team-login visibility and the team-access code (admins)",
    tags: ["security-settings"],
    response: SecuritySettingsSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/admin/security-settings",
    summary: "Change team-login visibility or the team-access code (admins)",
    tags: ["security-settings"],
    body: UpdateSecuritySettingsSchema,
    response: SecuritySettingsSchema,
  }),
} as const;
