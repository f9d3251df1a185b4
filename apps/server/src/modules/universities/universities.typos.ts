/** Typos a query word may carry in a typo-tolerant match: none up to 3 letters, 1 up to 7, then 2. */
export function typoBudget(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 7 ? 1 : 2;
}

/**
 * A sorted word list prepared for `closeWords`: for each word, the letters it shares with the next
 * one, so that the list can be read as a trie.
 */
export interface SortedWords {
  words: readonly string[];
  sharedWithNext: Uint8Array;
}

export function sortedWords(sorted: readonly string[]): SortedWords {
  return {
    words: sorted,
    sharedWithNext: Uint8Array.from(sorted, (word, i) =>
      Math.min(255, sharedLength(word, sorted[i + 1] ?? "")),
    ),
  };
}

function sharedLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n++;
  return n;
}

/**
 * The words that start with `word` give or take its typo budget (optimal string alignment:
 * insertions, deletions, substitutions, adjacent swaps), as [index, fewest typos]. The sorted list
 * is walked as a trie: words sharing a prefix share its rows, and a prefix already past the budget
 * skips every word under it.
 */
export function closeWords(
  { words: vocabulary, sharedWithNext }: SortedWords,
  word: string,
): [number, number][] {
  const budget = typoBudget(word);
  const m = word.length;
  const found: [number, number][] = [];
  // rows[d] = distances between word[0..j) and the current vocabulary word's first d letters;
  // best[d] = the fewest typos of any of its prefixes up to d letters.
  const rows: Int32Array[] = [Int32Array.from({ length: m + 1 }, (_, j) => j)];
  const best: number[] = [m];
  let valid = 0;
  let i = 0;
  while (i < vocabulary.length) {
    const candidate = vocabulary[i] as string;
    let pruned = -1;
    for (let d = valid + 1; d <= candidate.length; d++) {
      const row = rows[d] ?? new Int32Array(m + 1);
      rows[d] = row;
      const above = rows[d - 1] as Int32Array;
      const c = candidate.charCodeAt(d - 1);
      const before = d > 1 ? candidate.charCodeAt(d - 2) : -1;
      row[0] = d;
      let rowMin = d;
      for (let j = 1; j <= m; j++) {
        const w = word.charCodeAt(j - 1);
        let value = Math.min(
          (above[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (above[j - 1] as number) + (w === c ? 0 : 1),
        );
        if (j > 1 && c === word.charCodeAt(j - 2) && before === w) {
          value = Math.min(value, ((rows[d - 2] as Int32Array)[j - 2] as number) + 1);
        }
        row[j] = value;
        if (value < rowMin) rowMin = value;
      }
      best[d] = Math.min(best[d - 1] as number, row[m] as number);
      if (rowMin > budget) {
        pruned = d;
        break;
      }
    }
    if (pruned < 0) {
      const typos = best[candidate.length] as number;
      if (typos <= budget) found.push([i, typos]);
      valid = Math.min(candidate.length, sharedWithNext[i] as number);
      i++;
      continue;
    }
    // No word under this prefix gets closer: each is as close as its shorter part, or not at all.
    const typos = best[pruned - 1] as number;
    let next = i;
    do {
      if (typos <= budget) found.push([next, typos]);
      next++;
    } while (next < vocabulary.length && (sharedWithNext[next - 1] as number) >= pruned);
    valid = Math.min(pruned - 1, sharedWithNext[next - 1] as number);
    i = next;
  }
  return found;
}
