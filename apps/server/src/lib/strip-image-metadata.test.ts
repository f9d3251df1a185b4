import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { fileTypes } from "@meridian/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CAMERA_MAKE, exifPayload, jpegSegment, jpegWithGps, pngWithGps } from "../test/photo-with-gps.js";
import { exifOrientation, metadataStripperFor } from "./strip-image-metadata.js";

/** The bytes through the stripper, arriving in chunks of `size` bytes (1: every boundary falls everywhere). */
async function strip(
  bytes: Buffer,
  type: typeof fileTypes.jpeg | typeof fileTypes.png,
  size = 7,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  const stripper = metadataStripperFor(type);
  if (!stripper) throw new Error("no stripper");
  return buffer(Readable.from(chunks).pipe(stripper));
}

const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
const latitudeBytes = Buffer.from([0, 0, 0, 51, 0, 0, 0, 1, 0, 0, 0, 30]);

describe("JPEG", () => {
  it("the fixture is a real photo that says where it was taken", async () => {
    const { photo } = await jpegWithGps();
    const meta = await sharp(photo).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes(latitudeBytes)).toBe(true);
    expect(photo.includes(Buffer.from(CAMERA_MAKE))).toBe(true);
  });

  for (const size of [1, 7, 64 * 1024]) {
    it(`drops Exif (GPS, camera), XMP, IPTC and comments, keeping the orientation, in chunks of ${size}`, async () => {
      const { photo, clean } = await jpegWithGps(6);
      const stripped = await strip(photo, fileTypes.jpeg, size);
      for (const trace of [
        latitudeBytes,
        Buffer.from(CAMERA_MAKE),
        Buffer.from("xmpmeta"),
        Buffer.from("IPTC"),
        Buffer.from("Taken at home"),
      ]) {
        expect(stripped.includes(trace), trace.toString()).toBe(false);
      }
      // The picture's own bytes are untouched: only the orientation's Exif is added after the start.
      expect(stripped.subarray(0, 2).equals(clean.subarray(0, 2))).toBe(true);
      expect(stripped.subarray(2 + 36).equals(clean.subarray(2))).toBe(true);
      expect((await sharp(stripped).metadata()).orientation).toBe(6);
      expect((await pixels(stripped)).equals(await pixels(clean))).toBe(true);
    });
  }

  it("adds no Exif when the photo was upright", async () => {
    const { photo, clean } = await jpegWithGps(1);
    expect((await strip(photo, fileTypes.jpeg)).equals(clean)).toBe(true);
  });

  it("passes a JPEG without metadata, and bytes it cannot follow, as they are", async () => {
    const { clean } = await jpegWithGps();
    expect((await strip(clean, fileTypes.jpeg)).equals(clean)).toBe(true);
    const odd = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    expect((await strip(odd, fileTypes.jpeg)).equals(odd)).toBe(true);
    // Cut off inside a dropped segment: what came before is kept, the segment is not.
    const cut = Buffer.concat([clean.subarray(0, 2), jpegSegment(0xe1, exifPayload(1)).subarray(0, 40)]);
    expect((await strip(cut, fileTypes.jpeg, 1)).equals(clean.subarray(0, 2))).toBe(true);
  });
});

describe("PNG", () => {
  for (const size of [1, 7, 64 * 1024]) {
    it(`drops eXIf, tEXt, iTXt and zTXt chunks and keeps the others, in chunks of ${size}`, async () => {
      const { photo, clean, kept } = await pngWithGps();
      const stripped = await strip(photo, fileTypes.png, size);
      expect(stripped.equals(Buffer.concat([clean.subarray(0, 33), kept, clean.subarray(33)]))).toBe(true);
      expect(stripped.includes(latitudeBytes)).toBe(false);
      expect(stripped.includes(Buffer.from("Taken at home"))).toBe(false);
      expect((await pixels(stripped)).equals(await pixels(clean))).toBe(true);
    });
  }
});

describe("exifOrientation", () => {
  it("reads the orientation in either byte order, and nothing from what is not Exif", () => {
    expect(exifOrientation(exifPayload(8, "II"))).toBe(8);
    expect(exifOrientation(exifPayload(3, "MM"))).toBe(3);
    expect(exifOrientation(Buffer.from("http://ns.adobe.com/xap/1.0/\0"))).toBeUndefined();
    expect(
      exifOrientation(Buffer.concat([Buffer.from("Exif\0\0MM"), Buffer.alloc(4, 0xff)])),
    ).toBeUndefined();
  });
});

it("leaves other types alone: a PDF keeps its bytes", () => {
  expect(metadataStripperFor(fileTypes.pdf)).toBeUndefined();
  expect(metadataStripperFor(fileTypes.docx)).toBeUndefined();
});
