type ClassValue = string | false | null | undefined;

/** Joins the truthy class names; variants are written so that no two classes conflict. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(" ");
}
