import {
  Compass,
  FileCheck2,
  HeartHandshake,
  Lock,
  Mail,
  MessagesSquare,
  Scale,
  UserRound,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { HeadedSection } from "@/components/ui/section-heading";
import { Link } from "@/lib/router";
import { ContactSupport } from "./plans/contact-support";

const steps = [
  {
    icon: UserRound,
    title: "Build your profile",
    text: "Tell us about your studies, test scores, budget and where you would like to live.",
  },
  {
    icon: Compass,
    title: "Get matched",
    text: "Meridian ranks the universities of its worldwide catalogue by how well they fit you.",
  },
  {
    icon: MessagesSquare,
    title: "Plan with a counselor",
    text: "Agree a shortlist, deadlines and documents with a counselor who follows your file.",
  },
  {
    icon: FileCheck2,
    title: "Apply and get ready to go",
    text: "Track every application and document in one dashboard, through offers, visa and travel.",
  },
] as const;

const values = [
  {
    icon: Scale,
    title: "Honest guidance",
    text: "We tell you when a university is a stretch. A good shortlist beats a long one.",
  },
  {
    icon: HeartHandshake,
    title: "Students first",
    text: "Recommendations are made for the student's fit and goals, not for anyone's commission.",
  },
  {
    icon: Lock,
    title: "Privacy by design",
    text: "Your documents and personal details are shared only with the counselor working on your file.",
  },
] as const;

/** The public About page with the contact section that "Book a Demo" points to. */
export function AboutPage() {
  return (
    <>
      <section aria-labelledby="about-heading" className="border-b border-border bg-surface">
        <div className="container-page py-16 text-center sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">About Meridian</p>
          <h1
            id="about-heading"
            className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl"
          >
            Making study abroad clear, fair and within reach
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            Choosing a university in another country is one of the biggest decisions a student makes. Our
            mission is to give every student the information, tools and personal guidance that used to be
            available only to a few.
          </p>
        </div>
      </section>

      <HeadedSection id="how-heading" eyebrow="How it works" title="From first search to first day on campus">
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <Card className="h-full p-6">
                <div className="flex items-center justify-between">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
                </div>
                <h3 className="mt-5 font-semibold text-foreground">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <HeadedSection
        id="values-heading"
        className="border-y border-border bg-surface"
        eyebrow="Our team and values"
        title="Counselors, engineers and former international students"
        description="The people behind Meridian have made the same journey you are planning. These are the rules we work by."
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border p-6">
              <Icon aria-hidden="true" className="size-6 text-accent" />
              <h3 className="mt-4 font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section id="contact" aria-labelledby="contact-heading" className="py-20 sm:py-24">
        <div className="container-page">
          <Card className="mx-auto flex max-w-3xl flex-col items-center p-8 text-center sm:p-12">
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h2 id="contact-heading" className="mt-5 text-3xl font-bold tracking-tight text-foreground">
              Contact us
            </h2>
            <p className="mt-4 max-w-xl text-lg text-muted-foreground">
              Questions about Meridian, or want to book a demo for your school or agency? Write to us and a
              member of the team will get back to you.
            </p>
            <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row">
              <ContactSupport
                title="Contact us"
                description="Ask about Meridian or book a demo for your school or agency; the team answers by email."
              >
                <Mail aria-hidden="true" />
                Write to us
              </ContactSupport>
              <Button asChild size="lg" variant="outline">
                <Link to="/plans">See plans</Link>
              </Button>
            </div>
          </Card>
        </div>
      </section>
    </>
  );
}
