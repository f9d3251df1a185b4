import { marketingClaims } from "@meridian/contract";
import { BrainCircuit, CheckCircle2, LineChart, UserRoundCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { SampleBar } from "./sample-bar";

const features = [
  {
    icon: BrainCircuit,
    title: "Matching built on your profile",
    text: "Grades, test scores, budget and preferred countries are weighed together, not filtered one by one.",
  },
  {
    icon: LineChart,
    title: "A success prediction for every match",
    text: "See how strong an application is likely to be before you spend time and fees on it.",
  },
  {
    icon: UserRoundCheck,
    title: "Checked by a counselor",
    text: "Your counselor reviews the shortlist with you, so the numbers always come with advice.",
  },
] as const;

const sampleReasons = [
  "Academic record fits the usual entry profile",
  "Tuition sits inside the stated budget",
  "Next intake matches the preferred start date",
] as const;

const samplePrediction = Number.parseInt(marketingClaims.sampleSuccessPrediction, 10);

/** The AI matching pitch with one clearly labelled sample prediction. */
export function AiMatchingSection() {
  return (
    <section
      aria-labelledby="ai-matching-heading"
      className="border-y border-border bg-surface py-20 sm:py-24"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="ai-matching-heading"
            align="left"
            eyebrow="AI matching"
            title="Universities that fit you, not just your grades"
            description="Meridian compares your profile with what each university looks for and ranks the places where you are most likely to thrive."
          />
          <ul className="mt-8 space-y-6">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-foreground">{title}</h3>
                  <p className="mt-1 text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <Card className="p-6 sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Badge tone="warning">Sample</Badge>
            <p className="text-xs text-muted-foreground">Illustration, not a real prediction</p>
          </div>
          <h3 id="sample-match-heading" className="mt-5 text-xl font-semibold text-foreground">
            MSc Data Science
          </h3>
          <p className="text-muted-foreground">Example university · Canada</p>
          <div className="mt-6">
            <div className="flex items-baseline justify-between">
              <span className="text-sm font-medium text-muted-foreground">Success prediction</span>
              <span className="text-3xl font-bold text-accent">
                {marketingClaims.sampleSuccessPrediction}
              </span>
            </div>
            <SampleBar
              percent={samplePrediction}
              label={`Sample success prediction: ${marketingClaims.sampleSuccessPrediction}`}
              className="mt-3 h-2.5"
              fillClassName="bg-gradient-to-r from-primary to-accent"
            />
          </div>
          <ul className="mt-6 space-y-3">
            {sampleReasons.map((reason) => (
              <li key={reason} className="flex items-start gap-2 text-sm text-foreground">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {reason}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </section>
  );
}
