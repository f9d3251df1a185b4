import { UNIVERSITY_SEARCH_MAX_LENGTH } from "@meridian/contract";
import { Search } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/**
 * The catalogue's search box and its Search button, for a search form of the caller's (the
 * landing teaser, the not-found page): its text is searched on /universities.
 */
export function CatalogueSearchFields({
  value,
  onChange,
  placeholder = "Search by university, city or country",
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        Search universities
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          maxLength={UNIVERSITY_SEARCH_MAX_LENGTH}
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          withLeadingIcon
          autoComplete="off"
        />
      </div>
      <Button type="submit">Search</Button>
    </>
  );
}
