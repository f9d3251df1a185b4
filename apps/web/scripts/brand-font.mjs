// The brand font's faces (issue 15): the Latin variable font of @fontsource, split in two by
// unicode-range. The core face holds the characters nearly every page uses (printable ASCII and a
// little typographic punctuation), in the weights the design uses: 22 KB instead of 48, and on the
// first paint's critical path. The rest of Latin (accented letters in university names, currency
// signs) stays in the original file, which a browser fetches only for a page that shows one.
// `npm run build` and `npm run dev` (apps/web) write both faces' CSS and the core font under
// src/generated/, which styles.css imports.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** Nearly every page's characters: printable ASCII, no-break space, © · × – — ‘ ’ “ ” • …. */
export const coreRanges = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

/** Characters that draw nothing: controls, soft hyphen, zero-width and direction marks, BOM. */
const invisibleRanges = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x206f],
  [0xfeff, 0xfeff],
];

/** normal (400) to extrabold (800): the weights the design system uses. */
export const weights = { min: 400, max: 800 };

/** `U+0000-00FF,U+0131,…` as [first, last] pairs. */
export function parseUnicodeRange(text) {
  return text.split(",").map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

export function formatUnicodeRange(ranges) {
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

/** The ranges of `ranges` with every code point of `removed` taken out. */
export function subtractRanges(ranges, removed) {
  let result = ranges;
  for (const [cutFirst, cutLast] of removed) {
    result = result.flatMap(([first, last]) => {
      if (cutLast < first || cutFirst > last) return [[first, last]];
      const kept = [];
      if (first < cutFirst) kept.push([first, cutFirst - 1]);
      if (last > cutLast) kept.push([cutLast + 1, last]);
      return kept;
    });
  }
  return result;
}

export function codePoints(ranges) {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

/**
 * Both faces' @font-face rules. The two share every descriptor but the range and the display: one
 * family, one font. The core face is preloaded by every page (index.html) and `optional`: Chromium
 * then holds the first paint for it briefly, and uses the fallback for the page's life if it is
 * late, so the page is never laid out twice (the relayout of a swap, all of the page's text, was
 * the landing page's largest task after its first paint). The rest of Latin stays `swap`: few
 * pages need it, and a word must not mix Inter with Arial.
 */
export function fontFaceCss({ coreUrl, restUrl, restRanges }) {
  const face = (url, ranges, display) => `@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: ${display};
  font-weight: ${weights.min} ${weights.max};
  src: url("${url}") format("woff2");
  unicode-range: ${formatUnicodeRange(ranges)};
}
`;
  return `/* Written by scripts/brand-font.mjs: change it there. */
${face(coreUrl, coreRanges, "optional")}
${face(restUrl, restRanges, "swap")}`;
}

/** Writes the core font and both faces' CSS into `outDir`. */
export async function writeBrandFont(outDir) {
  const require = createRequire(import.meta.url);
  const fontsource = dirname(require.resolve("@fontsource-variable/inter/package.json"));
  const latinFile = "inter-latin-wght-normal.woff2";
  // The Latin face's range exactly as @fontsource declares it for that file.
  const declared = readFileSync(join(fontsource, "wght.css"), "utf8").match(
    new RegExp(`url\\(\\./files/${latinFile.replaceAll(".", "\\.")}\\)[^;]*;\\s*unicode-range:\\s*([^;]+);`),
  );
  if (!declared) throw new Error(`@fontsource-variable/inter's wght.css declares no range for ${latinFile}`);
  const latinRanges = parseUnicodeRange(declared[1]);

  const core = await subsetFont(
    readFileSync(join(fontsource, "files", latinFile)),
    String.fromCodePoint(...codePoints(coreRanges)),
    { targetFormat: "woff2", variationAxes: { wght: weights } },
  );
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "inter-core-wght.woff2"), core);
  writeFileSync(
    join(outDir, "brand-font.css"),
    fontFaceCss({
      coreUrl: "./inter-core-wght.woff2",
      restUrl: `@fontsource-variable/inter/files/${latinFile}`,
      // A tab in a preformatted block or a stray zero-width space must not fetch the file.
      restRanges: subtractRanges(latinRanges, [...coreRanges, ...invisibleRanges]),
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeBrandFont(fileURLToPath(new URL("../src/generated/", import.meta.url)));
}
