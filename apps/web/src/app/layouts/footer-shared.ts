import { useHydrated } from "@/lib/use-hydrated";

/** The legal pages, linked from every footer. */
export const legalLinks = [
  { label: "Privacy notice", to: "/privacy" },
  { label: "Terms of use", to: "/terms" },
] as const;

/** The year of the copyright line: a prerendered page hydrates with its build's year, then shows this year's. */
export function useCopyrightYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}
