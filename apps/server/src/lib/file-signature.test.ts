import { fileTypes } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import { detectFileType } from "./file-signature.js";

const catalogue = [fileTypes.csv, fileTypes.xlsx];
const documents = [fileTypes.pdf, fileTypes.png, fileTypes.jpeg];

describe("detectFileType", () => {
  it("recognises each accepted type by its first bytes", () => {
    expect(detectFileType(Buffer.from("%PDF-1.7\n%\xe2\xe3"), documents, false)).toBe(fileTypes.pdf);
    expect(
      detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), documents, false),
    ).toBe(fileTypes.png);
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), documents, false)).toBe(
      fileTypes.jpeg,
    );
    expect(detectFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]), catalogue, false)).toBe(
      fileTypes.xlsx,
    );
    expect(detectFileType(Buffer.from("name,country\nZürich,CH\n"), catalogue, true)).toBe(fileTypes.csv);
    expect(detectFileType(Buffer.from("\uFEFFname,country\n"), catalogue, true)).toBe(fileTypes.csv);
    const images = [fileTypes.png, fileTypes.jpeg, fileTypes.webp];
    expect(detectFileType(Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 "), images, false)).toBe(fileTypes.webp);
    // Another RIFF file (a WAV sound) is not one.
    expect(detectFileType(Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt "), images, false)).toBeUndefined();
  });

  it("refuses bytes that are none of the accepted types, whatever the name says", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(detectFileType(png, catalogue, false)).toBeUndefined();
    expect(detectFileType(Buffer.from("%PDF-1.7"), [fileTypes.png, fileTypes.jpeg], true)).toBeUndefined();
    // UTF-16 (what some spreadsheet programs call "Unicode text") has NUL bytes.
    expect(detectFileType(Buffer.from("name,country\n", "utf16le"), catalogue, true)).toBeUndefined();
    // Latin-1 "é" alone is not UTF-8.
    expect(detectFileType(Buffer.from([0x6e, 0x61, 0xe9, 0x2c, 0x0a]), catalogue, true)).toBeUndefined();
  });

  it("allows a character cut at the end of a head that is not the whole file", () => {
    const cut = Buffer.from("name,Zü").subarray(0, -1);
    expect(detectFileType(cut, catalogue, false)).toBe(fileTypes.csv);
    expect(detectFileType(cut, catalogue, true)).toBeUndefined();
  });

  it("prefers a binary signature over text when both are accepted", () => {
    expect(detectFileType(Buffer.from("%PDF-1.4 plain ascii"), [fileTypes.csv, fileTypes.pdf], false)).toBe(
      fileTypes.pdf,
    );
  });
});
