import { type UserProfile, userProfileMessages } from "@meridian/contract";
import { Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useUserProfile } from "../api/get-user-profile";
import { PersonalInformationForm } from "./personal-information-form";
import { UserPhotoEditor } from "./user-photo-editor";

function Detail({
  term,
  value,
  note,
  className,
}: {
  term: string;
  value: string | null;
  note?: string;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-1", className)}>
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words whitespace-pre-line text-foreground">
        {value || "Not provided"}
        {note ? <span className="mt-1 block text-xs text-muted-foreground">{note}</span> : null}
      </dd>
    </div>
  );
}

/**
 * The Personal Information tab of every profile page (spec part 2 §2, §4 "Profile forms"): the
 * user's details in view mode, the editor in edit mode; Cancel goes back to the saved values.
 */
export function PersonalInformation() {
  const profile = useUserProfile();
  return (
    <QueryContent
      query={profile}
      failure="Your profile could not be loaded."
      loading={<Skeleton className="h-64 w-full" />}
    >
      {(data) => <PersonalInformationPanel profile={data} />}
    </QueryContent>
  );
}

function PersonalInformationPanel({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back in view mode, the focus returns to the button that opened the editor.
  const leave = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  if (editing) {
    return <PersonalInformationForm profile={profile} onSaved={leave} onCancel={leave} />;
  }
  return (
    <div className="grid gap-6">
      <UserPhotoEditor profile={profile} />
      <dl className="grid gap-5 sm:grid-cols-2">
        <Detail term="First name" value={profile.firstName} />
        <Detail term="Last name" value={profile.lastName} />
        <Detail term="Email" value={profile.email} note={userProfileMessages.emailReadOnly} />
        <Detail term="Phone" value={profile.phone} />
        <Detail term="Location" value={profile.location} />
        <Detail term="Bio" value={profile.bio} className="sm:col-span-2" />
      </dl>
      <div>
        <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </div>
    </div>
  );
}
