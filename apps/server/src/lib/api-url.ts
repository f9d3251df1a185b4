/** True for the API's own URLs (the web app's pages and assets are everything else). */
export function isApiUrl(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}
