import { fullPlace, rankText, type University } from "@meridian/contract";
import { Award, CalendarDays, Globe, MapPin, Tags } from "lucide-react";
import type { ReactNode } from "react";
import { cardClasses } from "@/components/ui/card";
import { enteredText } from "../entered-text";
import { NotPublished } from "./not-published";

/** The licence as the source file states it, without its pointer to the project's own notes. */
function licenceLabel(license: string): string {
  return license.replace(/;\s*see SOURCES\.md\s*$/i, "");
}

/** The host of a website, for a link's visible text ("www.utoronto.ca"). */
function hostOf(website: string): string {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5 py-3">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="pl-7 font-medium wrap-anywhere text-foreground">{children}</dd>
    </div>
  );
}

/** A card of a university's page that lists facts, one row each, under its heading. */
export function FactsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClasses("raised", "p-6")}>
      <h2 id={id} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      <dl className="mt-2 divide-y divide-border">{children}</dl>
    </section>
  );
}

/** A university's ranking, place, founding year, website and other names. */
export function UniversityAtAGlance({ university }: { university: University }) {
  const rank = rankText(university);
  const otherNames = [...university.acronyms, ...university.alternateNames].filter(
    (name, index, names) => name !== university.name && names.indexOf(name) === index,
  );
  const rankEntered = enteredText(university, "worldRanking");
  return (
    <FactsCard id="facts-heading" title="At a glance">
      <Fact icon={<Award aria-hidden="true" className="size-5" />} label="World ranking">
        {rank ? (
          <>
            {rank}
            {rankEntered ? (
              <span className="block text-sm font-normal text-muted-foreground">{rankEntered}</span>
            ) : null}
            {university.ranking.source ? (
              <span className="block text-sm font-normal text-muted-foreground">
                Source: {university.ranking.source}
                {university.ranking.license ? ` · Licence: ${licenceLabel(university.ranking.license)}` : ""}
              </span>
            ) : null}
          </>
        ) : (
          <span className="font-normal text-muted-foreground">
            Not ranked by the catalogue's ranking source
          </span>
        )}
      </Fact>
      <Fact icon={<MapPin aria-hidden="true" className="size-5" />} label="Location">
        {fullPlace(university)}
      </Fact>
      <Fact icon={<CalendarDays aria-hidden="true" className="size-5" />} label="Founded">
        {university.foundedYear ?? <NotPublished university={university} />}
      </Fact>
      <Fact icon={<Globe aria-hidden="true" className="size-5" />} label="Website">
        {university.website ? (
          <a
            href={university.website}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline-offset-4 hover:underline"
          >
            {hostOf(university.website)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="font-normal text-muted-foreground">No website on record</span>
        )}
      </Fact>
      {otherNames.length > 0 ? (
        <Fact icon={<Tags aria-hidden="true" className="size-5" />} label="Also known as">
          {otherNames.join(" · ")}
        </Fact>
      ) : null}
    </FactsCard>
  );
}
