import { marketingClaims } from "@meridian/contract";
import { Building2, Globe2, GraduationCap, TrendingUp } from "lucide-react";
import { cn } from "@/lib/cn";

const stats = [
  { value: marketingClaims.universities, label: "Universities", icon: Building2 },
  { value: marketingClaims.students, label: "Students", icon: GraduationCap },
  { value: marketingClaims.successRate, label: "Success Rate", icon: TrendingUp },
  { value: marketingClaims.countries, label: "Countries", icon: Globe2 },
] as const;

/** The four headline claims (landing hero, plans page) as a description list. */
export function MarketingStats({ className }: { className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4", className)}>
      {stats.map(({ value, label, icon: Icon }) => (
        <div
          key={label}
          className="flex flex-col items-center rounded-xl border border-border bg-surface px-4 py-5 text-center shadow-card"
        >
          <dt className="order-last mt-1 text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="flex flex-col items-center gap-2 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            <Icon aria-hidden="true" className="size-5 text-accent" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
