import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Where the photos below say they were taken: 51°30'26.88" N, in a phone made by "Acme PhoneCam". */
export const GPS_LATITUDE = [51, 30, 2688] as const;
export const CAMERA_MAKE = "Acme PhoneCam";

/**
 * An Exif payload ("Exif\0\0" + TIFF) as a phone writes it: IFD0 with the orientation, the make
 * and a pointer to a GPS IFD holding the latitude; in either byte order.
 */
export function exifPayload(orientation: number, order: "II" | "MM" = "MM"): Buffer {
  const little = order === "II";
  const tiff = Buffer.alloc(128);
  const u16 = (value: number, at: number) =>
    little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at);
  tiff.write(order, 0, "latin1");
  u16(42, 2);
  u32(8, 4);
  // IFD0 at 8: three entries, then "no next IFD".
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    u16(tag, at);
    u16(type, at + 2);
    u32(count, at + 4);
    if (type === 3 && count === 1) u16(value, at + 8);
    else u32(value, at + 8);
  };
  u16(3, 8);
  entry(10, 0x010f, 2, CAMERA_MAKE.length + 1, 50); // Make, ASCII at 50
  entry(22, 0x0112, 3, 1, orientation); // Orientation
  entry(34, 0x8825, 4, 1, 70); // GPS IFD at 70
  u32(0, 46);
  tiff.write(`${CAMERA_MAKE}\0`, 50, "latin1");
  // GPS IFD at 70: latitude ref "N" and latitude (three rationals at 100).
  u16(2, 70);
  tiff.write("N\0", 72 + 8, "latin1");
  u16(0x0001, 72);
  u16(2, 74);
  u32(2, 76);
  entry(84, 0x0002, 5, 3, 100);
  u32(0, 96);
  const [degrees, minutes, seconds] = GPS_LATITUDE;
  u32(degrees, 100);
  u32(1, 104);
  u32(minutes, 108);
  u32(1, 112);
  u32(seconds, 116);
  u32(100, 120);
  return Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
}

/** A JPEG segment: marker and a length that counts itself. */
export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** A PNG chunk with its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const picture = () =>
  sharp({ create: { width: 16, height: 8, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/**
 * A real JPEG (encoded by sharp) with what a phone adds after its start: Exif with GPS, XMP,
 * IPTC and a comment. `clean` is the same picture without them.
 */
export async function jpegWithGps(orientation = 6): Promise<{ photo: Buffer; clean: Buffer }> {
  const clean = await picture().jpeg().toBuffer();
  const metadata = [
    jpegSegment(0xe1, exifPayload(orientation)),
    jpegSegment(0xe1, Buffer.from("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Home, 12 Elm St</x:xmpmeta>")),
    jpegSegment(0xed, Buffer.from("Photoshop 3.0\0IPTC: Jane Doe")),
    jpegSegment(0xfe, Buffer.from("Taken at home")),
  ];
  return { photo: Buffer.concat([clean.subarray(0, 2), ...metadata, clean.subarray(2)]), clean };
}

/** A real PNG (encoded by sharp) with Exif, text chunks and a private chunk after its header. */
export async function pngWithGps(): Promise<{ photo: Buffer; clean: Buffer; kept: Buffer }> {
  const clean = await picture().png().toBuffer();
  // Signature (8) and IHDR (25) first, as the format wants.
  const headerEnd = 8 + 25;
  const kept = pngChunk("prVt", Buffer.from("private, kept"));
  const metadata = [
    pngChunk("eXIf", exifPayload(1).subarray(6)),
    pngChunk("tEXt", Buffer.from("Comment\0Taken at home")),
    pngChunk("iTXt", Buffer.from("Author\0\0\0\0\0Jane Doe")),
    pngChunk("zTXt", Buffer.from("Location\0\0x")),
    kept,
  ];
  return {
    photo: Buffer.concat([clean.subarray(0, headerEnd), ...metadata, clean.subarray(headerEnd)]),
    clean,
    kept,
  };
}
