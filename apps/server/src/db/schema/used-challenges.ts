import { pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns.js";

/** Nonces of signed challenges already answered, so none can be replayed before it expires. */
export const usedChallenges = pgTable("used_challenges", {
  nonce: text().primaryKey(),
  expiresAt: at().notNull(),
});
