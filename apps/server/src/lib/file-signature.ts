import type { FileSignature, UploadFileType } from "@meridian/contract";

/** How much of a file is read before it is stored, to recognise its type. */
export const SNIFF_BYTES = 4096;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF = Buffer.from("%PDF-");
// A WebP file is a RIFF container ("RIFF", its length, then "WEBP").
const RIFF = Buffer.from("RIFF");
const WEBP = Buffer.from("WEBP");
// The compound file of legacy Office documents (.doc, .xls).
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const startsWith = (head: Buffer, magic: Buffer) => head.subarray(0, magic.length).equals(magic);

/**
 * Whether the first bytes of a file (`complete` when they are the whole file) carry a signature.
 * Text is judged on the head alone: no NUL byte and valid UTF-8, a character cut at the end of an
 * incomplete head being allowed. That refuses binaries and UTF-16 exports, which a CSV parser would
 * misread, while accepting ASCII, UTF-8 and a UTF-8 byte-order mark.
 */
export function hasSignature(head: Buffer, signature: FileSignature, complete: boolean): boolean {
  switch (signature) {
    case "pdf":
      return startsWith(head, PDF);
    case "png":
      return startsWith(head, PNG);
    case "jpeg":
      return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case "webp":
      return startsWith(head, RIFF) && head.subarray(8, 12).equals(WEBP);
    case "zip":
      return startsWith(head, ZIP);
    case "ole":
      return startsWith(head, OLE);
    case "text":
      return !head.includes(0) && isUtf8(head, complete);
  }
}

function isUtf8(bytes: Buffer, complete: boolean): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/**
 * The first accepted type whose signature the head carries, binary formats before text (a PDF
 * can be plain ASCII); undefined when none does.
 */
export function detectFileType(
  head: Buffer,
  accept: readonly UploadFileType[],
  complete: boolean,
): UploadFileType | undefined {
  const ordered = [...accept].sort((a, b) => Number(a.signature === "text") - Number(b.signature === "text"));
  return ordered.find((type) => hasSignature(head, type.signature, complete));
}
