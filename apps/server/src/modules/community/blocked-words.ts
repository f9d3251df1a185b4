/**
 * Blocked-word matching that survives the usual disguises (decision 081): full-width and other
 * compatibility letters (not other scripts' look-alikes), invisible characters, accents, leetspeak digits and symbols, and letters
 * split by hyphens, dots, underscores or spaces. Words still match whole: "class" never holds
 * a post for "ass".
 */

// Format characters (zero-width space, joiners, soft hyphen, BOM, bidi marks…) and the few
// invisible fillers outside \p{Cf} (combining grapheme joiner, Hangul fillers, variation selectors).
const invisible = /\p{Cf}|\u034F|[\u115F\u1160\u3164\uFFA0]|\p{Variation_Selector}/gu;
const combiningDiacritics = /[\u0300-\u036F]/g;

// "1" stands for both "i" and "l", so it is not folded here but matched as either (see `letterPattern`).
const substitutions: Record<string, string> = {
  "0": "o",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};
const substitutable = /[03457@$]/g;
const leetToken = /[\p{L}\p{N}@$]+/gu;

const wordChar = "\\p{L}\\p{N}";
const separator = "[\\p{Pd}._]";
// Letters written one by one ("s c a m", "s-c-a-m"): a run of single characters between separators.
const spacedLetters = new RegExp(
  `(?<![${wordChar}])[${wordChar}](?:(?:\\s|${separator})+[${wordChar}](?![${wordChar}]))+`,
  "gu",
);
const innerSeparators = new RegExp(`(?<=[${wordChar}])${separator}+(?=[${wordChar}])`, "gu");
const anySeparator = new RegExp(`\\s|${separator}`, "gu");

/**
 * The forms a text is matched in, each folding more: the letters as written (compatibility forms,
 * case, accents and invisible characters folded), then with leetspeak folded, then with the
 * separators inside words removed. The lighter forms keep boundaries the heavier ones erase:
 * "ass-hat" still holds for "ass", and "scamcoin$" (a price, not a letter) for "scamcoin".
 */
function normalizationStages(text: string): [string, string, string] {
  const letters = text
    .normalize("NFKC")
    .replace(invisible, "")
    .normalize("NFD")
    .replace(combiningDiacritics, "")
    .normalize("NFC")
    .toLowerCase();
  // Only in a word that has a letter: "room 455" and "45.5" are numbers, not "ass".
  const folded = letters.replace(leetToken, (token) =>
    /\p{L}/u.test(token) ? token.replace(substitutable, (char) => substitutions[char] ?? char) : token,
  );
  const joined = folded
    .replace(spacedLetters, (run) => run.replace(anySeparator, ""))
    .replace(innerSeparators, "");
  return [letters, folded, joined];
}

/** The one normal form blocked words and the texts they are looked for in are compared in. */
export function normalizeForMatching(text: string): string {
  return normalizationStages(text)[2];
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function letterPattern(char: string): string {
  if (char === "i") return "[i1]";
  if (char === "l") return "[l1]";
  if (char === "1") return "[1il]";
  return escapeRegExp(char);
}

function wholeWordPattern(word: string): RegExp {
  const letters = [...normalizeForMatching(word)].map(letterPattern).join("");
  return new RegExp(`(?<![${wordChar}_])${letters}(?![${wordChar}_])`, "u");
}

/** The blocked words (as stored) a text holds as whole words, in any of its normalised forms. */
export function matchBlockedWords(text: string, words: string[]): string[] {
  if (words.length === 0) return [];
  const forms = normalizationStages(text);
  return words.filter((word) => {
    const pattern = wholeWordPattern(word);
    return forms.some((form) => pattern.test(form));
  });
}
