import type { PageHeadMeta } from "@meridian/contract";

/**
 * A page whose head depends on a record (a university's page): the web server asks `head` for the
 * address's title and description, and answers 404 when it finds no record. A feature registers
 * it; the static plugin knows no feature.
 */
export interface PageHead {
  /** The page's address; its first group is the record's id. */
  pattern: RegExp;
  head: (id: string) => Promise<PageHeadMeta | null>;
}
