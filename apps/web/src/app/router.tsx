import type { ComponentType } from "react";
import type { RouteObject } from "@/lib/router";
import { type AccessRule, accessRules } from "./guards/access-rules";
import { RouteGuard } from "./guards/route-guard";
import { PublicLayout } from "./layouts/public-layout";
import type { RouteHandle } from "./route-handle";
import { ensureServices } from "./services-loader";

/**
 * Turns a module import into a route's `lazy` loader, which `AppRoutes` calls; every page is its own
 * chunk. The page renders once the services it relies on (data cache, session, realtime) are loaded
 * and mounted.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), ensureServices()]);
    return { Component: pick(module) };
  };
}

/** A page that needs none of the services (the prerendered public pages, decision 050). */
function lazyStandalonePage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A layout route that admits only the users of `rule` to its pages (spec part 1 §4 "Route guard"). */
function guarded(rule: AccessRule, children: RouteObject[]): RouteObject {
  return { element: <RouteGuard rule={rule} />, children };
}

const applicationReaders: AccessRule = { userTypes: ["customer", "team_member"] };

const profilePages = () => import("./routes/shared/profile/profile-pages");

/**
 * The route table of spec part 1 §2. Profile pages are not behind the redirecting guard: they
 * explain their refusals themselves (spec part 1 §6).
 */
