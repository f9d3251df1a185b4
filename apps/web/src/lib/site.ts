/**
 * The support team's address, set with VITE_SUPPORT_EMAIL at build time. Unset, no page offers an
 * address (never a placeholder that bounces): the contact form reaches the admins either way.
 */
export const supportEmail: string | null = import.meta.env.VITE_SUPPORT_EMAIL || null;

/** The public top navigation of spec part 2 §2. */
export const publicNavLinks = [
  { to: "/universities", label: "Universities" },
  { to: "/community", label: "Community" },
  { to: "/plans", label: "Plans" },
  { to: "/about", label: "About" },
] as const;
