import { UserPlus } from "lucide-react";
import { useState } from "react";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { PanelSection } from "@/components/ui/panel-section";
import type { CreatedStaffInvitation } from "../api/create-staff-invitation";
import { teamRoleLabel } from "../team-role-label";
import { CreateInvitationForm } from "./create-invitation-form";
import { PendingInvitationsList } from "./pending-invitations-list";

/** The admin's staff invitations: create one, copy its link once, see and revoke pending ones. */
export function StaffInvitationsPanel() {
  const [created, setCreated] = useState<CreatedStaffInvitation | null>(null);
  return (
    <PanelSection
      className="grid content-start gap-5 p-6"
      icon={UserPlus}
      title="Staff invitations"
      description="Invite counselors and admins with a single-use link."
    >
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
      <PendingInvitationsList />
    </PanelSection>
  );
}
