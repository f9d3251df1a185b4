import type { StaffInvitation } from "@meridian/contract";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyNote, LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format-date";
import { toast } from "@/lib/use-toast";
import { usePendingInvitations } from "../api/list-staff-invitations";
import { useRevokeStaffInvitation } from "../api/revoke-staff-invitation";
import { teamRoleLabel } from "../team-role-label";

/** The pending invitations with a Revoke button each (asks first). */
export function PendingInvitationsList({ headingId }: { headingId: string }) {
  const invitations = usePendingInvitations();
  const revoke = useRevokeStaffInvitation();
  const [confirming, setConfirming] = useState<StaffInvitation | null>(null);

  function confirmRevoke() {
    if (!confirming) return;
    revoke.mutate(confirming.id, { onSuccess: () => toast({ title: "Invitation revoked" }) });
    setConfirming(null);
  }

  return (
    <div className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        Pending invitations
      </h3>
      {invitations.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : invitations.isError ? (
        <LoadFailure
          message="The pending invitations could not be loaded."
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.length === 0 ? (
        <EmptyNote>No pending invitations.</EmptyNote>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-border rounded-lg border border-border">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={invitation.teamRole === "admin" ? "warning" : "primary"}>
                    {teamRoleLabel(invitation.teamRole)}
                  </Badge>
                  <span className="truncate text-sm font-medium text-foreground">
                    {invitation.email ?? "Any email address"}
                  </span>
                </div>
                <p className="text-xs text-muted-foreground">
                  Expires {formatDateTime(invitation.expiresAt)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                pending={revoke.isPending && revoke.variables === invitation.id}
                onClick={() => setConfirming(invitation)}
                aria-label={`Revoke ${teamRoleLabel(invitation.teamRole)} invitation${invitation.email ? ` for ${invitation.email}` : ""}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
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
    </div>
  );
}
