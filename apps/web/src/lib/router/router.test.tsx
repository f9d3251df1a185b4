import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import {
  BrowserRouter,
  Link,
  type Location,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  type RouteObject,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  usePreventScrollReset,
  useRoutes,
  useSearchParams,
} from ".";

/** The location and how it was reached, as the app's shell reads them. */
function Where() {
  const { pathname, search, hash, state } = useLocation();
  const type = useNavigationType();
  const keepScroll = usePreventScrollReset();
  return (
    <output aria-label="where">
      {`${type} ${pathname}${search}${hash} ${JSON.stringify(state)}${keepScroll ? " keep-scroll" : ""}`}
    </output>
  );
}

function where() {
  return screen.getByRole("status", { name: "where" }).textContent;
}

function Layout() {
  return (
    <>
      <nav>
        <NavLink to="/universities" className={({ isActive }) => (isActive ? "on" : "off")}>
          Universities
        </NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
      </nav>
      <Outlet />
    </>
  );
}

function University() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>University {id}</h1>
      <p>Tab {params.get("tab") ?? "none"}</p>
      <button
        type="button"
        onClick={() => setParams({ tab: "fees" }, { replace: true, preventScrollReset: true })}
      >
        Fees
      </button>
      <button type="button" onClick={() => navigate("/", { state: { from: id } })}>
        Home with state
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: "/",
    element: <Layout />,
    children: [
      { index: true, element: <Link to="/universities/eth?tab=rank">To ETH</Link> },
      { path: "universities", element: <h1>Universities</h1> },
      { path: "universities/:id", Component: University },
      { path: "old-plans", element: <Navigate to="/plans" replace state={{ moved: true }} /> },
      { path: "*", element: <h1>Not found</h1> },
    ],
  },
];

function App() {
  return (
    <>
      <Where />
      {useRoutes(routes)}
    </>
  );
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("MemoryRouter", () => {
  it("renders the matched routes, follows links and steps back", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/"]}>
        <App />
      </MemoryRouter>,
    );
    expect(where()).toBe("POP / null");
    await user.click(screen.getByRole("link", { name: "To ETH" }));
    expect(screen.getByRole("heading", { name: "University eth" })).toBeTruthy();
    expect(screen.getByText("Tab rank")).toBeTruthy();
    expect(where()).toBe("PUSH /universities/eth?tab=rank null");
    // The parent link is current below its page; the home link only at its own.
    expect(screen.getByRole("link", { name: "Universities" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Universities" }).className).toBe("on");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Fees" }));
    expect(screen.getByText("Tab fees")).toBeTruthy();
    expect(where()).toBe("REPLACE /universities/eth?tab=fees null keep-scroll");

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(where()).toBe("POP / null");
  });

  it("redirects with Navigate, replacing the entry and giving its state", async () => {
    render(
      <MemoryRouter initialEntries={["/old-plans"]}>
        <App />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
    expect(where()).toBe('REPLACE /plans {"moved":true}');
  });
  it("replaces only the current entry, keeping those ahead of it", async () => {
    const user = userEvent.setup();
    function Steps() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate(-1)}>
            Back
          </button>
          <button type="button" onClick={() => navigate("?sort=name", { replace: true })}>
            Sort
          </button>
          <button type="button" onClick={() => navigate(1)}>
            Forward
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={["/universities", "/universities/eth"]}>
        <Where />
        <Steps />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(where()).toBe("POP /universities null");
    await user.click(screen.getByRole("button", { name: "Sort" }));
    expect(where()).toBe("REPLACE /universities?sort=name null");
    await user.click(screen.getByRole("button", { name: "Forward" }));
    expect(where()).toBe("POP /universities/eth null");
  });
});

