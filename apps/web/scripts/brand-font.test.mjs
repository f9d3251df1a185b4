import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  codePoints,
  coreRanges,
  formatUnicodeRange,
  parseUnicodeRange,
  subtractRanges,
  writeBrandFont,
} from "./brand-font.mjs";

describe("brand font ranges", () => {
  it("reads and writes CSS unicode ranges", () => {
    const ranges = parseUnicodeRange("U+0000-00FF,U+0131, U+2013-2014");
    expect(ranges).toEqual([
      [0x00, 0xff],
      [0x131, 0x131],
      [0x2013, 0x2014],
    ]);
    expect(formatUnicodeRange(ranges)).toBe("U+0000-00FF, U+0131, U+2013-2014");
  });

  it("takes code points out of ranges, splitting a range a cut falls inside", () => {
    expect(
      subtractRanges(
        [
          [0x00, 0xff],
          [0x131, 0x131],
          [0x2000, 0x206f],
        ],
        [
          [0x20, 0x7e],
          [0xa9, 0xa9],
          [0x131, 0x131],
          [0x2013, 0x2014],
          [0x206f, 0x206f],
        ],
      ),
    ).toEqual([
      [0x00, 0x1f],
      [0x7f, 0xa8],
      [0xaa, 0xff],
      [0x2000, 0x2012],
      [0x2015, 0x206e],
    ]);
  });
});

describe("writeBrandFont", () => {
  const outDir = mkdtempSync(join(tmpdir(), "meridian-font-"));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("writes a core font smaller than the Latin one, and faces that split Latin between them", async () => {
    await writeBrandFont(outDir);
    const core = readFileSync(join(outDir, "inter-core-wght.woff2"));
    const latin = readFileSync(
      createRequire(import.meta.url).resolve(
        "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
      ),
    );
    expect(core.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(core.length).toBeLessThan(latin.length / 2);

    const css = readFileSync(join(outDir, "brand-font.css"), "utf8");
    const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => body);
    expect(faces).toHaveLength(2);
    const [coreFace, restFace] = faces;
    expect(coreFace).toContain('src: url("./inter-core-wght.woff2")');
    expect(restFace).toContain('src: url("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")');
    // One family: the faces differ in their file, range and display only. The preloaded core face
    // is never swapped in after the page is laid out; the rest is.
    const descriptors = (face) => face.replace(/\s*(src|unicode-range|font-display):[^;]*;/g, "");
    expect(descriptors(coreFace)).toBe(descriptors(restFace));
    expect(coreFace).toContain("font-display: optional;");
    expect(restFace).toContain("font-display: swap;");

    const range = (face) => new Set(codePoints(parseUnicodeRange(face.match(/unicode-range: ([^;]+);/)[1])));
    const coreSet = range(coreFace);
    const restSet = range(restFace);
    expect(coreSet).toEqual(new Set(codePoints(coreRanges)));
    expect([...coreSet].filter((point) => restSet.has(point))).toEqual([]);
    // Every visible character of Latin-1 is drawn by one face or the other: "é" by the rest. What
    // draws nothing (a soft hyphen, a zero-width space) fetches neither.
    const softHyphen = 0xad;
    for (const point of codePoints([[0xa1, 0xff]]).filter((point) => point !== softHyphen))
      expect(coreSet.has(point) || restSet.has(point)).toBe(true);
    expect(restSet.has("é".codePointAt(0))).toBe(true);
    expect(coreSet.has("—".codePointAt(0))).toBe(true);
    for (const point of [softHyphen, 0x200b, 0xfeff])
      expect(coreSet.has(point) || restSet.has(point)).toBe(false);
  });
});
