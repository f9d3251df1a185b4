import type { Recommendation } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type StubAnswer, stubApi } from "@/test/api-stub";
import { dropFocusWhenDisabled } from "@/test/chromium-focus";
import { renderApp } from "@/test/render";
import { answerGate, makeRecommendation } from "../test-recommendations";
import { RecommendationsPanel } from "./recommendations-panel";

function recommendation(n: number, name: string): Recommendation {
  const id = `3c9d1e2f-4a5b-4c6d-8e7f-${String(n).padStart(12, "0")}`;
  return makeRecommendation({ id, name }, { matchScore: 80 - n });
}

const harbour = recommendation(1, "Harbour Institute");
const lakeside = recommendation(2, "Lakeside College");
const summit = recommendation(3, "Summit University");

/**
 * A fake of the recommendations endpoints over one list: a choice is stored and the next read
 * shows it (a dismissed university leaves the list). `hold` keeps the choice's answer back until
 * it is released, to look at the page while it waits.
 */
function stubRecommendations(initial: Recommendation[]) {
  let list = initial;
  const gate = answerGate();
  const routes: Record<string, (request: { body: unknown }) => Promise<StubAnswer> | StubAnswer> = {
    "GET /api/recommendations": () => ({
      data: list,
      meta: { total: list.length, missingPreferences: [], computedAt: new Date().toISOString() },
    }),
  };
  for (const rec of initial) {
    routes[`PUT /api/recommendations/${rec.id}`] = async ({ body }) => {
      const { choice } = body as { choice: "saved" | "dismissed" | null };
      await gate.hold();
      list =
        choice === "dismissed"
          ? list.filter((item) => item.id !== rec.id)
          : list.map((item) => (item.id === rec.id ? { ...item, saved: choice === "saved" } : item));
      return { data: { universityId: rec.id, choice } };
    };
  }
  const api = stubApi(routes);
  return { api, answer: gate.answer };
}

function renderPanel() {
  return renderApp("/", {
    children: [{ index: true, element: <RecommendationsPanel onEditPreferences={() => {}} /> }],
  });
}

describe("the recommendations' buttons keep the keyboard focus", () => {
  it("leaves the focus on Save to shortlist while it saves, and on the Saved button it turns into", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    const { answer } = stubRecommendations([harbour, lakeside]);
    renderPanel();
    const save = await screen.findByRole("button", { name: "Save to shortlist: Harbour Institute" });
    await user.click(save);
    // Waiting: it reads as unavailable but keeps the focus (a disabled button drops it in Chromium).
    await waitFor(() => expect(save.getAttribute("aria-disabled")).toBe("true"));
    expect(document.activeElement).toBe(save);

    await answer();
    const saved = await screen.findByRole("button", {
      name: "Saved: remove Harbour Institute from your shortlist",
    });
    expect(document.activeElement).toBe(saved);
    expect(saved.getAttribute("aria-disabled")).toBeNull();

    // And back: removing it from the shortlist keeps the focus on the same button too.
    await user.keyboard("{Enter}");
    await answer();
    const again = await screen.findByRole("button", { name: "Save to shortlist: Harbour Institute" });
    expect(document.activeElement).toBe(again);
  });

  it("moves the focus to the next card's heading when a card is dismissed, or the previous one's at the end", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    const { answer } = stubRecommendations([harbour, lakeside, summit]);
    renderPanel();
    const list = await screen.findByRole("list", { name: "Recommended universities" });

    await user.click(within(list).getByRole("button", { name: "Dismiss Harbour Institute" }));
    await answer();
    await waitFor(() =>
      expect(within(list).queryByRole("article", { name: "Harbour Institute" })).toBeNull(),
    );
    const lakesideHeading = within(list).getByRole("heading", { name: "Lakeside College" });
    await waitFor(() => expect(document.activeElement).toBe(lakesideHeading));
    // Not in the tab order: it only receives the focus from code.
    expect(lakesideHeading.getAttribute("tabindex")).toBe("-1");

    // The last card dismissed: the focus goes back to the one before it.
    await user.click(within(list).getByRole("button", { name: "Dismiss Summit University" }));
    await answer();
    await waitFor(() =>
      expect(within(list).queryByRole("article", { name: "Summit University" })).toBeNull(),
    );
    await waitFor(() => expect(document.activeElement).toBe(lakesideHeading));
  });

  it("moves the focus to the panel's heading when the only card is dismissed", async () => {
    dropFocusWhenDisabled();
    const user = userEvent.setup();
    const { answer } = stubRecommendations([harbour]);
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Dismiss Harbour Institute" }));
    await answer();
    expect(await screen.findByText(/No matches yet/)).toBeTruthy();
    const heading = screen.getByRole("heading", { level: 2, name: "Recommended for you" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("leaves the focus where the user put it when a card goes while they are elsewhere", async () => {
    const user = userEvent.setup();
    const { answer } = stubRecommendations([harbour, lakeside]);
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Dismiss Harbour Institute" }));
    const viewAll = screen.getByRole("link", { name: "View All" });
    viewAll.focus();
    await answer();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Harbour Institute" })).toBeNull());
    expect(document.activeElement).toBe(viewAll);
  });
});
