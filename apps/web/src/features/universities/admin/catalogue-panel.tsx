import {
  UNIVERSITY_SEARCH_MAX_LENGTH,
  type University,
  UniversitySearchQuerySchema,
} from "@meridian/contract";
import { Download, Library, Pencil, Plus, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { ListPager } from "@/components/ui/list-pager";
import { PanelSection } from "@/components/ui/panel-section";
import { SearchBox } from "@/components/ui/search-box";
import { showMutationErrorToast } from "@/lib/mutation-error-toast";
import { useListQueryState } from "@/lib/use-list-query-state";
import { toast } from "@/lib/use-toast";
import { useDeleteUniversity } from "../api/delete-university";
import { exportUniversitiesCsv } from "../api/export-universities";
import { ADMIN_PAGE_SIZE, useAdminUniversities } from "../api/list-admin-universities";
import { formatRanking } from "../university-display";
import { ImportDialog } from "./import-dialog";
import { UniversityFormDialog } from "./university-form-dialog";

const columns: DataColumn<University>[] = [
  { id: "name", header: "Name", rowHeader: true, cell: (university) => university.name },
  { id: "city", header: "City", cell: (university) => university.city ?? "—" },
  { id: "country", header: "Country", cell: (university) => university.country },
  { id: "ranking", header: "Ranking", cell: (university) => formatRanking(university) ?? "—" },
];

/** The admin's university catalogue: search, page through, add, edit, delete, import and export. */
export function CataloguePanel() {
  // A new search starts at its first page (the hook's rule).
  const paging = useListQueryState(UniversitySearchQuerySchema, { pageSize: ADMIN_PAGE_SIZE });
  const search = paging.query.search ?? "";
  const onSearch = (text: string) => paging.setFilters({ search: text || undefined });
  const list = useAdminUniversities({ search, offset: paging.query.offset });
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
    <PanelSection
      className="grid gap-5 p-6"
      icon={Library}
      title="University catalogue"
      description="The universities students search, with each figure's source. Imported and edited figures are published as entered."
      action={
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
      }
    >
      <SearchBox
        label="Search the catalogue"
        placeholder="Search by name, city or country"
        maxLength={UNIVERSITY_SEARCH_MAX_LENGTH}
        value={search}
        onSearch={onSearch}
      />

      <DataTable
        caption="Universities, alphabetical"
        columns={columns}
        rows={list.data?.data}
        rowKey={(university) => university.id}
        failure={queryFailure(list, "The catalogue could not be loaded.")}
        empty={{ message: "No universities match this search." }}
        busy={list.isPlaceholderData}
        loadingRows={5}
        actions={(university) => (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${university.name}`}
              onClick={() => setEditing(university)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${university.name}`}
              onClick={() => setDeleting(university)}
            >
              <Trash2 aria-hidden="true" className="text-destructive" />
            </Button>
          </>
        )}
      />
      {list.data ? (
        <ListPager
          label="Catalogue pages"
          total={total}
          noun={["university", "universities"]}
          loading={list.isPlaceholderData}
          {...paging.pager}
        />
      ) : null}

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
    </PanelSection>
  );
}
