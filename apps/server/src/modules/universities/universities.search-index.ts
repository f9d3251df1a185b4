import type { University } from "@meridian/contract";
import type { UniversityRow } from "../../db/schema/index.js";
import { CountryWords } from "./universities.country-words.js";
import { presentUniversity } from "./universities.presenter.js";
import type { CatalogueFilters } from "./universities.repository.js";
import { distinctiveName, exactSpelling, lowerBound, queryWords, termWords } from "./universities.text.js";
import { closeWords, type SortedWords, sortedWords } from "./universities.typos.js";

/** What the index keeps of a university: its presented form and what filters and ranking read. */
interface Entry {
  university: University;
  id: string;
  searchName: string;
  /** The distinctive part of the name (see distinctiveName). */
  core: string;
  /** Acronyms and alternate names as an exact query would spell them. */
  otherNames: string[];
  country: string;
  /** The city as an exact query spells it. */
  city: string;
  fields: readonly string[];
  degreeTypes: readonly string[];
  tuitionMin: number | null;
  rank: number | null;
  words: string[];
}

/** A page of a search, and which text match found it (none without text). */
export interface SearchPage {
  universities: University[];
  total: number;
  textMode?: "prefix" | "fuzzy";
}

/** The universities of a country a query word names, and the typos it names it with. */
interface CountryMatches {
  positions: Int32Array;
  typos: number;
}

/** Vocabulary words [from, to) matched with no typo. */
interface WordRange {
  from: number;
  to: number;
}

function pushPosition(map: Map<string, number[]>, key: string, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nullsLast = (a: number | null, b: number | null, direction: 1 | -1) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
};

function entryOf(row: UniversityRow): Entry {
  return {
    university: presentUniversity(row),
    id: row.id,
    searchName: row.searchName,
    core: distinctiveName(row.searchName),
    // As the database compares them: lower case, accents aside.
    otherNames: [...row.acronyms, ...row.alternateNames].map(exactSpelling),
    country: row.country,
    city: exactSpelling(row.city ?? ""),
    fields: row.fieldsOfStudy,
    degreeTypes: row.degreeTypes,
    tuitionMin: row.tuitionMinMinor,
    rank: row.worldRanking,
    words: [...new Set(termWords(row.searchTerms))],
  };
}

/**
 * The catalogue in memory, answering searches exactly as the database query does (same matching,
 * filters, sorts, paging and totals) without a round trip. Immutable: a change builds a new one
 * (tens of milliseconds for 10,000 rows), which keeps searches free of locks and half-applied edits.
 */
export class CatalogueIndex {
  /** Entries in ranking order (rank, then name, then id): a position is also the tie-break. */
  private readonly entries: Entry[];
  /** Distinct words of every entry's search terms, sorted, with the positions holding each. */
  private readonly vocabulary: SortedWords;
  private readonly postings: Int32Array[];
  /** Names and their distinctive parts, sorted, with their positions: the "starts with" tier. */
  private readonly names: string[];
  private readonly namePositions: Int32Array;
  /** Exact spellings (name, distinctive part, acronyms, alternate names) to positions. */
  private readonly exact = new Map<string, number[]>();
  /** Cities as an exact query spells them, to positions in ranking order. */
  private readonly cities = new Map<string, number[]>();
  /** The words of the catalogue's country names, and each country's positions in ranking order. */
  private readonly countryWords: CountryWords;
  private readonly countryPositions = new Map<string, Int32Array>();
  /** Typo-tolerant expansions of query words, kept for this index's life (bounded). */
  private readonly closeCache = new Map<string, [number, number][]>();
  private readonly orders: Record<"alphabetical" | "tuition-low" | "tuition-high", Int32Array>;
  // Scratch space reused by every search (searches run one at a time on the event loop).
  private readonly hits: Uint16Array;
  /** Query words matched by the entry's own words (name, alternate names, acronyms, city), not its country. */
  private readonly termHits: Uint16Array;
  private readonly distance: Uint16Array;
  private readonly current: Uint16Array;
  private readonly stamp: Uint32Array;
  /** The current generation where every query word matched the entry's own words. */
  private readonly named: Uint32Array;
  private readonly tier: Uint32Array;
  private generation = 0;

