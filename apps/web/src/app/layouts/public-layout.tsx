import { lazy, Suspense, useEffect } from "react";
import { useSession } from "@/features/auth/hooks/use-session";
import { readAuthToken } from "@/lib/auth-token";
import { useRouteMeta } from "@/lib/page-meta";
import { Outlet, useLocation } from "@/lib/router";
import { useHydrated } from "@/lib/use-hydrated";
import { type PageLayout, useRouteHandle, useRouteState } from "../route-handle";
import { AppFooter } from "./app-footer";
import { FocusOnNavigation } from "./focus-on-navigation";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";
import { ScrollRestoration } from "./scroll-restoration";
import { useFinishSignOut } from "./use-sign-out";

// Signed-in screens only: loaded with the session, never part of the landing page's first load.
const loadSignedInHeader = () => import("./signed-in-header");
const SignedInHeader = lazy(() =>
  loadSignedInHeader().then((module) => ({ default: module.SignedInHeader })),
);

// The reminder to confirm the address: signed-in students only, loaded like their header.
const VerifyEmailBanner = lazy(() =>
  import("@/features/email-verification/components/verify-email-banner").then((module) => ({
    default: module.VerifyEmailBanner,
  })),
);

function useDocumentTitle(): void {
  const handle = useRouteHandle();
  useRouteMeta(handle?.title, handle?.description);
}

/** Whether the page gets the app's one-line footer rather than the site's marketing one. */
function showsAppFooter(layout: PageLayout, signedIn: boolean): boolean {
  return layout === "app" || (layout === "either" && signedIn);
}

// Links such as /about#contact point into pages that load on demand, after the browser's own
// fragment scroll has given up; scroll once the page has rendered.
function HashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation (key) to the same hash must scroll again.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: "start" });
  }, [hash, key]);
  return null;
}

// Page chunks load on demand; a thin bar tells the visitor the click was taken.
function NavigationProgress() {
  if (!useRouteState().pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse-soft bg-gradient-to-r from-primary via-accent to-primary"
    />
  );
}

/**
 * Header (the signed-in one when there is a user), main landmark and footer around every page: the
 * footer the route table gives the page (`RouteHandle.layout`).
 */
export function PublicLayout() {
  useDocumentTitle();
  useFinishSignOut();
  const session = useSession();
  const layout = useRouteHandle()?.layout ?? "public";
  // Prerendered pages show the guest header; a stored session is the browser's to know, after hydration.
  const hydrated = useHydrated();
  const user = hydrated ? session.user : null;
  const isLoading = hydrated && session.isLoading;
  // While a stored session is checked, its header loads beside it (a guest, with no token, never
  // needs it: the session query of a guest is pending for good).
  const mayBeSignedIn = session.user !== null || (session.isLoading && readAuthToken() !== null);
  useEffect(() => {
    if (mayBeSignedIn) void loadSignedInHeader();
  }, [mayBeSignedIn]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {user ? (
        <Suspense fallback={null}>
          <SignedInHeader user={user} />
        </Suspense>
      ) : (
        <PublicHeader sessionPending={isLoading} />
      )}
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        {/* In the page's landmark, as all content must be; fixed, it still draws at the top. */}
        <NavigationProgress />
        {user && user.userType === "customer" && !user.emailVerified ? (
          <Suspense fallback={null}>
            <VerifyEmailBanner user={user} />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      {showsAppFooter(layout, user !== null) ? <AppFooter /> : <PublicFooter />}
      <ScrollRestoration />
      <HashScroll />
      <FocusOnNavigation />
    </div>
  );
}
