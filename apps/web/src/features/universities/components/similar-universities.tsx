import { rankText, shortSource, type University } from "@meridian/contract";
import { cardClasses } from "@/components/ui/card";
import { EmptyNote, LoadFailure } from "@/components/ui/panel-states";
import { SkeletonGroup } from "@/components/ui/skeleton-group";
import { Link } from "@/lib/router";
import { useSimilarUniversities } from "../api/get-similar-universities";
import { formatPlace, universityPath } from "../university-display";

/** Universities of the same country, nearest in world rank (best ranked first when unranked). */
export function SimilarUniversities({ university }: { university: University }) {
  const query = useSimilarUniversities(university.id);
  return (
    <section aria-labelledby="similar-heading" className="grid gap-4">
      <div>
        <h2 id="similar-heading" className="text-2xl font-semibold tracking-tight text-foreground">
          Similar universities
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          In {university.country},{" "}
          {university.ranking.world !== null ? "nearest in world rank" : "best ranked first"}.
        </p>
      </div>
      {query.data ? (
        query.data.length === 0 ? (
          <EmptyNote>No other university in {university.country} is in the catalogue.</EmptyNote>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {query.data.map((other) => (
              <li key={other.id} className={cardClasses("raised", "grid gap-1 p-5")}>
                <Link
                  to={universityPath(other.id)}
                  className="font-semibold text-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {other.name}
                </Link>
                <p className="text-sm text-muted-foreground">{formatPlace(other)}</p>
                <p className="text-sm text-muted-foreground">
                  {rankText(other) && other.ranking.source
                    ? `World rank ${rankText(other)} · ${shortSource(other.ranking.source)}`
                    : "Not ranked"}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : query.isError ? (
        <LoadFailure
          message="Similar universities could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SkeletonGroup className="grid gap-4 sm:grid-cols-2" blocks={["h-24", "h-24"]} />
      )}
    </section>
  );
}
