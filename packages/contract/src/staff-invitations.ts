import { z } from "zod";
import { EmailSchema, LoginStepResponseSchema, NewPasswordSchema, trimmedText } from "./auth.js";
import { defineEndpoint } from "./common/endpoint.js";
import { idParams } from "./common/record-id.js";
import { TeamRoleSchema } from "./common/roles.js";
import { text } from "./common/text.js";

export const INVITATION_EXPIRY_HOURS = { min: 1, max: 24 * 30, default: 72 } as const;

export const StaffInvitationInfoSchema = z.object({
  valid: z.literal(true),
  teamRole: TeamRoleSchema,
  email: z.string().nullable(),
  expiresAt: z.string(),
});

export const StaffRegisterBodySchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: trimmedText(80),
  lastName: trimmedText(80),
  /** Shown in the form; the invitation's own role always wins. */
  teamRole: TeamRoleSchema.optional(),
  invitationToken: text().min(1).max(200),
});

export const CreateStaffInvitationSchema = z.object({
  teamRole: TeamRoleSchema,
  expiresInHours: z.number().int().min(INVITATION_EXPIRY_HOURS.min).max(INVITATION_EXPIRY_HOURS.max),
  email: EmailSchema.optional(),
});

export const StaffInvitationSchema = z.object({
  id: z.uuid(),
  teamRole: TeamRoleSchema,
  email: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  createdBy: z.string().nullable(),
  status: z.enum(["pending", "used", "revoked", "expired"]),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const CreatedStaffInvitationSchema = z.object({
  invitation: StaffInvitationSchema,
  /** The link with its token: shown once, never stored. */
  link: z.string(),
});

const TokenParams = z.object({ token: text().min(1).max(200) });
const IdParams = idParams("invitation");

export const staffInvitationEndpoints = {
  check: defineEndpoint({
    method: "GET",
    path: "/api/staff-invite/{token}",
    summary: "Check a staff invitation link",
    tags: ["staff-invitations"],
    params: TokenParams,
    response: StaffInvitationInfoSchema,
  }),
  register: defineEndpoint({
    method: "POST",
    path: "/api/auth/register-staff",
    summary:
      "Join the team with an invitation (single use); when the admins require a second factor, its setup comes before the session",
    tags: ["staff-invitations"],
    body: StaffRegisterBodySchema,
    response: LoginStepResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/admin/staff-invitations",
    summary: "Create a staff invitation (admins)",
    tags: ["staff-invitations"],
    body: CreateStaffInvitationSchema,
    response: CreatedStaffInvitationSchema,
  }),
  listPending: defineEndpoint({
    method: "GET",
    path: "/api/admin/staff-invitations",
    summary: "Pending staff invitations (admins)",
    tags: ["staff-invitations"],
    response: z.array(StaffInvitationSchema),
  }),
  revoke: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/staff-invitations/{id}",
    summary: "Revoke a pending staff invitation (admins)",
    tags: ["staff-invitations"],
    params: IdParams,
    response: StaffInvitationSchema,
  }),
} as const;
