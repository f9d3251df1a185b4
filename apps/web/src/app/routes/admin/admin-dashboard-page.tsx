import {
  BadgeDollarSign,
  FlaskConical,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  ShieldAlert,
  UserCog,
} from "lucide-react";
import { useSession } from "@/features/auth/hooks/use-session";
import { CompanyMessagesPanel } from "@/features/chat/admin/company-messages-panel";
import { CompanyAccountsPanel } from "@/features/company-accounts/admin/company-accounts-panel";
import { SecurityEventsPanel } from "@/features/security-events/admin/security-events-panel";
import { TeamAccessPanel } from "@/features/security-settings/admin/team-access-panel";
import { StaffInvitationsPanel } from "@/features/staff-invitations/admin/staff-invitations-panel";
import { useConversionTestStatus } from "@/features/subscriptions/api/conversion-test";
import { CataloguePanel } from "@/features/universities/admin/catalogue-panel";
import { DashboardIntro, DashboardLinks } from "../shared/dashboard-intro";

const adminLinks = [
  {
    to: "/dashboard/team",
    title: "Team dashboard",
    text: "Work every student and application of the team, with the analytics and each member's load.",
    icon: LayoutDashboard,
  },
  {
    to: "/dashboard/admin/students",
    title: "Students and counselors",
    text: "Assign students to counselors, see each counselor's load and set the automatic rule.",
    icon: UserCog,
  },
  {
    to: "/dashboard/admin/plans",
    title: "Plans",
    text: "Create and edit subscription plans, and choose which ones students can buy.",
    icon: BadgeDollarSign,
  },
  {
    to: "/dashboard/admin/payments",
    title: "Payments",
    text: "Approve offline payments with their evidence, or reject a request with a reason.",
    icon: Inbox,
  },
  {
    to: "/dashboard/admin/support",
    title: "Support requests",
    text: "Read what visitors and users wrote to support, answer by email and mark each message handled.",
    icon: LifeBuoy,
  },
  {
    to: "/dashboard/admin/mail",
    title: "Mail",
    text: "Read every mail the product sent or keeps in its outbox, as its recipient sees it.",
    icon: Mail,
  },
  {
    to: "/dashboard/admin/community",
    title: "Community moderation",
    text: "Act on reported and held posts and comments, warn or suspend authors, and keep the blocked words.",
    icon: ShieldAlert,
  },
] as const;

/** Offered only where the server runs the test panel (never in production, nor without a webhook secret). */
const conversionTestingLink = {
  to: "/test/conversions",
  title: "Conversion testing",
  text: "See how a purchase converts a student, and send a signed test webhook.",
  icon: FlaskConical,
} as const;

/** /dashboard/admin: the team dashboard, students and counselors, plans, payments, support requests, conversion testing, staff invitations, security events, team access, company accounts, their messages and the university catalogue. */
export function AdminDashboardPage() {
  const { user } = useSession();
  // Until the server has said the panel works here, the card stays away rather than come and go.
  const testPanel = useConversionTestStatus();
  const links = testPanel.data?.enabled ? [...adminLinks, conversionTestingLink] : adminLinks;
  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <DashboardIntro
        badge="Admin Dashboard"
        title={`Welcome back, ${user?.firstName || "Admin"}`}
        description="Invite your team, give students their counselors, watch what the server refuses, decide how staff sign in, open accounts for companies, answer their messages and keep the university catalogue up to date."
      />
      <DashboardLinks links={links} label="Admin areas" />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <StaffInvitationsPanel />
          <SecurityEventsPanel />
        </div>
        <div className="grid gap-6">
          <TeamAccessPanel />
          <CompanyAccountsPanel />
        </div>
      </div>
      <CompanyMessagesPanel />
      <CataloguePanel />
    </section>
  );
}
