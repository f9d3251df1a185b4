import { universityImportPaths } from "@meridian/contract";
import { ApiError } from "@/lib/api-client";
import { readAuthToken } from "@/lib/auth-token";

/**
 * Downloads the catalogue CSV. A plain link cannot send the bearer token, so the file is fetched,
 * turned into an object URL and saved through a temporary link.
 */
export async function exportUniversitiesCsv(): Promise<void> {
  const headers = new Headers({ Accept: "text/csv" });
  const token = readAuthToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(universityImportPaths.export, { headers, credentials: "include" });
  if (!response.ok) {
    throw new ApiError("REQUEST_FAILED", "The catalogue could not be exported", response.status);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `meridian-universities-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