  constructor(readonly rows: ReadonlyMap<string, UniversityRow>) {
    const entries = [...rows.values()].map(entryOf);
    entries.sort(
      (a, b) => nullsLast(a.rank, b.rank, 1) || byString(a.searchName, b.searchName) || byString(a.id, b.id),
    );
    this.entries = entries;
    const positionsByWord = new Map<string, number[]>();
    entries.forEach((entry, position) => {
      for (const word of entry.words) pushPosition(positionsByWord, word, position);
    });
    this.vocabulary = sortedWords([...positionsByWord.keys()].sort(byString));
    this.postings = this.vocabulary.words.map((word) => Int32Array.from(positionsByWord.get(word) ?? []));
    const names: [string, number][] = [];
    entries.forEach((entry, position) => {
      names.push([entry.searchName, position]);
      if (entry.core !== entry.searchName) names.push([entry.core, position]);
      if (entry.city) pushPosition(this.cities, entry.city, position);
      for (const spelling of new Set([entry.searchName, entry.core, ...entry.otherNames]))
        pushPosition(this.exact, spelling, position);
    });
    names.sort((a, b) => byString(a[0], b[0]) || a[1] - b[1]);
    const byCountry = new Map<string, number[]>();
    entries.forEach((entry, position) => {
      pushPosition(byCountry, entry.country, position);
    });
    for (const [country, positions] of byCountry)
      this.countryPositions.set(country, Int32Array.from(positions));
    this.countryWords = new CountryWords(byCountry.keys());
    this.names = names.map(([name]) => name);
    this.namePositions = Int32Array.from(names, ([, position]) => position);
    const order = (compare: (a: Entry, b: Entry) => number) =>
      Int32Array.from(entries.keys()).sort(
        (i, j) => compare(entries[i] as Entry, entries[j] as Entry) || i - j,
      );
    const byName = (a: Entry, b: Entry) => byString(a.searchName, b.searchName) || byString(a.id, b.id);
    this.orders = {
      alphabetical: order(byName),
      "tuition-low": order((a, b) => nullsLast(a.tuitionMin, b.tuitionMin, 1) || byName(a, b)),
      "tuition-high": order((a, b) => nullsLast(a.tuitionMin, b.tuitionMin, -1) || byName(a, b)),
    };
    this.hits = new Uint16Array(entries.length);
    this.termHits = new Uint16Array(entries.length);
    this.distance = new Uint16Array(entries.length);
    this.current = new Uint16Array(entries.length);
    this.stamp = new Uint32Array(entries.length);
    this.named = new Uint32Array(entries.length);
    this.tier = new Uint32Array(entries.length);
  }

  get size(): number {
    return this.entries.length;
  }

  /** One page of matches and the exact total, as `searchUniversities` answers. */
  search(f: CatalogueFilters): { universities: University[]; total: number } {
    const { universities, total } = this.searchWithMode(f);
    return { universities, total };
  }

  /**
   * `search`, with the text match it used. As in the database, unless `f.textMode` names one, the typo-tolerant match runs only
   * when the prefixes find nothing.
   */
  searchWithMode(f: CatalogueFilters): SearchPage {
    const keep = filterOf(f);
    if (!f.text) return this.page(f, this.orderFor(f.sortBy), (_, entry) => keep(entry));
    const words = queryWords(f.text);
    let fuzzy = f.textMode === "fuzzy";
    let matched = fuzzy ? this.markTypoMatches(words, keep) : this.markPrefixMatches(words, keep);
    if (matched === 0 && f.textMode === undefined) {
      matched = this.markTypoMatches(words, keep);
      fuzzy = true;
    }
    const textMode = fuzzy ? "fuzzy" : "prefix";
    if (matched === 0) return { universities: [], total: 0, textMode };
    const gen = this.generation;
    const isMatch = (position: number) => this.stamp[position] === gen;
    if (f.sortBy !== "relevance") return { ...this.page(f, this.orderFor(f.sortBy), isMatch), textMode };
    return { ...this.byRelevance(f, matched, isMatch, fuzzy), textMode };
  }

