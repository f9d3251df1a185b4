import { describeFileTypes, type UploadFileType } from "@meridian/contract";
import sharp from "sharp";
import { AppError } from "./app-error.js";

/** The media type re-encoded images are stored and served as. */
export const REENCODED_CONTENT_TYPE = "image/webp";

/** How an uploaded image is re-encoded: the box it is fitted in and what it may claim to be. */
export interface ReencodeOptions {
  /** The longest side kept; smaller images are never enlarged. */
  maxSide: number;
  /**
   * The most pixels the input may decode to: a small file that claims to be huge (a decompression
   * bomb) is refused from its header, before it is decoded.
   */
  maxInputPixels: number;
  /** The types the upload accepted, named in the refusal of bytes that do not decode. */
  accept: readonly UploadFileType[];
  /** The form field the refusals name. */
  field?: string;
  quality?: number;
}

/** The re-encoded image and its size. */
export interface ReencodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * An uploaded image as it is kept (company logos, forum photos): turned upright from its EXIF
 * orientation, converted to sRGB, fitted in `maxSide`×`maxSide` (never enlarged) and written as
 * WebP. sharp writes no metadata unless told to, so the EXIF (GPS, camera), XMP and ICC profile of
 * the upload are gone. Bytes that do not decode, and images past the pixel limit, are refused with
 * the error in the contract's words (415 or 422), never a 500.
 */
export async function reencodeImage(input: Buffer, options: ReencodeOptions): Promise<ReencodedImage> {
  const image = sharp(input, { limitInputPixels: options.maxInputPixels, failOn: "error" });
  try {
    const { width, height } = await image.metadata();
    if (width * height > options.maxInputPixels) throw new Error("Input image exceeds pixel limit");
    const { data, info } = await image
      .autoOrient()
      .resize({ width: options.maxSide, height: options.maxSide, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .webp({ quality: options.quality ?? 86 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (err) {
    throw refusalOf(err, options);
  }
}

function refusalOf(err: unknown, options: ReencodeOptions): AppError {
  const field = options.field ?? "file";
  const message = err instanceof Error ? err.message : "";
  if (/pixel limit/i.test(message)) {
    return new AppError(
      "VALIDATION_ERROR",
      `The image is too large: use one of at most ${options.maxInputPixels / 1_000_000} megapixels`,
      { field },
    );
  }
  return new AppError(
    "UNSUPPORTED_FILE_TYPE",
    `The image could not be read: upload a whole ${describeFileTypes(options.accept)} image`,
    { field },
  );
}
