import { companyLogoFileTypes, companyProfileLimits } from "@meridian/contract";
import { REENCODED_CONTENT_TYPE, reencodeImage } from "../../lib/reencode-image.js";

/** The most pixels a logo may decode to (a 6000×4000 photo fits): decompression bombs are refused. */
export const LOGO_MAX_INPUT_PIXELS = 24_000_000;

/** The media type a logo is stored and served as. */
export const LOGO_CONTENT_TYPE = REENCODED_CONTENT_TYPE;

/** A logo as it is kept: re-encoded by `reencodeImage` to fit 512×512, without metadata. */
export async function reencodeLogo(input: Buffer): Promise<Buffer> {
  const { bytes } = await reencodeImage(input, {
    maxSide: companyProfileLimits.logoMaxSide,
    maxInputPixels: LOGO_MAX_INPUT_PIXELS,
    accept: companyLogoFileTypes,
  });
  return bytes;
}
