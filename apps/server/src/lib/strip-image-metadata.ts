import { Transform, type TransformCallback } from "node:stream";
import type { UploadFileType } from "@meridian/contract";

/**
 * Removes what a camera or an editor wrote about a picture (where it was taken, the device, the
 * owner's name) from a JPEG or PNG as it streams, without decoding or re-encoding the image
 * (decision 081): JPEG APP1 (Exif, XMP), APP13 (IPTC) and COM segments; PNG eXIf, tEXt, iTXt and
 * zTXt chunks. The one Exif field that changes how the picture looks, its orientation, is kept
 * in a new Exif segment of its own, so a phone photo is not shown on its side.
 *
 * Bytes whose structure the parser cannot follow (a damaged length, a file cut off) are passed on
 * as they are from there: a reader walking the file stops at the same place, and a tolerant
 * viewer still shows the picture.
 */

// What the parser waits for next: a header of `bytes` bytes to decide on, or a run of bytes to
// pass on, drop, or gather whole (an Exif segment, to read its orientation).
type Step =
  | { kind: "header"; bytes: number; decide: (head: Buffer) => Step }
  | { kind: "pass" | "drop"; left: number; next: () => Step }
  | { kind: "gather"; bytes: number; use: (segment: Buffer) => void; next: () => Step }
  | { kind: "rest" };

class MetadataStripper extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private step: Step;

  constructor(first: Step) {
    super();
    this.step = first;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    try {
      this.advance();
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    // A file cut off inside a header ends with what it has; inside a gathered Exif segment, without it.
    if (this.step.kind === "header" && this.pending.length > 0) this.push(this.pending);
    done();
  }

  /** Puts bytes of the parser's own (Exif's replacement) into the output. */
  insert(bytes: Buffer): void {
    this.push(bytes);
  }

  private advance(): void {
    for (;;) {
      const step = this.step;
      if (step.kind === "rest") {
        if (this.pending.length > 0) this.push(this.pending);
        this.pending = Buffer.alloc(0);
        return;
      }
      if (step.kind === "header" || step.kind === "gather") {
        if (this.pending.length < step.bytes) return;
        const head = this.pending.subarray(0, step.bytes);
        if (step.kind === "header") {
          this.step = step.decide(head);
        } else {
          this.pending = this.pending.subarray(step.bytes);
          step.use(head);
          this.step = step.next();
        }
        continue;
      }
      if (this.pending.length === 0 && step.left > 0) return;
      const taken = Math.min(step.left, this.pending.length);
      if (step.kind === "pass" && taken > 0) this.push(this.pending.subarray(0, taken));
      this.pending = this.pending.subarray(taken);
      if (taken < step.left) {
        this.step = { ...step, left: step.left - taken };
        return;
      }
      this.step = step.next();
    }
  }
}

const unfollowable: Step = { kind: "rest" };

// JPEG ---------------------------------------------------------------------------------------

const JPEG_DROPPED = new Set([0xe1, 0xed, 0xfe]); // APP1 (Exif, XMP), APP13 (IPTC), COM
const SOS = 0xda;
const EOI = 0xd9;
// Markers without a length: TEM and the restart markers.
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function jpegStripper(): MetadataStripper {
  let stripper: MetadataStripper;
  const marker = (): Step => ({
    kind: "header",
    bytes: 2,
    decide: (head) => {
      if (head[0] !== 0xff) return unfollowable;
      const code = head[1] ?? 0;
      // Fill bytes (FF FF…) before a marker: pass one on and look again.
      if (code === 0xff) return { kind: "pass", left: 1, next: marker };
      if (standalone(code)) return { kind: "pass", left: 2, next: marker };
      if (code === EOI) return { kind: "rest" };
      return segment(code);
    },
  });
  const segment = (code: number): Step => ({
    kind: "header",
    bytes: 4,
    decide: (head) => {
      const total = 2 + head.readUInt16BE(2);
      if (total < 4) return unfollowable;
      // The compressed picture follows the scan header; metadata segments all come before it.
      if (code === SOS) return { kind: "pass", left: total, next: () => ({ kind: "rest" }) };
      if (!JPEG_DROPPED.has(code)) return { kind: "pass", left: total, next: marker };
      if (code !== 0xe1) return { kind: "drop", left: total, next: marker };
      return {
        kind: "gather",
        bytes: total,
        use: (app1) => {
          const orientation = exifOrientation(app1.subarray(4));
          if (orientation !== undefined && orientation !== 1)
            stripper.insert(orientationOnlyExif(orientation));
        },
        next: marker,
      };
    },
  });
  stripper = new MetadataStripper({
    kind: "header",
    bytes: 2,
    decide: (head) => {
      if (head[0] !== 0xff || head[1] !== 0xd8) return unfollowable;
      return { kind: "pass", left: 2, next: marker };
    },
  });
  return stripper;
}

/** The orientation (1–8) an Exif APP1 payload ("Exif\0\0" and a TIFF structure) gives, if any. */
export function exifOrientation(payload: Buffer): number | undefined {
  if (payload.length < 14 || payload.toString("latin1", 0, 6) !== "Exif\0\0") return undefined;
  const tiff = payload.subarray(6);
  const order = tiff.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return undefined;
  const little = order === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return undefined;
    // Tag 0x0112 Orientation, type SHORT, one value, held in the entry itself.
    if (u16(at) === 0x0112 && u16(at + 2) === 3) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment whose Exif holds nothing but the orientation. */
function orientationOnlyExif(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2);
  segment.write("Exif\0\0", 4, "latin1");
  segment.write("MM", 10, "latin1");
  segment.writeUInt16BE(42, 12);
  segment.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(0x0112, 20);
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24);
  segment.writeUInt16BE(orientation, 28);
  // Bytes 30–35: the value's padding and "no next IFD", zero.
  return segment;
}

// PNG ----------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DROPPED = new Set(["eXIf", "tEXt", "iTXt", "zTXt"]);

function pngStripper(): MetadataStripper {
  const chunk = (): Step => ({
    kind: "header",
    bytes: 8,
    decide: (head) => {
      const length = head.readUInt32BE(0);
      if (length > 0x7fffffff) return unfollowable;
      const type = head.toString("latin1", 4, 8);
      // Length, type, data and CRC.
      const total = 12 + length;
      if (type === "IEND") return { kind: "pass", left: total, next: () => ({ kind: "rest" }) };
      return { kind: PNG_DROPPED.has(type) ? "drop" : "pass", left: total, next: chunk };
    },
  });
  return new MetadataStripper({
    kind: "header",
    bytes: 8,
    decide: (head) => {
      if (!head.equals(PNG_SIGNATURE)) return unfollowable;
      return { kind: "pass", left: 8, next: chunk };
    },
  });
}

/** The stream that strips an accepted file's metadata on its way to storage, or none for its type. */
export function metadataStripperFor(type: UploadFileType): Transform | undefined {
  if (type.signature === "jpeg") return jpegStripper();
  if (type.signature === "png") return pngStripper();
  return undefined;
}
