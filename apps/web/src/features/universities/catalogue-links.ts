// Links into the catalogue's search page, for pages that must stay light (the landing page's
// teaser): no import of the contract's schemas, so no Zod (the landing budget, decision 050).

/** The URL parameter names of the search page. */
export const filterParams = {
  search: "search",
  countries: "country",
  fields: "fields",
  tuition: "tuition",
  ranking: "ranking",
  degree: "degree",
  sort: "sort",
  /** "shown": figure filters keep the universities that do not publish the figure (decision 073). */
  unpublished: "unpublished",
} as const;

/** The filters of spec part 2 §2, each a popover on wide screens and a section of the phone sheet. */
export const filterGroupIds = ["country", "fields", "tuition", "ranking", "degree"] as const;
export type FilterGroupId = (typeof filterGroupIds)[number];

/**
 * The parameter of a link that opens one filter on arrival (the landing teaser's filter chips);
 * read once as the page opens, and gone from the address with the first change of filters.
 */
export const openFilterParam = "filter";

/** The catalogue's address for a typed search (trimmed) and a filter to open. */
export function catalogueHref({
  search,
  openFilter,
}: {
  search: string;
  openFilter?: FilterGroupId;
}): string {
  const params = new URLSearchParams();
  const text = search.trim();
  if (text) params.set(filterParams.search, text);
  if (openFilter) params.set(openFilterParam, openFilter);
  const query = params.toString();
  return query ? `/universities?${query}` : "/universities";
}
