import { z } from "zod";
// The `{accountId}` of a company account, as the admins' company chat names it.
import { CompanyAccountIdParamsSchema } from "./chat.js";
import { defineDownloadEndpoint } from "./common/download.js";
import { defineEndpoint } from "./common/endpoint.js";
import { text } from "./common/text.js";
import { defineUploadEndpoint, fileTypes } from "./common/upload.js";

/**
 * A company account's public face (issue 14, decision 046): its name, website, description and
 * logo, kept by the company on /dashboard/company/profile and shown beside its forum posts.
 */

/** The limits of a company profile, enforced by the server and shown by the form. */
export const companyProfileLimits = {
  nameMin: 2,
  nameMax: 120,
  websiteMax: 300,
  descriptionMax: 2000,
  logoMaxBytes: 5 * 1024 * 1024,
  /** The logo is re-encoded to fit in a square of this many pixels (never enlarged). */
  logoMaxSide: 512,
} as const;

/** The file types a logo may be uploaded as (checked by their bytes). */
export const companyLogoFileTypes = [fileTypes.png, fileTypes.jpeg, fileTypes.webp] as const;

// http(s)://, a host name of letters, digits and hyphens in dotted labels (any script), an optional
// port, then an optional path, query or fragment without spaces. No user info ("https://a@b").
const WEB_ADDRESS = /^https?:\/\/(?:[\p{L}\p{N}-]+\.)*[\p{L}\p{N}-]+(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** True for an absolute http(s) address with a host; javascript:, data: and every other scheme are not. */
export function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

// A blank optional field is not kept: "" and null both mean "none".
const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** What the company enters on the Company Information tab; PUT replaces all of it. */
export const CompanyProfileInputSchema = z.object({
  name: text()
    .trim()
    .min(
      companyProfileLimits.nameMin,
      `Enter the company name (at least ${companyProfileLimits.nameMin} characters)`,
    )
    .max(companyProfileLimits.nameMax, `Keep the name to ${companyProfileLimits.nameMax} characters`),
  website: text()
    .trim()
    .max(companyProfileLimits.websiteMax, `Keep the website to ${companyProfileLimits.websiteMax} characters`)
    .refine(
      (value) => value === "" || isWebAddress(value),
      "Enter a web address starting with https:// or http://",
    )
    .nullable()
    .optional()
    .transform(blankToNull),
  description: text({ multiline: true })
    .trim()
    .max(
      companyProfileLimits.descriptionMax,
      `Keep the description to ${companyProfileLimits.descriptionMax.toLocaleString("en-US")} characters`,
    )
    .nullable()
    .optional()
    .transform(blankToNull),
});
export type CompanyProfileInput = z.input<typeof CompanyProfileInputSchema>;

/** The company's profile as its owner and other readers see it. */
export const CompanyProfileSchema = z.object({
  accountId: z.string(),
  /** The saved name, or the account's "First Last" until the profile is first saved. */
  name: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  /** The public address of the logo (it changes with the logo), or null without one. */
  logoUrl: z.string().nullable(),
  /** When the profile was last saved; null when it never was. */
  updatedAt: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/** The version in a logo's address: it only makes a changed logo a new address for caches. */
export const CompanyLogoQuerySchema = z.object({
  v: text().max(64).optional(),
});

export const companyProfileEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/company/profile",
    summary: "The signed-in company's profile (its name defaults to the account's name)",
    tags: ["company-profiles"],
    response: CompanyProfileSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/company/profile",
    summary: "Replace the signed-in company's name, website and description",
    tags: ["company-profiles"],
    body: CompanyProfileInputSchema,
    response: CompanyProfileSchema,
  }),
  uploadLogo: defineUploadEndpoint({
    method: "PUT",
    path: "/api/company/profile/logo",
    summary: "Replace the signed-in company's logo (re-encoded to fit 512×512, metadata removed)",
    tags: ["company-profiles"],
    upload: { field: "file", maxBytes: companyProfileLimits.logoMaxBytes, accept: companyLogoFileTypes },
    response: CompanyProfileSchema,
  }),
  removeLogo: defineEndpoint({
    method: "DELETE",
    path: "/api/company/profile/logo",
    summary: "Remove the signed-in company's logo",
    tags: ["company-profiles"],
    response: CompanyProfileSchema,
  }),
} as const;

export const companyLogoEndpoints = {
  logo: defineDownloadEndpoint({
    method: "GET",
    path: "/api/company-profiles/{accountId}/logo",
    summary: "A company's logo (public: it is shown beside the company's posts)",
    tags: ["company-profiles"],
    params: CompanyAccountIdParamsSchema,
    query: CompanyLogoQuerySchema,
    download: { contentType: "image/webp" },
  }),
} as const;
