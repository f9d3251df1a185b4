import { fileURLToPath } from "node:url";

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
