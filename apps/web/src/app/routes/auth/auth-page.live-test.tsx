import { securitySettingsEndpoints } from "@meridian/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { clearCsrfToken } from "@/lib/api-client";
import { clearAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server and its SEED_DEMO seed (which sets this team-access code): see src/test/live.ts.
const SEEDED_CODE = "meridian-team";

describe("/auth on the real server", () => {
  it("offers a box named for what it takes, and the seeded code typed in it opens the team login", async () => {
    // The admin dashboard's test flips the flag; the box is offered only while it is off.
    await signInAsNew("admin");
    await callEndpoint(securitySettingsEndpoints.update, { body: { teamLoginVisible: false } });
    clearAuthToken();
    clearCsrfToken();

    const user = userEvent.setup();
    const { router } = renderApp("/auth");
    const box = await screen.findByRole("searchbox", { name: "Access code" });
    expect(box.getAttribute("placeholder")).toBe("Access code");
    expect(screen.queryByRole("search")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Team Access" })).toBeNull();

    await user.type(box, `  ${SEEDED_CODE.toUpperCase()} {Enter}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Team Access" })).toBeTruthy();
    expect(router.state.location.search).toBe("?type=admin");
  });
});
