import type { University } from "@meridian/contract";
import { Download, Library, Pencil, Plus, Search, Trash2, Upload } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { ListPager } from "@/components/ui/list-pager";
import { PanelHeading } from "@/components/ui/panel-heading";
import { Skeleton } from "@/components/ui/skeleton";
import { showMutationErrorToast } from "@/lib/mutation-error-toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { toast } from "@/lib/use-toast";
import { useDeleteUniversity } from "../api/delete-university";
import { exportUniversitiesCsv } from "../api/export-universities";
import { ADMIN_PAGE_SIZE, useAdminUniversities } from "../api/list-admin-universities";
import { SEARCH_DEBOUNCE_MS } from "../components/university-search-box";
import { formatRanking } from "../university-display";
import { ImportDialog } from "./import-dialog";
import { UniversityFormDialog } from "./university-form-dialog";

const skeletonRows = Array.from({ length: 5 }, (_, index) => `catalogue-skeleton-${index}`);

// On phones the table keeps the name and the actions; city, country and ranking move under the name.
const WIDE_ONLY = "hidden sm:table-cell";

/** The admin's university catalogue: search, page through, add, edit, delete, import and export. */
export function CataloguePanel() {
  const headingId = useId();
  const searchId = useId();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [pageSearch, setPageSearch] = useState(search);
  // A new search starts at its first page.
  if (pageSearch !== search) {
    setPageSearch(search);
    setPage(0);
  }
  const list = useAdminUniversities({ search, offset: page * ADMIN_PAGE_SIZE });
  const [editing, setEditing] = useState<University | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<University | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteUniversity();

  const total = list.data?.meta.total ?? 0;

  async function exportCsv() {
    setExporting(true);
    try {
      await exportUniversitiesCsv();
    } catch (error) {
      showMutationErrorToast(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <CardSection className="grid gap-5 p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PanelHeading
          id={headingId}
          icon={Library}
          title="University catalogue"
          description="The universities students search, with each figure's source. Imported and edited figures are published as entered."
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void exportCsv()} pending={exporting}>
            <Download aria-hidden="true" />
            {exporting ? "Exporting..." : "Export CSV"}
          </Button>
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <Upload aria-hidden="true" />
            Import
          </Button>
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Add university
          </Button>
        </div>
      </div>

      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search the catalogue
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          withLeadingIcon
          autoComplete="off"
          placeholder="Search by name, city or country"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>

      {list.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {skeletonRows.map((key) => (
            <Skeleton key={key} className="h-10 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm text-destructive">The catalogue could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm sm:min-w-[40rem]">
              <caption className="sr-only">Universities, alphabetical</caption>
              <thead className="bg-muted text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Name
                  </th>
                  <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                    City
                  </th>
                  <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                    Country
                  </th>
                  <th scope="col" className={`${WIDE_ONLY} px-3 py-2 font-medium`}>
                    Ranking
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {list.data.data.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="px-3 py-6 text-center text-muted-foreground">
                      No universities match this search.
                    </td>
                  </tr>
                ) : (
                  list.data.data.map((university) => (
                    <CatalogueRow
                      key={university.id}
                      university={university}
                      onEdit={() => setEditing(university)}
                      onDelete={() => setDeleting(university)}
                    />
                  ))
                )}
              </tbody>
            </table>
          </div>
          <ListPager
            label="Catalogue pages"
            total={total}
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            noun={["university", "universities"]}
            loading={list.isPlaceholderData}
            onPage={setPage}
          />
        </>
      )}

      <UniversityFormDialog university={editing} onClose={() => setEditing(undefined)} />
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? "this university"}?`}
        description="It disappears from the search at once. This cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, { onSuccess: () => toast({ title: "University deleted", description: name }) });
          setDeleting(null);
        }}
      />
    </CardSection>
  );
}

interface CatalogueRowProps {
  university: University;
  onEdit: () => void;
  onDelete: () => void;
}

function CatalogueRow({ university, onEdit, onDelete }: CatalogueRowProps) {
  const ranking = formatRanking(university);
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium text-foreground">
        {university.name}
        <span className="block text-xs font-normal text-muted-foreground sm:hidden">
          {[university.city, university.country, ranking].filter(Boolean).join(" · ")}
        </span>
      </th>
      <td className={`${WIDE_ONLY} px-3 py-2 text-muted-foreground`}>{university.city ?? "—"}</td>
      <td className={`${WIDE_ONLY} px-3 py-2 text-muted-foreground`}>{university.country}</td>
      <td className={`${WIDE_ONLY} px-3 py-2 text-muted-foreground`}>{ranking ?? "—"}</td>
      <td className="px-3 py-2">
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${university.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${university.name}`} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        </div>
      </td>
    </tr>
  );
}
