import type { ReactNode } from "react";
import { ContactSupport } from "../plans/contact-support";

/** One numbered part of a legal page, with an anchor the contents list links to. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** The date the text was last changed, written out (no `Intl` on a prerendered first paint). */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** The frame of the Privacy notice and the Terms of use: a title, a contents list, the sections. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <article aria-labelledby="legal-heading" className="container-page max-w-3xl py-12 sm:py-16">
      <h1 id="legal-heading" className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
      <div className="mt-6 grid gap-4 text-lg text-pretty text-muted-foreground">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-xl border border-border bg-surface p-5">
        <h2 className="text-sm font-semibold text-foreground">Contents</h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              {/* A plain fragment link: the browser scrolls to it, before the page's code has loaded too. */}
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline sm:min-h-0"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-foreground sm:text-2xl">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 grid gap-3 text-foreground [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1.5">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}

/** The support form, opened on the account topic: where export, deletion and questions go. */
export function WriteToSupport() {
  return (
    <div>
      <ContactSupport variant="outline" topic="account">
        Write to support
      </ContactSupport>
    </div>
  );
}
