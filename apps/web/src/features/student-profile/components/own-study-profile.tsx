import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { useOwnProfile } from "../api/get-own-profile";
import { useUpdateOwnProfile } from "../api/update-own-profile";
import { ProfileCompletenessMeter } from "./profile-completeness-meter";
import { ProfileDetailsForm } from "./profile-details-form";

/**
 * The student's own study profile (decision 098): the ten groups their counselor sees, with the same
 * checks, under a completeness meter naming what is missing.
 */
export function OwnStudyProfile() {
  const query = useOwnProfile();
  const update = useUpdateOwnProfile();
  if (query.isError) {
    return <Alert tone="destructive">Your study profile could not be loaded. Please try again.</Alert>;
  }
  const profile = query.data;
  if (!profile) {
    return (
      <div className="flex items-center gap-2 text-muted-foreground">
        <Spinner label="Loading your study profile" />
        Loading your study profile...
      </div>
    );
  }
  return (
    <ProfileDetailsForm
      profile={profile}
      save={update}
      heading="Study profile"
      savedMessage="Your study profile was saved"
      failedMessage="Failed to save your study profile. Please try again."
      top={(editGroup) => <ProfileCompletenessMeter completeness={profile.completeness} onPick={editGroup} />}
    />
  );
}
