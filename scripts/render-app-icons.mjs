// Renders the PNG app icons from the brand mark (apps/web/public/favicon.svg); run once after the
// mark changes and commit the PNGs: `node scripts/render-app-icons.mjs`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const publicDir = join(import.meta.dirname, "..", "apps", "web", "public");
const mark = readFileSync(join(publicDir, "favicon.svg"), "utf8");

const roundedTile = '<rect width="64" height="64" rx="14" fill="url(#g)"/>';
if (!mark.includes(roundedTile)) throw new Error("favicon.svg no longer has the tile this script expects");

/**
 * The mark on a full, square tile (no transparent corners), its globe scaled by `scale` about the
 * centre: launchers and iOS cut their own shape out of it, so the globe must sit inside their
 * safe zone (a maskable icon keeps the central circle of 80 % of its width).
 */
function fullBleed(scale) {
  const [before, after] = mark.split(roundedTile);
  const globe = after.replace("</svg>", "");
  return `${before}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${globe}</g></svg>`;
}

const icons = [
  // The home-screen icon of iOS: opaque, 180 x 180; iOS rounds the corners.
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(0.9) },
  // The manifest's "any" icons: the mark as drawn, rounded corners included.
  { file: "icons/icon-192.png", size: 192, svg: mark },
  { file: "icons/icon-512.png", size: 512, svg: mark },
  // Maskable: the globe (radius about 19/32 of the tile) at 0.75 stays within the safe circle.
  { file: "icons/icon-maskable-512.png", size: 512, svg: fullBleed(0.75) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toFile(join(publicDir, file));
  console.log(`${file}: ${size} x ${size}`);
}
