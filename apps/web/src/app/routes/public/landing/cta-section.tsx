import { ArrowRight, CalendarDays } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { ContactSupport } from "../plans/contact-support";

/** The closing call to action; "Book a Demo" opens the contact form, whose message reaches the admins. */
export function CtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="pb-20 sm:pb-24">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-2xl bg-brand-panel px-6 py-14 text-center text-brand-panel-foreground shadow-raised sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgb(45_212_191/0.22),transparent_70%)]"
          />
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to start your journey?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg opacity-95">
            Create your free account in a minute, or talk to us first about how Meridian works for your school
            or agency.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/auth" className={buttonClasses("outline", "lg")}>
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
            <ContactSupport
              variant="on-brand"
              topic="demo"
              title="Book a Demo"
              description="Tell us about your school or agency and when suits you; the team answers by email to arrange it."
            >
              <CalendarDays aria-hidden="true" />
              Book a Demo
            </ContactSupport>
          </div>
        </div>
      </div>
    </section>
  );
}
