import { UNIVERSITY_SEARCH_MAX_LENGTH } from "@meridian/contract";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";

type CatalogueSearchInputProps = Omit<
  ComponentProps<typeof SearchInput>,
  "label" | "maxLength" | "autoComplete"
>;

/** The catalogue's search input, named and capped as the search endpoint expects; the caller sizes it. */
export function CatalogueSearchInput(props: CatalogueSearchInputProps) {
  return (
    <SearchInput
      label="Search universities"
      maxLength={UNIVERSITY_SEARCH_MAX_LENGTH}
      autoComplete="off"
      {...props}
    />
  );
}

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
  return (
    <>
      <CatalogueSearchInput
        boxClassName="flex-1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
      <Button type="submit">Search</Button>
    </>
  );
}
