import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToastState } from "@/lib/use-toast";
import { type StubAnswer, stubApi } from "@/test/api-stub";
import { dropFocusWhenDisabled } from "@/test/chromium-focus";
import { renderApp } from "@/test/render";
import { answerGate, makeRecommendation } from "../test-recommendations";
import { ShortlistToggle } from "./shortlist-toggle";

const university = { id: "3c9d1e2f-4a5b-4c6d-8e7f-000000000007", name: "Harbour Institute" };

/**
 * GET /api/recommendations over a shortlist (the university is listed only while saved, as one
 * outside the top matches is), and a PUT held until `answer()` lets it give `reply`.
 */
function stubShortlist(
  reply: (choice: "saved" | null) => StubAnswer = (choice) => ({
    data: { universityId: university.id, choice },
  }),
) {
  let saved = false;
  const gate = answerGate();
  const api = stubApi({
    "GET /api/recommendations": () => ({
      data: saved
        ? [makeRecommendation({ ...university, country: "Iceland" }, { matchScore: 20, saved: true })]
        : [],
      meta: { total: saved ? 1 : 0, missingPreferences: [], computedAt: new Date().toISOString() },
    }),
    [`PUT /api/recommendations/${university.id}`]: async ({ body }) => {
      const { choice } = body as { choice: "saved" | null };
      await gate.hold();
      const answer = reply(choice);
      if (!answer.error) saved = choice === "saved";
      return answer;
    },
  });
  return { api, answer: gate.answer };
}

function renderToggle() {
  return renderApp("/", {
    children: [{ index: true, element: <ShortlistToggle university={university} /> }],
  });
}

describe("Save to shortlist on a university's page", () => {
  it("waits as pending with the focus kept, then reads Saved, and back", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    const { api, answer } = stubShortlist();
    renderToggle();
    const toggle = await screen.findByRole("button", { name: "Save to shortlist: Harbour Institute" });
    await waitFor(() => expect(toggle.getAttribute("aria-disabled")).toBeNull());
    expect(toggle.textContent).toBe("Save to shortlist");

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-disabled")).toBe("true"));
    expect(toggle.hasAttribute("disabled")).toBe(false);
    expect(document.activeElement).toBe(toggle);
    // A second press while it waits sends nothing.
    await user.click(toggle);
    await answer();
    await waitFor(() => expect(toggle.textContent).toBe("Saved to shortlist"));
    expect(toggle.getAttribute("aria-label")).toBe("Saved to shortlist: Harbour Institute");
    expect(toggle.textContent).toBe("Saved to shortlist");
    expect(toggle.getAttribute("aria-disabled")).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(getToastState().toasts[0]?.title).toBe("Saved to your shortlist");
    expect(api.callsTo(`PUT /api/recommendations/${university.id}`).map((c) => c.body)).toEqual([
      { choice: "saved" },
    ]);

    await user.keyboard("{Enter}");
    await answer();
    await waitFor(() => expect(toggle.textContent).toBe("Save to shortlist"));
    expect(toggle.textContent).toBe("Save to shortlist");
    expect(getToastState().toasts[0]?.title).toBe("Removed from your shortlist");
    expect(api.callsTo(`PUT /api/recommendations/${university.id}`).at(-1)?.body).toEqual({ choice: null });
  });

  it("shows a refusal under the button instead of a passing toast, and clears it on the next press", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { answer } = stubShortlist((choice) =>
      refuse
        ? { status: 404, error: { code: "NOT_FOUND", message: "University not found" } }
        : { data: { universityId: university.id, choice } },
    );
    renderToggle();
    const toggle = await screen.findByRole("button", { name: "Save to shortlist: Harbour Institute" });
    await waitFor(() => expect(toggle.getAttribute("aria-disabled")).toBeNull());
    await user.click(toggle);
    await answer();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your shortlist was not changed");
    expect(alert.textContent).toContain("University not found");
    expect(getToastState().toasts).toHaveLength(0);
    expect(toggle.textContent).toBe("Save to shortlist");

    refuse = false;
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await answer();
    await waitFor(() => expect(toggle.textContent).toBe("Saved to shortlist"));
  });
});
