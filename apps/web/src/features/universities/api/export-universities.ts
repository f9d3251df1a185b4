import { universityExportEndpoints } from "@meridian/contract";
import { downloadFile } from "@/lib/download-file";

/** Downloads the catalogue CSV. */
export function exportUniversitiesCsv(): Promise<void> {
  return downloadFile(universityExportEndpoints.csv, {
    filename: `meridian-universities-${new Date().toISOString().slice(0, 10)}.csv`,
  });
}
