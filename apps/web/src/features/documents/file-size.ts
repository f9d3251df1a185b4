const UNITS = ["KB", "MB", "GB"] as const;
const STEP = 1024;

/**
 * A stored file's size as spec part 2 §9 shows it: whole Bytes under 1 KB, else KB, MB or GB
 * with 2 decimals (1 KB = 1024 Bytes). Sizes past 1024 GB stay in GB.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < STEP) return `${Math.max(0, Math.round(bytes) || 0)} Bytes`;
  let value = bytes / STEP;
  let unit = 0;
  // Compared after rounding, so 1,048,575 Bytes shows as "1.00 MB", not "1024.00 KB".
  while (Number(value.toFixed(2)) >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}
