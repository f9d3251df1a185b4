import { legalLinks, useCopyrightYear } from "./footer-shared";
import { LinkItems } from "./link-items";

/**
 * The footer of the signed-in app's pages (dashboards, chat, documents): the copyright line of spec
 * part 1 §2 and the legal pages, on one line; the site's marketing columns stay on its public pages.
 */
export function AppFooter() {
  const year = useCopyrightYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-3 text-sm text-muted-foreground">
        <p>© {year} Meridian. All rights reserved.</p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-4">
            <LinkItems
              links={legalLinks}
              className="inline-flex min-h-11 items-center hover:text-foreground hover:underline sm:min-h-0"
            />
          </ul>
        </nav>
      </div>
    </footer>
  );
}
