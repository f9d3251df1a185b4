import { Quote } from "lucide-react";
import { Card } from "@/components/ui/card";
import { InitialsDisc } from "@/components/ui/initials-disc";
import { HeadedSection } from "@/components/ui/section-heading";

// Illustrative sample testimonials (spec part 1 §1); the page says so next to them.
const stories = [
  {
    quote:
      "I had a list of forty universities and no idea where to start. Two weeks later I had a shortlist of six and a plan for every deadline.",
    name: "Aisha R.",
    journey: "India → Canada, MSc Data Science",
  },
  {
    quote:
      "My counselor caught a missing document a week before the deadline. Having everything in one dashboard made that possible.",
    name: "Lucas M.",
    journey: "Brazil → Germany, MSc Mechanical Engineering",
  },
  {
    quote:
      "The match scores were honest: they told me which universities were a stretch, and I applied to the right mix.",
    name: "Mei L.",
    journey: "Vietnam → Australia, Bachelor of Commerce",
  },
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** Testimonials, labelled as illustrative samples. */
export function SuccessStoriesSection() {
  return (
    <HeadedSection
      id="stories-heading"
      eyebrow="Success stories"
      title="Students who found their way"
      description="Illustrative sample stories that show how students use Meridian; they are not reviews from real customers."
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {stories.map((story) => (
          <li key={story.name}>
            <Card className="flex h-full flex-col p-6">
              <Quote aria-hidden="true" className="size-6 text-accent" />
              <blockquote className="mt-4 flex-1 text-foreground">
                <p>{story.quote}</p>
              </blockquote>
              <div className="mt-6 flex items-center gap-3">
                <InitialsDisc initials={initials(story.name)} className="flex size-10 text-sm" />
                <div>
                  <p className="font-semibold text-foreground">{story.name}</p>
                  <p className="text-sm text-muted-foreground">{story.journey}</p>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
