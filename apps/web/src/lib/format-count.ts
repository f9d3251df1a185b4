/**
 * A whole number with thousands separators, as en-US writes it: "10,393". Without Intl: a page's
 * first Intl number format loads the browser's number data, 15–50 ms of main thread on a desktop
 * and four times that on a phone, in the middle of the landing page's hydration (decision 060).
 */
export function formatCount(value: number): string {
  const digits = Math.abs(Math.round(value)).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 && grouped !== "0" ? `-${grouped}` : grouped;
}
