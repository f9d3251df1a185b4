import type { University } from "@meridian/contract";

/** A value no source publishes: said plainly, with the place to look it up. */
export function NotPublished({ university }: { university: University }) {
  return (
    <span className="font-normal text-muted-foreground">
      Not published yet
      {university.website ? (
        <>
          {" · "}
          <a
            href={university.website}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            check the university's website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </span>
  );
}
