import { ContactSupport } from "@/app/routes/public/plans/contact-support";
import { LogoMark } from "@/components/logo";
import { Link } from "@/lib/router";
import { legalLinks, useCopyrightYear } from "./footer-shared";
import { LinkItems } from "./link-items";

const footerColumns = [
  {
    heading: "Explore",
    links: [
      { label: "Universities", to: "/universities" },
      { label: "Community", to: "/community" },
      { label: "Plans", to: "/plans" },
    ],
  },
  {
    heading: "Company",
    links: [{ label: "About", to: "/about" }, { label: "Contact", to: "/about#contact" }, ...legalLinks],
  },
] as const;

/** The site footer with the copyright line of spec part 1 §2. */
export function PublicFooter() {
  const year = useCopyrightYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-foreground"
          >
            <LogoMark className="size-7" />
            <span>Meridian</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            Guidance for students who want to study abroad: find universities, plan applications and work with
            a counselor in one place.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-foreground">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              <LinkItems
                links={column.links}
                className="text-sm text-muted-foreground hover:text-foreground hover:underline"
              />
              {column.heading === "Company" ? (
                <li>
                  {/* The contact form: its message reaches the admins (no mail to a placeholder address). */}
                  <ContactSupport
                    variant="link"
                    size="sm"
                    className="text-sm font-normal text-muted-foreground hover:text-foreground hover:underline"
                  >
                    Support
                  </ContactSupport>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="container-page py-6 text-sm text-muted-foreground">
          © {year} Meridian. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
