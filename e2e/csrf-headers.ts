/**
 * The headers of a JSON write as the web app sends them: the CSRF cookie and token the server binds
 * to the session (decision 026), and with a session token its bearer too; without one, the pair a
 * browser holds before signing in. The benches and the tour share it, so both ask the same way.
 */
export async function csrfHeaders(base: string, token?: string): Promise<Record<string, string>> {
  const authorization = token === undefined ? undefined : `Bearer ${token}`;
  const res = await fetch(`${base}/api/auth/csrf-token`, authorization ? { headers: { authorization } } : {});
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { csrfToken } = ((await res.json()) as { data: { csrfToken: string } }).data;
  const pair = { cookie, "x-csrf-token": csrfToken, "content-type": "application/json" };
  return authorization ? { authorization, ...pair } : pair;
}
