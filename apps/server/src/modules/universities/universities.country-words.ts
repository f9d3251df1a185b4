import { countryNameWords, lowerBound } from "./universities.text.js";
import { closeWords, type SortedWords, sortedWords } from "./universities.typos.js";

/**
 * Short forms people type for a country, as whole query words (never as prefixes: "u" is not
 * "uk"), to the country as the catalogue names it. Only the forms a search box sees often and
 * that name one country unambiguously; a country's own words ("united", "kingdom", "korea") are
 * matched as prefixes anyway. A query that is only a short form ranks the country's universities
 * as an exact acronym ranks its university: after exact names, before names merely starting with
 * the text ("uk" lists Cambridge and Oxford before Ukrainian universities).
 */
export const countryShortForms: Readonly<Record<string, string>> = {
  us: "United States",
  usa: "United States",
  uk: "United Kingdom",
};

/**
 * The words of the catalogue's country names, so that a query word names countries as it names
 * universities: "germ" and "germany" name Germany, "united" the United States, the United Kingdom
 * and the United Arab Emirates, "uk" the United Kingdom. Built once per country list (about 200
 * names); a lookup is a binary search.
 */
export class CountryWords {
  /** Distinct words of the country names, sorted. */
  private readonly words: SortedWords;
  /** For each word, the countries whose name holds it. */
  private readonly holders: string[][];
  private readonly shortForms = new Map<string, string>();

  constructor(countries: Iterable<string>) {
    const byWord = new Map<string, Set<string>>();
    const known = new Set<string>();
    for (const country of countries) {
      known.add(country);
      for (const word of countryNameWords(country)) {
        const holders = byWord.get(word);
        if (holders) holders.add(country);
        else byWord.set(word, new Set([country]));
      }
    }
    this.words = sortedWords([...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    this.holders = this.words.words.map((word) => [...(byWord.get(word) ?? [])].sort());
    for (const [form, country] of Object.entries(countryShortForms)) {
      if (known.has(country)) this.shortForms.set(form, country);
    }
  }

  /** The country a whole query names by its short form ("uk"), if the catalogue holds it. */
  countryOfShortForm(text: string): string | undefined {
    return this.shortForms.get(text);
  }

  /** The countries a query word names: a word of their name starts with it, or it is a short form. Sorted. */
  countriesNamedBy(word: string): string[] {
    const found = new Set<string>();
    const shortForm = this.shortForms.get(word);
    if (shortForm) found.add(shortForm);
    const { words } = this.words;
    const to = lowerBound(words, `${word}\uffff`);
    for (let i = lowerBound(words, word); i < to; i++) {
      for (const country of this.holders[i] as string[]) found.add(country);
    }
    return [...found].sort();
  }

  /**
   * The countries a query word names in a typo-tolerant search: a word of their name starts with
   * it give or take its typo budget, as universities' own words do ("germny", "swizerland"), or it
   * is a short form, spelt exactly ("oxfrod uk"; "ul" is not "uk"). Sorted by country, each with
   * its fewest typos.
   */
  countriesCloseTo(word: string): { country: string; typos: number }[] {
    const fewest = new Map<string, number>();
    const shortForm = this.shortForms.get(word);
    if (shortForm) fewest.set(shortForm, 0);
    for (const [index, typos] of closeWords(this.words, word)) {
      for (const country of this.holders[index] as string[]) {
        if (typos < (fewest.get(country) ?? Number.POSITIVE_INFINITY)) fewest.set(country, typos);
      }
    }
    return [...fewest]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([country, typos]) => ({ country, typos }));
  }
}

const built = new WeakMap<readonly string[], CountryWords>();

/**
 * The country words of a country list, built once per list object (the catalogue cache hands out
 * the same list until it expires, 30 s, or the catalogue is written).
 */
export function countryWordsOf(countries: readonly string[]): CountryWords {
  let words = built.get(countries);
  if (!words) {
    words = new CountryWords(countries);
    built.set(countries, words);
  }
  return words;
}
