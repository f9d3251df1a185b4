import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

// This module carries the common-password dictionaries (about 2 MB); the strength meter imports it
// dynamically, so it loads only on the pages that set a password and no other page grows.
const estimator = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

/** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess); the server refuses below 2. */
export function scorePassword(password: string, userInputs: readonly string[] = []): 0 | 1 | 2 | 3 | 4 {
  return estimator.check(password, userInputs.filter(Boolean)).score;
}
