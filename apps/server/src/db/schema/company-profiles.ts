import { sql } from "drizzle-orm";
import { check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.js";
import { users } from "./users.js";

/**
 * A company account's public face (issue 14, decision 046): one per company account, made when
 * the company first saves its profile or its logo. Until then the account's name stands in.
 */
export const companyProfiles = pgTable(
  "company_profiles",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    website: text(),
    description: text(),
    /** The storage key of the re-encoded logo (never sent to a client). */
    logoKey: text(),
    /** The SHA-256 of the logo's bytes: its ETag and the version in its address. */
    logoSha256: text(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    check("company_profiles_name_length", sql`char_length(${table.name}) between 2 and 120`),
    check("company_profiles_website_length", sql`char_length(${table.website}) <= 300`),
    check("company_profiles_description_length", sql`char_length(${table.description}) <= 2000`),
    check("company_profiles_logo_whole", sql`(${table.logoKey} is null) = (${table.logoSha256} is null)`),
  ],
);

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;
