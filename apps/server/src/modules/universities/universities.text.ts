// An English possessive ("King's", "St John’s"): its apostrophe is dropped, so "kings college"
// finds King's College London. Other apostrophes (French and Italian elisions: "d'Etudes",
// "dell'Aquila") stay word breaks, so "etudes" still finds them. The same expression runs in
// PostgreSQL (POSSESSIVE_PATTERN), where acronyms and alternate names are compared with the text.
export const POSSESSIVE_PATTERN = "['’ʼ](?=s([^a-z0-9]|$))";
const POSSESSIVE = new RegExp(POSSESSIVE_PATTERN, "gi");

/**
 * An acronym or alternate name as an exact query spells it, as the database compares them
 * (`lower(unaccent(name))` without possessive apostrophes): "King's College" -> "kings college".
 */
export function exactSpelling(name: string): string {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(POSSESSIVE, "");
}

/**
 * Lower-case, accent-free, single-spaced text: how names are stored for search and how queries are
 * read; an English possessive's apostrophe is dropped on both sides ("king's" and "kings" are one word).
 */
export function normalizeText(value: string): string {
  return keyText(value.replace(POSSESSIVE, ""));
}

/** The normalisation of import keys, frozen: a change would give existing rows new keys. */
function keyText(value: string): string {
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
  return `${input.countryCode.toUpperCase()}:${keyText(input.name)}`;
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

// Words so common that as prefixes they match most of the catalogue ("of:*", "the:*").
const STOP_WORDS = new Set([
  "of",
  "the",
  "and",
  "for",
  "at",
  "in",
  "de",
  "la",
  "le",
  "du",
  "des",
  "der",
  "die",
  "das",
  "und",
  "y",
  "e",
  "di",
  "del",
  "da",
  "do",
]);

/**
 * The words of a normalised query that search matches as prefixes, all required: "univ of toront"
 * gives univ, toront. Common words are dropped unless the query has nothing else.
 */
export function queryWords(text: string): string[] {
  const words = text
    .split(" ")
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
  const significant = words.filter((word) => !STOP_WORDS.has(word));
  return significant.length > 0 ? significant : words;
}

/**
 * The words of a country's name that a query word may name it by: "Bosnia and Herzegovina" gives
 * bosnia, herzegovina (common words would name half the world's countries).
 */
export function countryNameWords(country: string): string[] {
  return termWords(normalizeText(country)).filter((word) => !STOP_WORDS.has(word));
}

/** The words of normalised search terms as the database's 'simple' text search reads them. */
export function termWords(terms: string): string[] {
  return terms.match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Words that say what kind of institution it is, not which one: "University of Toronto" is
// known as "Toronto", "Harvard University" as "Harvard".
const GENERIC_WORDS = [
  ...STOP_WORDS,
  "university",
  "universidad",
  "universidade",
  "universite",
  "universita",
  "universitat",
  "universitaet",
  "universiteit",
  "universitet",
  "universiti",
  "universitas",
  "uniwersytet",
  "college",
  "institute",
  "institut",
  "instituto",
  "istituto",
  "school",
  "academy",
];

/**
 * The same regular expression in JavaScript and in PostgreSQL (ARE): a generic word with the
 * space before it, so the distinctive part of a name can be computed on both sides.
 */
export const GENERIC_WORD_PATTERN = `(^| )(?:${GENERIC_WORDS.join("|")})(?= |$)`;
const genericWords = new RegExp(GENERIC_WORD_PATTERN, "g");

/**
 * The distinctive part of a normalised name: "university of toronto" -> "toronto". A name made
 * only of generic words is its own distinctive part.
 */
export function distinctiveName(searchName: string): string {
  const core = searchName.replace(genericWords, " ").replace(/ +/g, " ").trim();
  return core || searchName;
}

/** The first index of a sorted word list whose word is not below `value` (a binary search). */
export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
