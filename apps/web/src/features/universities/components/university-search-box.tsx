import { SEARCH_DEBOUNCE_MS } from "@/components/ui/search-box";
import { useSearchText } from "@/lib/use-search-text";
import { CatalogueSearchInput } from "./catalogue-search-fields";

interface UniversitySearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The search text, sent after a pause in typing. It follows the URL too, so Back, a removed chip
 * or Clear all update the box. Unlike the lists' SearchBox it has no clear button: the chips and
 * Clear all below it do that.
 */
export function UniversitySearchBox({ value, onSearch }: UniversitySearchBoxProps) {
  const { text, setText } = useSearchText(value, onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <CatalogueSearchInput
      boxClassName="w-full"
      className="h-12"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder="Search by university, city or country"
    />
  );
}
