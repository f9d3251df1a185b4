import { marketingClaims } from "@meridian/contract";
import { LifeBuoy } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { HeadedSection } from "@/components/ui/section-heading";
import { MarketingStats } from "@/features/site-facts/components/marketing-stats";
import { PlanGrid } from "@/features/subscription-plans/components/plan-grid";
import { supportEmail } from "@/lib/site";
import { ContactSupport } from "./plans/contact-support";
import { PlanChoice } from "./plans/plan-choice";

const faqs = [
  {
    question: "How much do I save with annual billing?",
    answer: `Plans are billed once a year. Compared with paying month by month, annual billing saves you ${marketingClaims.annualBillingSaving}.`,
  },
  {
    question: "Is there a discount for students?",
    answer: `Yes. Students get a ${marketingClaims.studentDiscount} discount on paid plans. Contact support to have it applied to your account.`,
  },
  {
    question: "What if Meridian is not right for me?",
    answer: `Every paid plan comes with a ${marketingClaims.moneyBackDays}-day money-back guarantee. If you are not satisfied, write to support within ${marketingClaims.moneyBackDays} days of purchase for a full refund.`,
  },
  {
    question: "What does each plan include?",
    answer:
      "Every plan card lists how many universities and countries it covers, the kind of counselor support it comes with and its main features.",
  },
  {
    question: "Which universities and countries are covered?",
    answer:
      "Every university of the open world lists the catalogue is built from, searchable by name and filterable by country; the figures above are counted from it.",
  },
  {
    question: "Do I get help from a real counselor?",
    answer: "Yes. The counselor support each plan includes is listed on its card.",
  },
] as const;

/** The public subscription plans page (spec part 2 §2). */
export function PlansPage() {
  return (
    <>
      <section aria-labelledby="plans-heading" className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_50%_-20%,var(--hero-glow-1),transparent_70%)]"
        />
        <div className="container-page pt-16 pb-12 text-center sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">Plans and pricing</p>
          <h1
            id="plans-heading"
            className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl"
          >
            Choose the plan that fits your journey
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            Pick the level of guidance that matches where you are. Annual billing saves you{" "}
            {marketingClaims.annualBillingSaving}, and every paid plan has a {marketingClaims.moneyBackDays}
            -day money-back guarantee.
          </p>
          <MarketingStats className="mx-auto mt-12 max-w-4xl" />
        </div>
      </section>

      <section aria-labelledby="plan-grid-heading" className="py-12 sm:py-16">
        <div className="container-page">
          <h2 id="plan-grid-heading" className="sr-only">
            Available plans
          </h2>
          <PlanGrid action={(plan, context) => <PlanChoice plan={plan} {...context} />} />
        </div>
      </section>

      <HeadedSection
        id="faq-heading"
        className="border-t border-border bg-surface"
        eyebrow="FAQ"
        title="Frequently asked questions"
      >
        <Accordion type="single" collapsible className="mx-auto mt-10 max-w-3xl">
          {faqs.map((faq) => (
            <AccordionItem key={faq.question} value={faq.question}>
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent>{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="mx-auto mt-14 flex max-w-3xl flex-col items-center gap-4 rounded-xl border border-border bg-background p-8 text-center">
          <LifeBuoy aria-hidden="true" className="size-8 text-accent" />
          <h2 className="text-xl font-semibold text-foreground">Still have questions?</h2>
          <p className="text-muted-foreground">Our support team will help you pick the right plan.</p>
          <ContactSupport />
          {supportEmail ? (
            <p className="text-sm text-muted-foreground">
              Prefer email?{" "}
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Write to the team
              </a>
            </p>
          ) : null}
        </div>
      </HeadedSection>
    </>
  );
}