describe("BrowserRouter", () => {
  it("keeps the address bar and history in step, and follows Back", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/universities/mit");
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    expect(where()).toBe("POP /universities/mit null");
    const first = window.history.state;

    await user.click(screen.getByRole("button", { name: "Home with state" }));
    expect(window.location.pathname).toBe("/");
    expect(where()).toBe('PUSH / {"from":"mit"}');
    const pushed = window.history.state as { usr: unknown; key: string };
    expect(pushed.usr).toEqual({ from: "mit" });

    // The browser steps back: the entry's own state and key come back with it.
    act(() => {
      window.history.replaceState(first, "", "/universities/mit");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("heading", { name: "University mit" })).toBeTruthy();
    expect(where()).toBe("POP /universities/mit null");
  });

  it("gives each page load's first entry a key of its own, kept over a reload", () => {
    const keys: string[] = [];
    function Key() {
      keys.push(useLocation().key);
      return null;
    }
    for (const path of ["/a", "/b"]) {
      window.history.replaceState(null, "", path);
      const { unmount } = render(
        <BrowserRouter>
          <Key />
        </BrowserRouter>,
      );
      unmount();
    }
    const [a, b] = [keys[0], keys.at(-1)];
    expect(a).not.toBe(b);
    expect((window.history.state as { key: string }).key).toBe(b);
    // A reload of the same entry: the browser gives its state back, and the key with it.
    render(
      <BrowserRouter>
        <Key />
      </BrowserRouter>,
    );
    expect(keys.at(-1)).toBe(b);
  });

  it("leaves a click with a modifier key to the browser", async () => {
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    const link = screen.getByRole("link", { name: "To ETH" });
    expect(link.getAttribute("href")).toBe("/universities/eth?tab=rank");
    let prevented: boolean | undefined;
    link.addEventListener("click", (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    await user.keyboard("[ControlLeft>]");
    await user.click(link);
    await user.keyboard("[/ControlLeft]");
    expect(prevented).toBe(false);
    expect(where()).toBe("POP / null");
  });
});

describe("useRoutes given another location", () => {
  it("renders that location's routes, whose elements see it as theirs", async () => {
    const user = userEvent.setup();
    function KeptAt() {
      return <p>Kept at {useLocation().pathname}</p>;
    }
    // A page kept on screen while the router has moved on, as AppRoutes keeps one while the next loads.
    function KeptPage() {
      const kept = useRef(useLocation());
      const routes: RouteObject[] = [{ path: "*", element: <KeptAt /> }];
      return useRoutes(routes, kept.current);
    }
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Where />
        <Link to="/universities/mit">Next</Link>
        <KeptPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("link", { name: "Next" }));
    expect(where()).toBe("PUSH /universities/mit null");
    expect(screen.getByText("Kept at /")).toBeTruthy();
  });

  it("keeps the page mounted when the location it shows becomes the router's", async () => {
    const user = userEvent.setup();
    let mounts = 0;
    function Page() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>At {useLocation().search || "no query"}</p>;
    }
    const routes: RouteObject[] = [{ path: "*", element: <Page /> }];
    function Shell({ kept }: { kept: boolean }) {
      const location = useLocation();
      const first = useRef(location);
      return useRoutes(routes, kept ? first.current : location);
    }
    function Toggle() {
      const [kept, setKept] = useState(true);
      return (
        <>
          <Link to="?tab=2">Query</Link>
          <button type="button" onClick={() => setKept(false)}>
            Catch up
          </button>
          <Shell kept={kept} />
        </>
      );
    }
    render(
      <MemoryRouter>
        <Toggle />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("link", { name: "Query" }));
    expect(screen.getByText("At no query")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Catch up" }));
    expect(screen.getByText("At ?tab=2")).toBeTruthy();
    expect(mounts).toBe(1);
  });
});

describe("StaticRouter", () => {
  it("renders one location, its query included", () => {
    let seen: Location | undefined;
    function Probe() {
      seen = useLocation();
      return null;
    }
    render(
      <StaticRouter location="/universities/eth?tab=fees">
        <Probe />
        <App />
      </StaticRouter>,
    );
    expect(screen.getByText("Tab fees")).toBeTruthy();
    expect(seen?.key).toBe("default");
  });
});

describe("hooks outside a router", () => {
  it("say so", () => {
    function Lost() {
      useLocation();
      return null;
    }
    expect(() => render(<Lost />)).toThrow("useLocation is used outside a router");
  });
});
