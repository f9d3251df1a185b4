import { MapPinOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/auth/hooks/use-session";
import { catalogueHref } from "@/features/universities/catalogue-links";
import { CatalogueSearchFields } from "@/features/universities/components/catalogue-search-fields";
import { Link, useNavigate } from "@/lib/router";
import { homePathFor } from "../../layouts/account-links";
import { focusHeadingState } from "../../layouts/focus-on-navigation";

/** Search the catalogue from the page that was not found. */
function UniversitySearchBox() {
  const [text, setText] = useState("");
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(catalogueHref({ search: text }), { state: focusHeadingState });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and to the test DOM; the role is understood everywhere.
    <form role="search" aria-label="Universities" onSubmit={submit} className="flex w-full max-w-md gap-2">
      <CatalogueSearchFields value={text} onChange={setText} placeholder="University, city or country" />
    </form>
  );
}

/**
 * The not-found page: the spec's title (part 1 §2), then ways on instead of its developer hint
 * ("Did you forget to add the page to the router?" told a visitor nothing): a catalogue search,
 * home, the catalogue, the community, and sign-in or the visitor's own dashboard.
 */
export function NotFoundPage() {
  const { user } = useSession();
  const links = [
    { label: "Home", to: "/" },
    { label: "Browse universities", to: "/universities" },
    { label: "Community", to: "/community" },
    user ? { label: "Your dashboard", to: homePathFor(user) } : { label: "Sign in", to: "/auth" },
  ];
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <MapPinOff aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        There is no page at this address. It may have moved, or the link may be mistyped. Search for a
        university, or go on from one of these pages.
      </p>
      <div className="mt-8 flex w-full justify-center">
        <UniversitySearchBox />
      </div>
      <nav aria-label="Pages to go on to" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {links.map((link, index) => (
            <li key={link.to}>
              <Button asChild variant={index === 0 ? "primary" : "outline"} size="lg">
                <Link to={link.to}>{link.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
