import { dashboardPathFor } from "@meridian/contract";
import { CompanyInformation } from "@/features/company-profiles/components/company-information";
import { OwnStudyProfile } from "@/features/student-profile/components/own-study-profile";
import { accessRules } from "../../../guards/access-rules";
import { ProfileGate } from "./profile-gate";
import { ProfileView } from "./profile-view";

/** /profile: every kind of signed-in user. */
export function ProfilePage() {
  return (
    <ProfileGate rule={accessRules.signedIn} denied={{ title: "Access Denied", message: "" }}>
      {(user) => (
        <ProfileView
          user={user}
          title="My Profile"
          company={user.userType === "company_profile" ? <CompanyInformation /> : undefined}
          study={user.userType === "customer" ? <OwnStudyProfile /> : undefined}
          back={{ to: dashboardPathFor(user.userType, user.teamRole), label: "Back to dashboard" }}
        />
      )}
    </ProfileGate>
  );
}

/** /dashboard/admin/profile: admins only. */
export function AdminProfilePage() {
  return (
    <ProfileGate
      rule={accessRules.admin}
      denied={{ title: "Admin Access Required", message: "This page is only accessible to admin users." }}
    >
      {(user) => (
        <ProfileView
          user={user}
          title="Admin Profile"
          back={{ to: "/dashboard/admin", label: "Back to admin dashboard" }}
        />
      )}
    </ProfileGate>
  );
}

/** /dashboard/counselor/profile: counselors only. */
export function CounselorProfilePage() {
  return (
    <ProfileGate
      rule={accessRules.counselor}
      denied={{ title: "Counselor Access Required", message: "This page is only accessible to counselors." }}
    >
      {(user) => (
        <ProfileView
          user={user}
          title="Counselor Profile"
          back={{ to: "/dashboard/team", label: "Back to counselor dashboard" }}
        />
      )}
    </ProfileGate>
  );
}

/** /dashboard/company/profile: company accounts only. */
export function CompanyProfilePage() {
  return (
    <ProfileGate
      rule={accessRules.company}
      denied={{
        title: "Company Access Required",
        message: "This page is only accessible to company accounts.",
      }}
    >
      {(user) => (
        <ProfileView
          user={user}
          title="Company Profile"
          company={<CompanyInformation />}
          back={{ to: "/dashboard/company", label: "Back to company dashboard" }}
        />
      )}
    </ProfileGate>
  );
}
