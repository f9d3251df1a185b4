import { companyLogoFileTypes, companyProfileLimits, describeFileTypes } from "@meridian/contract";
import sharp from "sharp";
import { AppError } from "../../lib/app-error.js";

/**
 * The most pixels a logo may decode to (a 6000×4000 photo fits): a small file that claims to be
 * huge (a decompression bomb) is refused from its header, before it is decoded.
 */
export const LOGO_MAX_INPUT_PIXELS = 24_000_000;

/** The media type a logo is stored and served as. */
export const LOGO_CONTENT_TYPE = "image/webp";

/**
 * A logo as it is kept: turned upright from its EXIF orientation, converted to sRGB, fitted in
 * 512×512 (never enlarged) and written as WebP. sharp writes no metadata unless told to, so the
 * EXIF (GPS, camera), XMP and ICC profile of the upload are gone. Bytes that do not decode, and
 * images past the pixel limit, are refused with the error in the contract's words.
 */
export async function reencodeLogo(input: Buffer): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: "error" });
  try {
    const { width, height } = await image.metadata();
    if (width * height > LOGO_MAX_INPUT_PIXELS) throw new Error("Input image exceeds pixel limit");
    return await image
      .autoOrient()
      .resize({
        width: companyProfileLimits.logoMaxSide,
        height: companyProfileLimits.logoMaxSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toColourspace("srgb")
      .webp({ quality: 86 })
      .toBuffer();
  } catch (err) {
    throw refusalOf(err);
  }
}

function refusalOf(err: unknown): AppError {
  const message = err instanceof Error ? err.message : "";
  if (/pixel limit/i.test(message)) {
    return new AppError(
      "VALIDATION_ERROR",
      `The image is too large: use one of at most ${LOGO_MAX_INPUT_PIXELS / 1_000_000} megapixels`,
      { field: "file" },
    );
  }
  return new AppError(
    "UNSUPPORTED_FILE_TYPE",
    `The image could not be read: upload a whole ${describeFileTypes(companyLogoFileTypes)} image`,
    { field: "file" },
  );
}
