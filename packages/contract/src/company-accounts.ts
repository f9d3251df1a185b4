import { z } from "zod";
import { EmailSchema, SessionUserSchema, trimmedText } from "./auth.js";
import { defineEndpoint } from "./common/endpoint.js";

export const CreateCompanyAccountSchema = z.object({
  email: EmailSchema,
  firstName: trimmedText(80),
  lastName: trimmedText(80),
});

export const CreatedCompanyAccountSchema = z.object({
  user: SessionUserSchema,
  /** Shown once to the admin; the company must replace it at first sign-in. */
  temporaryPassword: z.string(),
});

export const companyAccountEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/admin/company-accounts",
    summary: "Create a company account with a one-time temporary password (admins)",
    tags: ["company-accounts"],
    body: CreateCompanyAccountSchema,
    response: CreatedCompanyAccountSchema,
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/company-accounts",
    summary: "Company accounts (admins)",
    tags: ["company-accounts"],
    response: z.array(SessionUserSchema),
  }),
} as const;