  private orderFor(sortBy: CatalogueFilters["sortBy"]): ArrayLike<number> | undefined {
    return sortBy === "relevance" || sortBy === "ranking" ? undefined : this.orders[sortBy];
  }

  /** Walks an order (ranking order when none), counting what passes and keeping the page. */
  private page(
    f: CatalogueFilters,
    order: ArrayLike<number> | undefined,
    passes: (position: number, entry: Entry) => boolean,
  ): { universities: University[]; total: number } {
    const universities: University[] = [];
    let total = 0;
    const n = this.entries.length;
    for (let i = 0; i < n; i++) {
      const position = order ? (order[i] as number) : i;
      const entry = this.entries[position] as Entry;
      if (!passes(position, entry)) continue;
      if (total >= f.offset && universities.length < f.limit) universities.push(entry.university);
      total++;
    }
    return { universities, total };
  }

  /**
   * Exact names (name, distinctive part, acronym, alternate name) first, then names or their
   * distinctive part starting with the text and universities in a city of that name (so "munich"
   * puts the city's best ranked before a small school named "Munich ..."), then the rest; typo
   * matches by fewest typos; then ranking order. Among the rest of a prefix search, universities
   * whose own words match every query word come before those found through their country
   * ("germany" puts a German university named after Germany before the country's best ranked); a
   * typo match goes by its typos alone ("jpan" is Japan's best ranked before a Jiangnan University,
   * decision 069). The first two tiers come from their own lookups; the rest is read in ranking
   * order only until the page is full.
   */
  private byRelevance(
    f: CatalogueFilters,
    total: number,
    isMatch: (position: number) => boolean,
    fuzzy: boolean,
  ): { universities: University[]; total: number } {
    const wanted = f.offset + f.limit;
    const mark = this.generation;
    const { tier, named } = this;
    const exact: number[] = [];
    for (const p of this.exact.get(f.text) ?? []) {
      if (tier[p] === mark || !isMatch(p)) continue;
      tier[p] = mark;
      exact.push(p);
    }
    // A short form of a country ("uk") names each of its universities as an acronym would: they
    // join the exact tier, by rank. Read in ranking order, those past the page are only marked.
    const shortForm = fuzzy ? undefined : this.countryWords.countryOfShortForm(f.text);
    let fromCountry = 0;
    for (const p of shortForm ? this.positionsIn(shortForm) : []) {
      if (tier[p] === mark || !isMatch(p)) continue;
      tier[p] = mark;
      named[p] = mark;
      if (fromCountry++ < wanted) exact.push(p);
    }
    const leading: number[] = [];
    const lead = (p: number) => {
      if (tier[p] === mark || !isMatch(p)) return;
      tier[p] = mark;
      leading.push(p);
    };
    const from = lowerBound(this.names, f.text);
    const to = lowerBound(this.names, `${f.text}\uffff`);
    for (let i = from; i < to; i++) lead(this.namePositions[i] as number);
    for (const p of this.cities.get(f.text) ?? []) lead(p);
    // Typo matches are few and sorted by closeness, so every one is read.
    const rest: number[] = [];
    // Found through their country only: after the rest, and never more than the page takes.
    const byCountry: number[] = [];
    const ahead = exact.length + leading.length;
    const n = this.entries.length;
    for (let p = 0; p < n && (fuzzy || ahead + rest.length < wanted); p++) {
      if (tier[p] === mark || !isMatch(p)) continue;
      // Typo matches go by their typos, found through their own words or a misspelt country alike.
      if (fuzzy || named[p] === mark) rest.push(p);
      else if (ahead + rest.length + byCountry.length < wanted) byCountry.push(p);
    }
    // Within a tier, universities whose own words match every query word first (in a prefix
    // search, the others were found through their country).
    const byOwnWords = (a: number, b: number) => (named[b] === mark ? 1 : 0) - (named[a] === mark ? 1 : 0);
    // Among typo matches with as many typos, those whose name the text misspells before those it
    // reaches through a city or another name ("cambrige" is Cambridge before Harvard, in Cambridge
    // MA); not when a word may be a misspelt country, whose universities go by rank (decision 069).
    const words = fuzzy ? queryWords(f.text) : [];
    const byNameToo = fuzzy && words.every((word) => this.countryWords.countriesCloseTo(word).length === 0);
    const nameClose = new Map<number, number>();
    const byName = (p: number) => {
      let close = nameClose.get(p);
      if (close === undefined) {
        close = namesEveryWord((this.entries[p] as Entry).core, words) ? 1 : 0;
        nameClose.set(p, close);
      }
      return close;
    };
    const order = (list: number[]) =>
      fuzzy
        ? list.sort(
            (a, b) =>
              (this.distance[a] as number) - (this.distance[b] as number) ||
              (byNameToo ? byName(b) - byName(a) : 0) ||
              a - b,
          )
        : list.sort((a, b) => byOwnWords(a, b) || a - b);
    const ordered = [...order(exact), ...order(leading), ...order(rest), ...byCountry];
    return {
      universities: ordered.slice(f.offset, wanted).map((p) => (this.entries[p] as Entry).university),
      total,
    };
  }