export const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyStandalonePage(
      () => import("./routes/public/landing-page"),
      (module) => module.LandingPage,
    ),
  },
  {
    path: "auth",
    lazy: lazyPage(
      () => import("./routes/auth/auth-page"),
      (module) => module.AuthPage,
    ),
    handle: { title: "Sign in" } satisfies RouteHandle,
  },
  {
    path: "auth/forgot-password",
    lazy: lazyPage(
      () => import("./routes/auth/forgot-password-page"),
      (module) => module.ForgotPasswordPage,
    ),
    handle: { title: "Reset your password" } satisfies RouteHandle,
  },
  {
    path: "auth/reset-password",
    lazy: lazyPage(
      () => import("./routes/auth/reset-password-page"),
      (module) => module.ResetPasswordPage,
    ),
    handle: { title: "Choose a new password" } satisfies RouteHandle,
  },
  {
    path: "auth/verify-email",
    lazy: lazyPage(
      () => import("./routes/auth/verify-email-page"),
      (module) => module.VerifyEmailPage,
    ),
    handle: { title: "Confirm your email address" } satisfies RouteHandle,
  },
  {
    path: "unsubscribe",
    lazy: lazyPage(
      () => import("./routes/public/unsubscribe-page"),
      (module) => module.UnsubscribePage,
    ),
    handle: { title: "Unsubscribe" } satisfies RouteHandle,
  },
  {
    path: "auth/staff-invite/:token",
    lazy: lazyPage(
      () => import("./routes/auth/staff-invite-page"),
      (module) => module.StaffInvitePage,
    ),
    handle: { title: "Staff invitation" } satisfies RouteHandle,
  },
  {
    path: "plans",
    lazy: lazyPage(
      () => import("./routes/public/plans-page"),
      (module) => module.PlansPage,
    ),
    handle: {
      title: "Plans",
      description: "Meridian's plans for students: what each includes and what it costs.",
    } satisfies RouteHandle,
  },
  {
    path: "about",
    lazy: lazyStandalonePage(
      () => import("./routes/public/about-page"),
      (module) => module.AboutPage,
    ),
    handle: {
      title: "About",
      description: "What Meridian is, how it helps students study abroad, and how to reach the team.",
    } satisfies RouteHandle,
  },
  // The legal pages, prerendered like About (decision 050), linked from every footer and from registration.
  {
    path: "privacy",
    lazy: lazyStandalonePage(
      () => import("./routes/public/legal/privacy-page"),
      (module) => module.PrivacyPage,
    ),
    handle: {
      title: "Privacy notice",
      description:
        "What Meridian stores about you, why, who sees it, where and for how long, and how to get a copy or have it deleted.",
    } satisfies RouteHandle,
  },
  {
    path: "terms",
    lazy: lazyStandalonePage(
      () => import("./routes/public/legal/terms-page"),
      (module) => module.TermsPage,
    ),
    handle: {
      title: "Terms of use",
      description: "The rules for using Meridian: accounts, uploads, the community, plans and payments.",
    } satisfies RouteHandle,
  },
  // The community is open to everyone, guests too (decision 044); its forms ask guests to sign in,
  // and the server decides who may write.
  {
    path: "community",
    lazy: lazyPage(
      () => import("./routes/public/community/community-page"),
      (module) => module.CommunityPage,
    ),
    handle: {
      title: "Community",
      description:
        "Questions and answers from students studying abroad: admissions, visas, scholarships and student life.",
      layout: "either",
    } satisfies RouteHandle,
  },
  {
    path: "community/post/:postId",
    lazy: lazyPage(
      () => import("./routes/public/community/community-post-page"),
      (module) => module.CommunityPostPage,
    ),
    handle: { title: "Community post", layout: "either" } satisfies RouteHandle,
  },
  {
    path: "community/:category",
    lazy: lazyPage(
      () => import("./routes/public/community/community-category-page"),
      (module) => module.CommunityCategoryPage,
    ),
    handle: { title: "Community", layout: "either" } satisfies RouteHandle,
  },
  // The catalogue is public data (decision 048): guests search it and read each university's page;
  // actions that need an account ask them to sign in and bring them back.
  {
    path: "universities",
    lazy: lazyPage(
      () => import("./routes/shared/universities-page"),
      (module) => module.UniversitiesPage,
    ),
    handle: {
      title: "Universities",
      description: "Search 10,000+ universities worldwide by name, country, city and world rank.",
      layout: "either",
    } satisfies RouteHandle,
  },
  {
    path: "universities/:id",
    lazy: lazyPage(
      () => import("./routes/public/university-page"),
      (module) => module.UniversityPage,
    ),
    handle: { title: "University", layout: "either" } satisfies RouteHandle,
  },
  // Every kind of signed-in user. /settings, /notifications and /counseling have no rule in the
  // spec; each kind has a password, notifications and counselling conversations, so all are admitted.
  guarded(accessRules.signedIn, [
    {
      path: "settings",
      lazy: lazyPage(
        () => import("./routes/shared/settings-page"),
        (module) => module.SettingsPage,
      ),
      handle: { title: "Settings", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "notifications",
      lazy: lazyPage(
        () => import("./routes/shared/notifications-page"),
        (module) => module.NotificationsPage,
      ),
      handle: { title: "Notifications", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "counseling",
      lazy: lazyPage(
        () => import("./routes/shared/counseling-page"),
        (module) => module.CounselingPage,
      ),
      handle: { title: "Counseling", layout: "app" } satisfies RouteHandle,
    },
  ]),
  guarded(accessRules.customer, [
    {
      path: "dashboard/student",
      lazy: lazyPage(
        () => import("./routes/customer/student-dashboard-page"),
        (module) => module.StudentDashboardPage,
      ),
      handle: { title: "Student dashboard", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "applications",
      lazy: lazyPage(
        () => import("./routes/customer/applications-page"),
        (module) => module.ApplicationsPage,
      ),
      handle: { title: "My Applications", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "documents",
      lazy: lazyPage(
        () => import("./routes/customer/documents-page"),
        (module) => module.DocumentsPage,
      ),
      handle: { title: "Document Management", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "student/shortlist",
      lazy: lazyPage(
        () => import("./routes/customer/shortlist-page"),
        (module) => module.ShortlistPage,
      ),
      handle: { title: "My shortlist", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "checkout/:planId",
      lazy: lazyPage(
        () => import("./routes/customer/checkout-page"),
        (module) => module.CheckoutPage,
      ),
      handle: { title: "Checkout", layout: "app" } satisfies RouteHandle,
    },
  ]),
  // An application's page: its student, and staff who work with students (the server decides which).
  guarded(applicationReaders, [
    {
      path: "applications/:id",
      lazy: lazyPage(
        () => import("./routes/shared/application-detail-page"),
        (module) => module.ApplicationDetailPage,
      ),
      handle: { title: "Application", layout: "app" } satisfies RouteHandle,
    },
  ]),
  guarded(accessRules.customerOrCompany, [
    {
      path: "dashboard",
      lazy: lazyPage(
        () => import("./routes/customer/dashboard-index-page"),
        (module) => module.DashboardIndexPage,
      ),
      handle: { title: "Dashboard", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "student/chat",
      lazy: lazyPage(
        () => import("./routes/customer/student-chat-page"),
        (module) => module.StudentChatPage,
      ),
      handle: { title: "Chat", layout: "app" } satisfies RouteHandle,
    },
  ]),
  guarded(accessRules.company, [
    {
      path: "dashboard/company",
      lazy: lazyPage(
        () => import("./routes/company/company-dashboard-page"),
        (module) => module.CompanyDashboardPage,
      ),
      handle: { title: "Company dashboard", layout: "app" } satisfies RouteHandle,
    },
  ]),
  guarded(accessRules.team, [
    {
      path: "dashboard/team",
      lazy: lazyPage(
        () => import("./routes/team/team-dashboard-page"),
        (module) => module.TeamDashboardPage,
      ),
      handle: { title: "Team dashboard", layout: "app" } satisfies RouteHandle,
    },
  ]),
  // Staff who work students; the server decides which students (their own, or all for an admin).
  guarded(accessRules.staff, [
    {
      path: "dashboard/team/student/:studentId",
      lazy: lazyPage(
        () => import("./routes/team/student-profile-page"),
        (module) => module.StudentProfilePage,
      ),
      handle: { title: "Student profile", layout: "app" } satisfies RouteHandle,
    },
  ]),
  guarded(accessRules.admin, [
    {
      path: "dashboard/admin",
      lazy: lazyPage(
        () => import("./routes/admin/admin-dashboard-page"),
        (module) => module.AdminDashboardPage,
      ),
      handle: { title: "Admin dashboard", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "dashboard/admin/students",
      lazy: lazyPage(
        () => import("./routes/admin/admin-students-page"),
        (module) => module.AdminStudentsPage,
      ),
      handle: { title: "Students and counselors", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "dashboard/admin/plans",
      lazy: lazyPage(
        () => import("./routes/admin/admin-plans-page"),
        (module) => module.AdminPlansPage,
      ),
      handle: { title: "Plans", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "dashboard/admin/payments",
      lazy: lazyPage(
        () => import("./routes/admin/admin-payments-page"),
        (module) => module.AdminPaymentsPage,
      ),
      handle: { title: "Payments", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "dashboard/admin/support",
      lazy: lazyPage(
        () => import("./routes/admin/admin-support-page"),
        (module) => module.AdminSupportPage,
      ),
      handle: { title: "Support requests", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "dashboard/admin/mail",
      lazy: lazyPage(
        () => import("./routes/admin/admin-mail-page"),
        (module) => module.AdminMailPage,
      ),
      handle: { title: "Mail", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "dashboard/admin/community",
      lazy: lazyPage(
        () => import("./routes/admin/admin-community-page"),
        (module) => module.AdminCommunityPage,
      ),
      handle: { title: "Community moderation", layout: "app" } satisfies RouteHandle,
    },
    {
      path: "test/conversions",
      lazy: lazyPage(
        () => import("./routes/admin/conversion-test-page"),
        (module) => module.ConversionTestPage,
      ),
      handle: { title: "Conversion testing", layout: "app" } satisfies RouteHandle,
    },
  ]),
  {
    path: "profile",
    lazy: lazyPage(profilePages, (module) => module.ProfilePage),
    handle: { title: "Profile", layout: "app" } satisfies RouteHandle,
  },
  {
    path: "dashboard/admin/profile",
    lazy: lazyPage(profilePages, (module) => module.AdminProfilePage),
    handle: { title: "Admin profile", layout: "app" } satisfies RouteHandle,
  },
  {
    path: "dashboard/counselor/profile",
    lazy: lazyPage(profilePages, (module) => module.CounselorProfilePage),
    handle: { title: "Counselor profile", layout: "app" } satisfies RouteHandle,
  },
  {
    path: "dashboard/company/profile",
    lazy: lazyPage(profilePages, (module) => module.CompanyProfilePage),
    handle: { title: "Company profile", layout: "app" } satisfies RouteHandle,
  },
  {
    path: "*",
    lazy: lazyStandalonePage(
      () => import("./routes/public/not-found-page"),
      (module) => module.NotFoundPage,
    ),
    handle: { title: "Page not found", layout: "either" } satisfies RouteHandle,
  },
];

/** The whole tree: one root, the layout around every page. */
export function createAppRoutes(children: RouteObject[] = pageRoutes): RouteObject[] {
  return [{ path: "/", element: <PublicLayout />, children }];
}
