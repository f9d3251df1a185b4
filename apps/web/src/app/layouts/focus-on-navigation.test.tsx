import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Link, MemoryRouter, useRoutes, useSearchParams } from "@/lib/router";
import { FocusOnNavigation, focusHeadingState } from "./focus-on-navigation";

/** A page whose heading is a placeholder until its record arrives, then another element. */
let showPost: () => void = () => {};
function PostPage() {
  const [loaded, setLoaded] = useState(false);
  showPost = () => setLoaded(true);
  return loaded ? (
    <article>
      <h1>Moving to Toronto</h1>
    </article>
  ) : (
    <div role="status">
      <h1>Loading post</h1>
    </div>
  );
}

/** One path, two screens chosen by the query, as /auth and /auth?type=student are. */
function AuthPage() {
  const [params] = useSearchParams();
  if (params.get("type") === "student") return <h1>Student sign in</h1>;
  return (
    <>
      <h1>Welcome to Meridian</h1>
      <Link to="/auth?type=student" state={focusHeadingState}>
        Sign In
      </Link>
      <Link to="/auth?type=company">Company</Link>
    </>
  );
}

/** A page that opens a filter's popover as it renders (a link asked for it), focus inside. */
function FilterPage() {
  return (
    <>
      <h1>Find Your Perfect University</h1>
      <div role="dialog" aria-label="Country" data-state="open">
        {/* biome-ignore lint/a11y/noAutofocus: the popover takes the focus as it opens, as Radix's does. */}
        <input aria-label="Search countries" autoFocus />
      </div>
    </>
  );
}

function Pages() {
  return useRoutes([
    {
      path: "/",
      element: (
        <>
          <Link to="/post">Open the post</Link>
          <Link to="/universities">Country</Link>
        </>
      ),
    },
    { path: "/universities", element: <FilterPage /> },
    { path: "/post", element: <PostPage /> },
    { path: "/auth", element: <AuthPage /> },
  ]);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main id="main-content" tabIndex={-1}>
        <Pages />
      </main>
      <FocusOnNavigation />
    </MemoryRouter>,
  );
}

describe("FocusOnNavigation", () => {
  it("hands the focus on when the page replaces its heading with the record's", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("link", { name: "Open the post" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Loading post" })),
    );
    act(() => showPost());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Moving to Toronto" })),
    );
  });

  it("leaves the focus in a popover the new page opened as it rendered", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("link", { name: "Country" }));
    const search = await screen.findByRole("textbox", { name: "Search countries" });
    await waitFor(() => expect(document.activeElement).toBe(search));
    // Still there once the page has settled (the heading is not taken meanwhile).
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(document.activeElement).toBe(search);
  });

  it("moves focus to the heading on a same-path navigation that asks for it, and only then", async () => {
    const user = userEvent.setup();
    renderAt("/auth");
    await user.click(screen.getByRole("link", { name: "Sign In" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Student sign in" })),
    );
  });

  it("leaves focus where it is on a same-path navigation that does not ask", async () => {
    const user = userEvent.setup();
    renderAt("/auth");
    const company = screen.getByRole("link", { name: "Company" });
    await user.click(company);
    expect(document.activeElement).toBe(company);
  });
});
