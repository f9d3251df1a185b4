import { z } from "zod";

export const UserTypeSchema = z.enum(["customer", "team_member", "company_profile"]);
export type UserType = z.infer<typeof UserTypeSchema>;

/** Team roles the product knows by name; other roles may exist and are shown as "Team Member". */
export const TeamRoleSchema = z.enum(["admin", "counselor"]);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

export const AccountStatusSchema = z.enum([
  "active",
  "inactive",
  "pending_approval",
  "suspended",
  "rejected",
]);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

// The labels and paths live apart from the schemas: the browser's first page uses them without Zod.
export { dashboardPathFor, labelAccountStatus, labelRole } from "./role-labels.js";
