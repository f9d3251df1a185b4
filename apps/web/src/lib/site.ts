/** Where visitors write to; set VITE_SUPPORT_EMAIL at build time for a real deployment. */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || "support@meridian.example";

export const supportMailto = `mailto:${supportEmail}`;

/** The public top navigation of spec part 2 §2. */
export const publicNavLinks = [
  { to: "/universities", label: "Universities" },
  { to: "/community", label: "Community" },
  { to: "/plans", label: "Plans" },
  { to: "/about", label: "About" },
] as const;