  /**
   * Marks the entries where every query word starts one of their words or one of their country's
   * words (or is a short form of their country: "uk"); returns how many pass the filters.
   */
  private markPrefixMatches(words: string[], keep: (entry: Entry) => boolean): number {
    return this.markMatches(
      words.map((word) => this.prefixRange(word)),
      keep,
      words.map((word) =>
        this.countryWords
          .countriesNamedBy(word)
          .map((country) => ({ positions: this.positionsIn(country), typos: 0 })),
      ),
    );
  }

  /**
   * Marks the entries with a word, or a word of their country's name, within each query word's
   * typo budget (as a prefix): "germny" finds Germany's universities.
   */
  private markTypoMatches(words: string[], keep: (entry: Entry) => boolean): number {
    return this.markMatches(
      words.map((word) => this.closeWords(word)),
      keep,
      words.map((word) =>
        this.countryWords
          .countriesCloseTo(word)
          .map(({ country, typos }) => ({ positions: this.positionsIn(country), typos })),
      ),
    );
  }

  /**
   * For each query word, a list of vocabulary words (index, typos) and the positions of the
   * countries it names (with their typos); an entry matches when it holds one of each word's
   * vocabulary words or is in one of its countries. Its distance is the sum of each word's fewest
   * typos; it is `named` when its own words match every query word.
   */
  private markMatches(
    perWord: (WordRange | [number, number][])[],
    keep: (entry: Entry) => boolean,
    countriesPerWord: CountryMatches[][],
  ): number {
    this.generation += 2;
    const seen = this.generation - 1;
    const gen = this.generation;
    const { hits, termHits, distance, current, stamp, named } = this;
    // Every match holds a word of the first list: only those entries are looked at again.
    const touched: number[] = [];
    let matched = 0;
    // Whether a match of query word `w` can count for an entry: the first word's matches start the
    // entry's tally, a later word's only count for entries the first one reached.
    const reached = (position: number, w: number): boolean => {
      if (stamp[position] === seen) return true;
      if (w !== 0) return false;
      stamp[position] = seen;
      hits[position] = 0;
      termHits[position] = 0;
      distance[position] = 0;
      touched.push(position);
      return true;
    };
    // Counts a match of query word `w` with `typos`; a closer match of the same word replaces it.
    const count = (position: number, w: number, typos: number): void => {
      const h = hits[position] as number;
      if (h === w) {
        hits[position] = w + 1;
        current[position] = typos;
        distance[position] = (distance[position] as number) + typos;
      } else if (h === w + 1 && typos < (current[position] as number)) {
        distance[position] = (distance[position] as number) - (current[position] as number) + typos;
        current[position] = typos;
      }
    };
    perWord.forEach((list, w) => {
      const n = Array.isArray(list) ? list.length : list.to - list.from;
      for (let k = 0; k < n; k++) {
        const index = Array.isArray(list) ? (list[k] as [number, number])[0] : list.from + k;
        const typos = Array.isArray(list) ? (list[k] as [number, number])[1] : 0;
        for (const position of this.postings[index] as Int32Array) {
          if (!reached(position, w)) continue;
          count(position, w, typos);
          if (termHits[position] === w) termHits[position] = w + 1;
        }
      }
      // The word's countries: matches that leave termHits behind.
      for (const { positions, typos } of countriesPerWord[w] ?? []) {
        for (const position of positions) if (reached(position, w)) count(position, w, typos);
      }
    });
    const need = perWord.length;
    for (const position of touched) {
      if (hits[position] !== need) continue;
      if (keep !== passAll && !keep(this.entries[position] as Entry)) continue;
      stamp[position] = gen;
      if (termHits[position] === need) named[position] = gen;
      matched++;
    }
    return matched;
  }

