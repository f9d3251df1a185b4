/** Lower-case, accent-free, single-spaced text: how names are stored for search and how queries are read. */
export function normalizeText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&]+/gu, " ")
    .trim()
    .replace(/\s+/g, " ");
}

/** The import key of a university: its ROR id when known, else country code and normalised name. */
export function stableKey(input: { rorId?: string | null; countryCode: string; name: string }): string {
  if (input.rorId) return `ror:${input.rorId.replace(/^https?:\/\/ror\.org\//, "")}`;
  return `${input.countryCode.toUpperCase()}:${normalizeText(input.name)}`;
}

/** The text search matches against: name, alternate names, acronyms and city. */
export function searchTermsOf(input: {
  name: string;
  alternateNames?: readonly string[];
  acronyms?: readonly string[];
  city?: string | null;
}): string {
  return normalizeText(
    [input.name, ...(input.alternateNames ?? []), ...(input.acronyms ?? []), input.city ?? ""].join(" "),
  );
}
