import type { LoginResponse } from "@meridian/contract";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { describe, expect, it } from "vitest";
import { apiRequest } from "@/lib/api-client";
import { signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { blockStorageWrites } from "@/test/blocked-storage";
import { createTestQueryClient } from "@/test/render";
import { type Session, useSession } from "../hooks/use-session";
import { SessionProvider } from "./session-provider";

let current: Session | null = null;

function Probe() {
  current = useSession();
  const { user, isLoading } = current;
  return <p>{isLoading ? "loading" : user ? `user:${user.email}` : "guest"}</p>;
}

function renderSession() {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const session = () => {
  if (!current) throw new Error("no session rendered");
  return current;
};

describe("session (spec part 1 §4)", () => {
  it("starts loading, then holds the user the session call returns", async () => {
    stubApi(signedInAs(testUsers.admin));
    renderSession();
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("user:admin@meridian.demo")).toBeTruthy();
  });

  it("is a guest at once without a stored token, and makes no call", async () => {
    const api = stubApi();
    renderSession();
    expect(await screen.findByText("guest")).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it("login stores the token, refreshes the CSRF token, sets the user and pauses 100 ms", async () => {
    const api = stubApi();
    renderSession();
    await screen.findByText("guest");
    const response: LoginResponse = { user: testUsers.student, token: "fresh-token" };
    const started = Date.now();
    await act(() => session().login(response));
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(window.localStorage.getItem("auth_token")).toBe("fresh-token");
    expect(api.callsTo("GET /api/auth/csrf-token")).toHaveLength(1);
    expect(screen.getByText("user:student@meridian.demo")).toBeTruthy();
  });

  it("login fails, leaving the visitor signed out, when the token cannot be stored", async () => {
    stubApi();
    renderSession();
    await screen.findByText("guest");
    blockStorageWrites();
    await expect(session().login({ user: testUsers.student, token: "t" })).rejects.toThrow(
      "Login failed. Please try again.",
    );
    expect(screen.getByText("guest")).toBeTruthy();
  });

  it("logout clears token and user and fetches a new CSRF token even when the server call fails", async () => {
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "POST /api/auth/logout": { status: 500, error: { code: "INTERNAL_ERROR", message: "Down" } },
    });
    renderSession();
    await screen.findByText("user:student@meridian.demo");
    await act(() => session().logout());
    expect(await screen.findByText("guest")).toBeTruthy();
    expect(window.localStorage.getItem("auth_token")).toBeNull();
    expect(api.callsTo("POST /api/auth/logout")).toHaveLength(1);
    // One token for the logout call itself, one fresh token afterwards.
    await waitFor(() => expect(api.callsTo("GET /api/auth/csrf-token")).toHaveLength(2));
  });

  it("drops the previous user's cached data at logout", async () => {
    stubApi({ ...signedInAs(testUsers.admin), "POST /api/auth/logout": { data: { message: "Signed out" } } });
    const queryClient = renderSession();
    await screen.findByText("user:admin@meridian.demo");
    queryClient.setQueryData(["/api/admin/company-accounts"], [testUsers.company]);
    await act(() => session().logout());
    await waitFor(() => expect(queryClient.getQueryData(["/api/admin/company-accounts"])).toBeUndefined());
  });

  it("does not fetch a signed-in screen's query again, signed out, when that screen re-renders during logout", async () => {
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/notifications/unread-count": { data: { count: 2 } },
      "POST /api/auth/logout": { data: { message: "Signed out" } },
    });
    const countPath = "/api/notifications/unread-count";
    const countKey = [countPath];
    let rerenderBadge = () => {};
    // Stands for the bell: it re-renders on its own (a socket state change) while the session ends.
    function Badge() {
      const [, setTick] = useState(0);
      rerenderBadge = () => setTick((tick) => tick + 1);
      const count = useQuery({
        queryKey: countKey,
        queryFn: () => apiRequest<{ count: number }>(countPath),
      });
      return <p>unread:{count.data?.count ?? "-"}</p>;
    }
    function SignedInOnly() {
      return useSession().user ? <Badge /> : null;
    }
    const queryClient = createTestQueryClient();
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "removed" && event.query.queryKey[0] === countPath) flushSync(() => rerenderBadge());
    });
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Probe />
          <SignedInOnly />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("unread:2")).toBeTruthy();
    await act(() => session().logout());
    expect(await screen.findByText("guest")).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryData(countKey)).toBeUndefined());
    expect(api.callsTo("GET /api/notifications/unread-count")).toHaveLength(1);
  });

  it("asks again who is signed in when another call answers 401, and signs out if the session ended", async () => {
    let sessionAlive = true;
    stubApi({
      "GET /api/auth/me": () =>
        sessionAlive
          ? { data: testUsers.student }
          : { status: 401, error: { code: "AUTH_SESSION_EXPIRED", message: "Session expired" } },
      "GET /api/applications": {
        status: 401,
        error: { code: "AUTH_SESSION_EXPIRED", message: "Session expired" },
      },
    });
    window.localStorage.setItem("auth_token", "soon-revoked");
    function Applications() {
      useQuery({ queryKey: ["/api/applications"], queryFn: () => apiRequest("/api/applications") });
      return null;
    }
    const queryClient = renderSession();
    await screen.findByText("user:student@meridian.demo");
    sessionAlive = false;
    render(
      <QueryClientProvider client={queryClient}>
        <Applications />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("guest")).toBeTruthy();
    expect(window.localStorage.getItem("auth_token")).toBeNull();
  });
});
