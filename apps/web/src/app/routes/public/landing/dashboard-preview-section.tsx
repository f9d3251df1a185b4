import { CalendarClock, Check, Circle, FileText, GraduationCap, Plane } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { SampleBar } from "./sample-bar";

// Static sample content (spec part 1 §1): it illustrates the dashboard and is labelled as such.
const sampleApplications = [
  {
    program: "MSc Computer Science",
    place: "Example university · Germany",
    status: "Submitted",
    progress: 80,
  },
  { program: "MSc Data Science", place: "Example university · Canada", status: "In Review", progress: 60 },
  {
    program: "MEng Software Systems",
    place: "Example university · Australia",
    status: "Draft",
    progress: 25,
  },
] as const;

type StepState = "done" | "current" | "upcoming";

const sampleTimeline: { title: string; detail: string; state: StepState }[] = [
  { title: "Profile completed", detail: "Grades, scores and preferences saved", state: "done" },
  { title: "Shortlist agreed", detail: "Six universities chosen with a counselor", state: "done" },
  { title: "Applications submitted", detail: "Two of three sent", state: "current" },
  { title: "Offer letters", detail: "Decisions expected in spring", state: "upcoming" },
  { title: "Visa and travel", detail: "Documents checklist ready", state: "upcoming" },
];

const summaryTiles = [
  { icon: FileText, label: "Applications", value: "3" },
  { icon: GraduationCap, label: "Best match", value: "87%" },
  { icon: CalendarClock, label: "Next deadline", value: "12 days" },
] as const;

function TimelineIcon({ state }: { state: StepState }) {
  if (state === "done") {
    return (
      <span className="flex size-7 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Check aria-hidden="true" className="size-4" />
      </span>
    );
  }
  return (
    <span
      className={cn(
        "flex size-7 items-center justify-center rounded-full border-2",
        state === "current"
          ? "border-primary bg-primary-soft text-primary"
          : "border-border bg-surface text-muted-foreground",
      )}
    >
      {state === "current" ? <Circle aria-hidden="true" className="size-2.5 fill-current" /> : null}
    </span>
  );
}

const stepLabels: Record<StepState, string> = { done: "Done", current: "In progress", upcoming: "Upcoming" };

/** A labelled sample of the student dashboard. */
export function DashboardPreviewSection() {
  return (
    <section
      id="dashboard-preview"
      aria-labelledby="dashboard-preview-heading"
      className="border-y border-border bg-surface py-20 sm:py-24"
    >
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <Badge tone="warning">Sample preview</Badge>
          <h2
            id="dashboard-preview-heading"
            tabIndex={-1}
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-foreground focus:outline-none sm:text-4xl"
          >
            Your whole journey in one dashboard
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Applications, deadlines and next steps side by side. The figures below are illustrative sample
            data, not a real student.
          </p>
        </div>

        <Card className="mt-12 overflow-hidden">
          <div className="flex items-center justify-between border-b border-border bg-muted px-5 py-3">
            <p className="text-sm font-semibold text-foreground">Student dashboard</p>
            <Badge tone="neutral">Sample data</Badge>
          </div>
          <div className="grid gap-8 p-5 sm:p-8 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <ul className="grid grid-cols-3 gap-3">
                {summaryTiles.map(({ icon: Icon, label, value }) => (
                  <li key={label} className="rounded-lg border border-border p-3 sm:p-4">
                    <Icon aria-hidden="true" className="size-4 text-accent" />
                    <p className="mt-2 text-base font-bold whitespace-nowrap text-foreground sm:text-xl">
                      {value}
                    </p>
                    <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
                  </li>
                ))}
              </ul>
              <h3 className="mt-8 text-base font-semibold text-foreground">Applications</h3>
              <ul className="mt-3 space-y-3">
                {sampleApplications.map((item) => (
                  <li key={item.program} className="rounded-lg border border-border p-4">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <p className="font-medium text-foreground">{item.program}</p>
                        <p className="text-sm text-muted-foreground">{item.place}</p>
                      </div>
                      <Badge tone={item.status === "Draft" ? "neutral" : "primary"}>{item.status}</Badge>
                    </div>
                    <SampleBar
                      percent={item.progress}
                      label={`Progress ${item.progress}%`}
                      className="mt-3 h-1.5"
                      fillClassName="bg-primary"
                    />
                  </li>
                ))}
              </ul>
            </div>
            <div className="lg:col-span-2">
              <h3 className="flex items-center gap-2 text-base font-semibold text-foreground">
                <Plane aria-hidden="true" className="size-4 text-accent" />
                Sample timeline
              </h3>
              <ol className="mt-4">
                {sampleTimeline.map((step, index) => (
                  <li key={step.title} className="relative flex gap-4 pb-6 last:pb-0">
                    {index < sampleTimeline.length - 1 ? (
                      <span aria-hidden="true" className="absolute top-8 bottom-1 left-3.5 w-px bg-border" />
                    ) : null}
                    <TimelineIcon state={step.state} />
                    <div>
                      <p className="font-medium text-foreground">
                        {step.title}
                        <span className="sr-only"> ({stepLabels[step.state]})</span>
                      </p>
                      <p className="text-sm text-muted-foreground">{step.detail}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </Card>
      </div>
    </section>
  );
}
