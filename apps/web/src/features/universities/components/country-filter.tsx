import { type CatalogueCountry, universityFilterOptions } from "@meridian/contract";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { formatCount } from "@/lib/format-count";
import { useCatalogueCountries } from "../api/list-catalogue-countries";

interface CountryFilterProps {
  selected: readonly string[];
  onToggle: (country: string) => void;
}

const popularNames: readonly string[] = universityFilterOptions.countries;
const fold = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The country filter: a search box over every country of the catalogue, the spec's 15 as the
 * "Popular" group, then the rest A to Z, each with its number of universities. Until the list
 * arrives (or if it cannot) the popular group alone is offered, so the filter always works.
 */
export function CountryFilter({ selected, onToggle }: CountryFilterProps) {
  const [text, setText] = useState("");
  const countries = useCatalogueCountries();
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const { popular, others } = useMemo(() => {
    const all: CatalogueCountry[] = countries.data?.countries ?? [];
    const byName = new Map(all.map((country) => [country.name, country]));
    // A country chosen through a link but absent from the catalogue stays visible, so it can be cleared.
    for (const name of selected) if (!byName.has(name)) byName.set(name, { name, count: 0 });
    const loaded = countries.data !== undefined;
    const popular = popularNames
      .filter((name) => !loaded || byName.has(name))
      .map((name) => byName.get(name) ?? { name, count: -1 });
    const others = [...byName.values()]
      .filter((country) => !popularNames.includes(country.name))
      .sort((a, b) => a.name.localeCompare(b.name, "en"));
    return { popular, others };
  }, [countries.data, selected]);

  const wanted = fold(text.trim());
  const matches = (country: CatalogueCountry) => wanted === "" || fold(country.name).includes(wanted);
  const shownPopular = popular.filter(matches);
  const shownOthers = others.filter(matches);
  const shown = shownPopular.length + shownOthers.length;

  /** Arrow down from the search box goes to the first country; Enter ticks it. */
  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      listRef.current?.querySelector<HTMLInputElement>("input[type=checkbox]")?.focus();
    } else if (event.key === "Enter") {
      event.preventDefault();
      const first = shownPopular[0] ?? shownOthers[0];
      if (first && wanted !== "") onToggle(first.name);
    }
  }

  /** Arrow keys move between the countries; arrow up from the first returns to the search box. */
  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const boxes = [...(listRef.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [])];
    const at = boxes.indexOf(event.target as HTMLInputElement);
    if (at < 0) return;
    event.preventDefault();
    const next = event.key === "ArrowDown" ? boxes[at + 1] : boxes[at - 1];
    if (next) next.focus();
    else if (event.key === "ArrowUp") document.getElementById(`${id}-search`)?.focus();
  }

  return (
    <div className="grid gap-3">
      <SearchInput
        id={`${id}-search`}
        aria-label="Search countries"
        aria-describedby={`${id}-status`}
        placeholder="Search countries"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      <p id={`${id}-status`} role="status" className="text-xs text-muted-foreground">
        {shown === 0
          ? `No country matches “${text.trim()}”`
          : wanted === ""
            ? countries.data
              ? `${formatCount(popular.length + others.length)} countries`
              : countries.isError
                ? "Popular countries (the full list could not be loaded)"
                : "Popular countries"
            : `${formatCount(shown)} ${shown === 1 ? "country matches" : "countries match"}`}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the checkboxes inside */}
      <div ref={listRef} className="grid gap-4" onKeyDown={onListKeyDown}>
        <CountryGroup legend="Popular" countries={shownPopular} selected={selected} onToggle={onToggle} />
        <CountryGroup
          legend={countries.data ? "All countries A–Z" : ""}
          countries={shownOthers}
          selected={selected}
          onToggle={onToggle}
        />
      </div>
    </div>
  );
}

function CountryGroup({
  legend,
  countries,
  selected,
  onToggle,
}: {
  legend: string;
  countries: readonly CatalogueCountry[];
  selected: readonly string[];
  onToggle: (country: string) => void;
}) {
  const id = useId();
  if (countries.length === 0 || legend === "") return null;
  return (
    <fieldset className="grid gap-0.5">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {legend}
      </legend>
      {countries.map((country, i) => (
        <label
          key={country.name}
          className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-foreground hover:bg-muted"
        >
          <input
            type="checkbox"
            name="country"
            className="size-4 shrink-0 accent-primary"
            checked={selected.includes(country.name)}
            onChange={() => onToggle(country.name)}
            // Named by the country alone; its count is read as the description.
            aria-labelledby={`${id}-${i}-name`}
            aria-describedby={country.count >= 0 ? `${id}-${i}-count` : undefined}
          />
          <span id={`${id}-${i}-name`} className="min-w-0 flex-1">
            {country.name}
          </span>
          {country.count >= 0 ? (
            <span id={`${id}-${i}-count`} className="text-xs text-muted-foreground tabular-nums">
              {formatCount(country.count)}
              <span className="sr-only"> {country.count === 1 ? "university" : "universities"}</span>
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
