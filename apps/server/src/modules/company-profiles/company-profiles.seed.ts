import type { Db } from "../../db/client.js";
import { findUserByEmail } from "../users/users.service.js";
import { findCompanyProfile, saveCompanyInfo } from "./company-profiles.repository.js";

/**
 * The demo company's public face: a clearly fictional business on a reserved example domain
 * (RFC 2606), so the forum and the dashboards show a company name rather than its contact's name.
 */
export const demoCompanyProfile = {
  name: "Brightwater Study Partners (demo company)",
  website: "https://brightwater.example.com",
  description:
    "A fictional company account of the Meridian demo. It shares scholarship news and placement offers in the community; it is not a real business.",
} as const;

/** Gives the demo company account its profile once; a profile the company has saved is left alone. */
export async function seedDemoCompanyProfile(db: Db, email: string, now: Date): Promise<void> {
  const account = await findUserByEmail(db, email);
  if (account?.userType !== "company_profile") return;
  if (await findCompanyProfile(db, account.id)) return;
  await saveCompanyInfo(db, account.id, demoCompanyProfile, now);
}
