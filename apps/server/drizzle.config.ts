import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  // DRIZZLE_OUT lets the schema-drift check (scripts/check-schema-drift.mjs) generate into a scratch
  // copy of the migrations instead of the committed folder.
  out: process.env.DRIZZLE_OUT ?? "./drizzle",
  casing: "snake_case",
});
