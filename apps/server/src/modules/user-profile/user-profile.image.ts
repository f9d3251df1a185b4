import { userPhotoFileTypes, userProfileLimits } from "@meridian/contract";
import { REENCODED_CONTENT_TYPE, reencodeImage } from "../../lib/reencode-image.js";

/** The most pixels a photo may decode to (a 6000×4000 photo fits): decompression bombs are refused. */
export const PHOTO_MAX_INPUT_PIXELS = 24_000_000;

/** The media type a photo is stored and served as. */
export const PHOTO_CONTENT_TYPE = REENCODED_CONTENT_TYPE;

/** A profile photo as it is kept: re-encoded by `reencodeImage` to fit 512×512, without metadata. */
export async function reencodePhoto(input: Buffer): Promise<Buffer> {
  const { bytes } = await reencodeImage(input, {
    maxSide: userProfileLimits.photoMaxSide,
    maxInputPixels: PHOTO_MAX_INPUT_PIXELS,
    accept: userPhotoFileTypes,
  });
  return bytes;
}
