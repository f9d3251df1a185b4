import { accessRules, companyLogoEndpoints, companyProfileEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerDownload } from "../../lib/register-download.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { registerUpload } from "../../lib/register-upload.js";
import {
  checkLogoUpload,
  getOwnCompanyProfile,
  openCompanyLogo,
  removeOwnLogo,
  replaceOwnLogo,
  updateOwnCompanyProfile,
} from "./company-profiles.service.js";

/** How long browsers and shared caches keep a logo before they revalidate it (decision 046). */
const LOGO_MAX_AGE_SECONDS = 300;

/**
 * A company's profile (issue 14, decision 046). The /api/company/profile routes take no id: a
 * company reads and changes its own profile only, by construction. The logo is public.
 */
export function registerCompanyProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const company = { access: accessRules.company };
  registerEndpoint(app, companyProfileEndpoints.get, company, ({ request }) =>
    getOwnCompanyProfile(ctx, actorOf(request)),
  );
  registerEndpoint(app, companyProfileEndpoints.update, company, ({ request, body }) =>
    updateOwnCompanyProfile(ctx, actorOf(request), body),
  );
  registerEndpoint(app, companyProfileEndpoints.removeLogo, company, ({ request }) =>
    removeOwnLogo(ctx, actorOf(request)),
  );
  registerUpload(
    app,
    companyProfileEndpoints.uploadLogo,
    {
      ...company,
      storage: ctx.storage,
      keyPrefix: "company-logo-uploads",
      authorize: ({ request }) => checkLogoUpload(actorOf(request)),
    },
    ({ request, file }) => replaceOwnLogo(ctx, actorOf(request), file),
  );
  registerDownload(app, companyLogoEndpoints.logo, { access: "public" }, async ({ params }) => {
    const logo = await openCompanyLogo(ctx, params.accountId);
    return {
      filename: "logo.webp",
      contentType: logo.contentType,
      size: logo.size,
      body: logo.stream,
      inline: true,
      publicCache: { maxAgeSeconds: LOGO_MAX_AGE_SECONDS, etag: logo.sha256 },
    };
  });
}
