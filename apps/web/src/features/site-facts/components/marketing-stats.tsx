import type { SiteFacts } from "@meridian/contract";
import { Award, Building2, Globe2, GraduationCap, type LucideIcon, TrendingUp } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";
import { useSiteFacts } from "../api/get-site-facts";

interface Tile {
  value: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The tiles, each a figure the server counted: universities and countries of the catalogue;
 * students and success rate once there are enough to mean something, else how many universities
 * carry a published world rank (decision 049).
 */
export function tilesOf(facts: SiteFacts): Tile[] {
  const tiles: Tile[] = [
    { value: formatCount(facts.universities), label: "Universities", icon: Building2 },
    { value: formatCount(facts.countries), label: "Countries", icon: Globe2 },
  ];
  if (facts.students !== null)
    tiles.push({ value: formatCount(facts.students), label: "Students", icon: GraduationCap });
  if (facts.successRate !== null)
    tiles.push({
      value: `${facts.successRate}%`,
      label: "Offers among decided applications",
      icon: TrendingUp,
    });
  if (tiles.length < 4 && facts.rankedUniversities > 0) {
    // "ARWU 2025 (Academic Ranking …), ShanghaiRanking Consultancy" -> "ARWU 2025".
    const source = facts.rankingSources.length === 1 ? facts.rankingSources[0]?.split(" (")[0] : undefined;
    tiles.push({
      value: formatCount(facts.rankedUniversities),
      label: source ? `With a world rank (${source})` : "With a published world rank",
      icon: Award,
    });
  }
  return tiles;
}

/** The headline figures (landing hero, plans page) as a description list; nothing is claimed before they arrive. */
export function MarketingStats({ className }: { className?: string }) {
  const facts = useSiteFacts();
  // A figure that cannot be read is left out, never replaced by a guess.
  if (facts.isError) return null;
  if (!facts.data) {
    return (
      <div aria-hidden="true" className={cn("grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3", className)}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[7.5rem] rounded-xl last:col-span-2 lg:last:col-span-1" />
        ))}
      </div>
    );
  }
  const tiles = tilesOf(facts.data);
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-3 sm:gap-4",
        tiles.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        className,
      )}
    >
      {tiles.map(({ value, label, icon: Icon }) => (
        <div
          key={label}
          className="flex flex-col items-center rounded-xl border border-border bg-surface px-4 py-5 text-center shadow-card last:odd:col-span-2 lg:last:odd:col-span-1"
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
