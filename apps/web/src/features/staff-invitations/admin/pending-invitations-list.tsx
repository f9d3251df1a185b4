import type { StaffInvitation } from "@meridian/contract";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { PanelPart } from "@/components/ui/panel-section";
import { formatDateTime } from "@/lib/format-date";
import { toast } from "@/lib/use-toast";
import { usePendingInvitations } from "../api/list-staff-invitations";
import { useRevokeStaffInvitation } from "../api/revoke-staff-invitation";
import { teamRoleLabel } from "../team-role-label";

const columns: readonly DataColumn<StaffInvitation>[] = [
  {
    id: "email",
    header: "Invited",
    cell: (invitation) => invitation.email ?? "Any email address",
    rowHeader: true,
    className: "break-all",
  },
  {
    id: "role",
    header: "Role",
    cell: (invitation) => (
      <Badge tone={invitation.teamRole === "admin" ? "warning" : "primary"}>
        {teamRoleLabel(invitation.teamRole)}
      </Badge>
    ),
  },
  {
    id: "expires",
    header: "Expires",
    cell: (invitation) => formatDateTime(invitation.expiresAt),
    className: "whitespace-nowrap",
  },
];

/** The pending invitations with a Revoke button each (asks first). */
export function PendingInvitationsList() {
  const invitations = usePendingInvitations();
  const revoke = useRevokeStaffInvitation();
  const [confirming, setConfirming] = useState<StaffInvitation | null>(null);

  function confirmRevoke() {
    if (!confirming) return;
    revoke.mutate(confirming.id, { onSuccess: () => toast({ title: "Invitation revoked" }) });
    setConfirming(null);
  }

  return (
    <PanelPart title="Pending invitations">
      <DataTable
        caption="Pending staff invitations"
        columns={columns}
        rows={invitations.data}
        rowKey={(invitation) => invitation.id}
        loadingRows={2}
        failure={queryFailure(invitations, "The pending invitations could not be loaded.")}
        empty={{ message: "No pending invitations." }}
        actions={(invitation) => (
          <Button
            variant="outline"
            size="sm"
            pending={revoke.isPending && revoke.variables === invitation.id}
            onClick={() => setConfirming(invitation)}
            aria-label={`Revoke ${teamRoleLabel(invitation.teamRole)} invitation${invitation.email ? ` for ${invitation.email}` : ""}`}
          >
            Revoke
          </Button>
        )}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Revoke this invitation?"
        description="The link stops working at once. You can create a new invitation at any time."
        confirmLabel="Revoke"
        destructive
        onConfirm={confirmRevoke}
      />
    </PanelPart>
  );
}
