import { fileURLToPath } from "node:url";
import type { UniversityInput } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { seedCatalogue } from "../modules/universities/universities.seed.js";
import { type BrowserHeaders, signInStaff } from "./http.js";
import type { TestApp } from "./test-app.js";

/**
 * 42 universities from the shipped catalogue, in its format: the twelve best ranked, two unranked
 * from each of fourteen countries, and two whose names differ only in punctuation. Behaviour tests
 * load this; loading all 10,393 rows costs seconds a busy machine does not have.
 */
export const smallCatalogueFile = fileURLToPath(
  new URL("./fixtures/universities.small.json", import.meta.url),
);

/** How many universities the small catalogue holds. */
export const SMALL_CATALOGUE_SIZE = 42;

/** The us-scorecard.json records of the fixture's 12 US universities, unchanged (decision 052). */
export const smallFactsFile = fileURLToPath(new URL("./fixtures/us-scorecard.small.json", import.meta.url));

/**
 * Where the catalogue's behaviour tests start: the small catalogue seeded, with the sourced
 * figures of its US universities, and an admin signed in; answers the admin's headers.
 */
export async function smallCatalogueWithAdmin(t: TestApp): Promise<BrowserHeaders> {
  await seedCatalogue(t.database.db, { file: smallCatalogueFile, factsFile: smallFactsFile });
  return signInStaff(t, "admin");
}

/**
 * Adds a university the way an admin does (POST /api/admin/universities), so the search index and
 * every cache of the catalogue hear of it as they do in use; answers its id.
 */
export async function addUniversity(
  app: FastifyInstance,
  admin: BrowserHeaders,
  input: UniversityInput,
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/universities",
    headers: admin,
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
