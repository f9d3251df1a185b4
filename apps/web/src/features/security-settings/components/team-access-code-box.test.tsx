import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { firstThen, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render";
import { CODE_CHECK_DEBOUNCE_MS, TeamAccessCodeBox } from "./team-access-code-box";

function renderBox(onMatch = vi.fn()) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TeamAccessCodeBox onMatch={onMatch} />
    </QueryClientProvider>,
  );
  return onMatch;
}

const codeServer = () =>
  stubApi({
    "POST /api/auth/team-access-code": ({ body }) => ({
      data: { match: (body as { code: string }).code.trim().toLowerCase() === "meridian-team" },
    }),
  });

describe("TeamAccessCodeBox", () => {
  it("asks the server about the typed text on submit and calls onMatch on a match", async () => {
    const user = userEvent.setup();
    const api = codeServer();
    const onMatch = renderBox();
    await user.type(screen.getByRole("searchbox", { name: "Access code" }), "  Meridian-TEAM {Enter}");
    await vi.waitFor(() => expect(onMatch).toHaveBeenCalledOnce());
    expect(api.callsTo("POST /api/auth/team-access-code")[0]?.body).toEqual({ code: "Meridian-TEAM" });
    // The code is never sent to the browser; only the typed text goes up.
    expect(api.callsTo("GET /api/auth/team-login-visibility")).toHaveLength(0);
  });

  it("checks once typing pauses, without a submit", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = codeServer();
    const onMatch = renderBox();
    await user.type(screen.getByRole("searchbox", { name: "Access code" }), "meridian-team");
    expect(api.callsTo("POST /api/auth/team-access-code")).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(CODE_CHECK_DEBOUNCE_MS + 50));
    await vi.waitFor(() => expect(onMatch).toHaveBeenCalledOnce());
    expect(api.callsTo("POST /api/auth/team-access-code")).toHaveLength(1);
  });

  it("shows nothing and calls nothing back on a mismatch or a throttle, and skips short text", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "POST /api/auth/team-access-code": firstThen(
        { data: { match: false } },
        { status: 429, error: { code: "RATE_LIMITED", message: "Too many attempts.", hint: "Wait." } },
      ),
    });
    const onMatch = renderBox();
    const box = screen.getByRole("searchbox", { name: "Access code" });
    await user.type(box, "abc{Enter}");
    expect(api.callsTo("POST /api/auth/team-access-code")).toHaveLength(0);
    await user.type(box, "def{Enter}");
    await vi.waitFor(() => expect(api.callsTo("POST /api/auth/team-access-code")).toHaveLength(1));
    await user.type(box, "g{Enter}");
    await vi.waitFor(() => expect(api.callsTo("POST /api/auth/team-access-code")).toHaveLength(2));
    // The same text is not asked about twice.
    await user.type(box, "{Enter}");
    expect(api.callsTo("POST /api/auth/team-access-code")).toHaveLength(2);
    expect(onMatch).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
