import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { DashboardIntro } from "../shared/dashboard-intro";

/** The frame of a page under the admin dashboard: the way back, the page's name and what it is for. */
export function AdminSubpage({
  title,
  description,
  badge = "Admin Dashboard",
  children,
}: {
  title: string;
  description: string;
  badge?: string;
  children: ReactNode;
}) {
  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <Link to="/dashboard/admin" className={buttonClasses("link", "md", "justify-self-start")}>
        <ArrowLeft aria-hidden="true" />
        Back to the admin dashboard
      </Link>
      <DashboardIntro badge={badge} title={title} description={description} />
      {children}
    </section>
  );
}
