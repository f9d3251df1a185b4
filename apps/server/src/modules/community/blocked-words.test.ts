import { describe, expect, it } from "vitest";
import { matchBlockedWords, normalizeForMatching } from "./blocked-words.js";

describe("normalizeForMatching", () => {
  it("folds full-width letters, case, accents and invisible characters", () => {
    expect(normalizeForMatching("ＳＣＡＭ")).toBe("scam");
    expect(normalizeForMatching("s\u200Bc\u200Ca\u200Dm\u00ADc\uFEFFoin\u2060")).toBe("scamcoin");
    expect(normalizeForMatching("Scámcöin")).toBe("scamcoin");
  });

  it("folds leetspeak digits and symbols, keeping 1 for i or l", () => {
    expect(normalizeForMatching("5c4mc01n")).toBe("scamco1n");
    expect(normalizeForMatching("@$$3t5")).toBe("assets");
  });

  it("removes separators inside words and joins letters written one by one", () => {
    expect(normalizeForMatching("scam-coin")).toBe("scamcoin");
    expect(normalizeForMatching("s.c.a.m_c-o-i-n")).toBe("scamcoin");
    expect(normalizeForMatching("buy s c a m c o i n now")).toBe("buy scamcoin now");
    expect(normalizeForMatching("two words")).toBe("two words");
  });

  it("gives a stored word and a disguised text the same form", () => {
    expect(normalizeForMatching("scamcoin")).toBe(normalizeForMatching("ＳＣＡＭ\u200Bcoin"));
  });
});

describe("matchBlockedWords", () => {
  const words = ["scamcoin", "ass", "kill"];

  it.each([
    ["zero-width characters", "buy scam\u200Bcoin"],
    ["a soft hyphen", "buy scam\u00ADcoin"],
    ["full-width letters", "buy ＳＣＡＭＣＯＩＮ"],
    ["leetspeak", "buy 5c4mc01n"],
    ["hyphens between letters", "buy s-c-a-m-c-o-i-n"],
    ["dots and underscores", "buy scam.coin or scam_coin"],
    ["spaced letters", "buy s c a m c o i n today"],
    ["accents", "buy scámcöin"],
  ])("sees through %s", (_, text) => {
    expect(matchBlockedWords(text, words)).toEqual(["scamcoin"]);
  });

  it("reads 1 as either i or l", () => {
    expect(matchBlockedWords("k1ll them", words)).toEqual(["kill"]);
    expect(matchBlockedWords("ki11 them", words)).toEqual(["kill"]);
  });

  it("keeps matching whole words: innocent words holding a blocked one pass", () => {
    for (const text of [
      "a classic class",
      "my passport",
      "p4ssp0rt",
      "an assessment",
      "skill",
      "Scamcoins",
      // Figures are not leetspeak: no letter in them to disguise.
      "room 455",
      "I scored 45.5",
      "4-5-5",
    ]) {
      expect(matchBlockedWords(text, words), text).toEqual([]);
    }
  });

  it("still finds a blocked word beside punctuation or in a hyphenated compound", () => {
    expect(matchBlockedWords("ScamCoin!", words)).toEqual(["scamcoin"]);
    expect(matchBlockedWords("what an ass-hat", words)).toEqual(["ass"]);
    expect(matchBlockedWords("scamcoin$ for sale", words)).toEqual(["scamcoin"]);
  });

  it("normalises the stored words too", () => {
    expect(matchBlockedWords("buy scamcoin", ["ＳＣＡＭ-COIN"])).toEqual(["ＳＣＡＭ-COIN"]);
  });
});