  private readonly positionsIn = (country: string): Int32Array =>
    this.countryPositions.get(country) ?? new Int32Array(0);

  /** Vocabulary indexes of the words starting with `prefix`. */
  private prefixRange(prefix: string): WordRange {
    const { words } = this.vocabulary;
    return { from: lowerBound(words, prefix), to: lowerBound(words, `${prefix}\uffff`) };
  }

  /** Vocabulary words that start with `word` give or take its typo budget (see closeWords), cached. */
  private closeWords(word: string): [number, number][] {
    const cached = this.closeCache.get(word);
    if (cached) return cached;
    const found = closeWords(this.vocabulary, word);
    if (this.closeCache.size >= 5_000) this.closeCache.clear();
    this.closeCache.set(word, found);
    return found;
  }
}

const passAll = () => true;

/** Each query word starts a word of `name`, give or take its typo budget (see closeWords). */
function namesEveryWord(name: string, words: readonly string[]): boolean {
  const own = sortedWords([...new Set(name.split(" "))].sort(byString));
  return words.every((word) => closeWords(own, word).length > 0);
}

function filterOf(f: CatalogueFilters): (entry: Entry) => boolean {
  const unfiltered =
    f.countries.length === 0 &&
    f.fields.length === 0 &&
    f.degreeType === undefined &&
    f.minTuitionMinor === undefined &&
    f.maxTuitionMinor === undefined &&
    f.maxRanking === undefined;
  if (unfiltered) return passAll;
  const countries = f.countries.length > 0 ? new Set(f.countries) : undefined;
  const { fields, degreeType, minTuitionMinor: min, maxTuitionMinor: max, maxRanking } = f;
  // An unknown figure passes its filter only when the search includes unpublished figures.
  const unknownPasses = f.includeUnpublished === true;
  return (entry) => {
    if (countries && !countries.has(entry.country)) return false;
    if (fields.length > 0) {
      if (entry.fields.length === 0 ? !unknownPasses : !entry.fields.some((field) => fields.includes(field)))
        return false;
    }
    if (degreeType !== undefined) {
      if (entry.degreeTypes.length === 0 ? !unknownPasses : !entry.degreeTypes.includes(degreeType))
        return false;
    }
    if (min !== undefined || max !== undefined) {
      const tuition = entry.tuitionMin;
      if (
        tuition === null
          ? !unknownPasses
          : (min !== undefined && tuition < min) || (max !== undefined && tuition > max)
      )
        return false;
    }
    if (maxRanking !== undefined && (entry.rank === null || entry.rank > maxRanking)) return false;
    return true;
  };
}
