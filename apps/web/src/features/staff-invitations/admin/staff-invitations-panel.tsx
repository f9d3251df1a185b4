import { UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { CardSection } from "@/components/ui/card";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { PanelHeading } from "@/components/ui/panel-heading";
import type { CreatedStaffInvitation } from "../api/create-staff-invitation";
import { teamRoleLabel } from "../team-role-label";
import { CreateInvitationForm } from "./create-invitation-form";
import { PendingInvitationsList } from "./pending-invitations-list";

/** The admin's staff invitations: create one, copy its link once, see and revoke pending ones. */
export function StaffInvitationsPanel() {
  const [created, setCreated] = useState<CreatedStaffInvitation | null>(null);
  const headingId = useId();
  const listHeadingId = useId();
  return (
    <CardSection className="grid content-start gap-5 p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={UserPlus}
        title="Staff invitations"
        description="Invite counselors and admins with a single-use link."
      />
      {created ? (
        <OneTimeSecret
          label={`Invitation link (${teamRoleLabel(created.invitation.teamRole)})`}
          value={created.link}
          note="This link is shown only once and is not stored. Copy it now and send it to the person you are inviting."
          onDone={() => setCreated(null)}
        />
      ) : (
        <CreateInvitationForm onCreated={setCreated} />
      )}
      <PendingInvitationsList headingId={listHeadingId} />
    </CardSection>
  );
}
