import { type AccountSession, type SessionDeviceType, sessionDeviceTypeLabels } from "@meridian/contract";
import { Laptop, LogOut, type LucideIcon, MonitorSmartphone, Smartphone, Tablet, Tv } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog, RecordConfirmDialog } from "@/components/ui/confirm-dialog";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { PanelHeading } from "@/components/ui/panel-heading";
import { formatDateTime } from "@/lib/format-date";
import { toast } from "@/lib/use-toast";
import { useEndAccountSession } from "../api/end-account-session";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useAccountSessions } from "../api/list-account-sessions";

const deviceIcons: Record<SessionDeviceType, LucideIcon> = {
  desktop: Laptop,
  mobile: Smartphone,
  tablet: Tablet,
  tv: Tv,
};

/** "Chrome 131 on Windows", or as much of it as the browser told. */
export function deviceName(session: AccountSession): string {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`;
  return session.browser ?? session.os ?? "Unknown browser";
}

function DeviceCell({ session }: { session: AccountSession }) {
  const Icon = session.deviceType ? deviceIcons[session.deviceType] : MonitorSmartphone;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="wrap-anywhere">{deviceName(session)}</span>
      {session.current ? <Badge tone="accent">This device</Badge> : null}
      {session.deviceType ? (
        <span className="sr-only">, {sessionDeviceTypeLabels[session.deviceType]}</span>
      ) : null}
    </span>
  );
}

const columns: readonly DataColumn<AccountSession>[] = [
  {
    id: "device",
    header: "Device",
    cell: (session) => <DeviceCell session={session} />,
    rowHeader: true,
  },
  {
    id: "address",
    header: "Address",
    cell: (session) => session.ipAddress ?? "Unknown",
    className: "break-all",
  },
  {
    id: "place",
    header: "Approximate place",
    cell: (session) => session.place ?? "Unknown",
  },
  {
    id: "firstSeen",
    header: "First seen",
    cell: (session) => formatDateTime(session.createdAt),
    className: "whitespace-nowrap",
  },
  {
    id: "lastSeen",
    header: "Last seen",
    cell: (session) => (session.current ? "Now" : formatDateTime(session.lastSeenAt)),
    className: "whitespace-nowrap",
  },
];

/**
 * /settings: where the account is signed in now (browser and system, address, first and last
 * seen, this device marked), with a Sign out for each and one for every other device. Each asks
 * first; a device signed out is refused at its next request.
 */
export function SignedInDevicesSection() {
  const headingId = useId();
  const sessions = useAccountSessions();
  const endOne = useEndAccountSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState<AccountSession | null>(null);
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const [done, setDone] = useState("");
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  // The row (or every other row) leaves the list: focus goes to the section's heading, not to the page's top.
  const focusHeading = () => document.getElementById(headingId)?.focus();

  function signOut(session: AccountSession) {
    endOne.mutate(session.id, {
      onSuccess: ({ message, signedOut }) => {
        toast({ title: message });
        if (signedOut) return;
        setDone(`${message}: ${deviceName(session)}.`);
        focusHeading();
      },
    });
  }

  function signOutOthers() {
    endOthers.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast({ title: message });
        setDone(`${message}.`);
        focusHeading();
      },
    });
  }

  return (
    <CardSection className="grid content-start gap-5 p-4 sm:p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={MonitorSmartphone}
        focusable
        title="Signed-in devices"
        description="Where your account is signed in now. Sign out a device you do not recognise, then change your password."
      />
      {/* Always in the page, so screen readers hear what is put in it. */}
      <p role="status" className={done ? "text-sm text-muted-foreground" : "sr-only"}>
        {done}
      </p>
      <DataTable
        caption="Devices signed in to your account, this one first"
        columns={columns}
        rows={sessions.data}
        rowKey={(session) => session.id}
        rowLabel={(session) => `${deviceName(session)}${session.current ? ", this device" : ""}`}
        loadingRows={2}
        failure={queryFailure(sessions, "Your signed-in devices could not be loaded.")}
        empty={{ message: "No device is signed in." }}
        cardsBelow="lg"
        actions={(session) => (
          <Button
            variant="outline"
            size="sm"
            pending={endOne.isPending && endOne.variables === session.id}
            onClick={() => setConfirming(session)}
            aria-label={session.current ? "Sign out this device" : `Sign out ${deviceName(session)}`}
          >
            Sign out
          </Button>
        )}
      />
      {/* Below the list, not beside the heading: the heading stays the same element when it goes. */}
      {others > 0 ? (
        <div>
          <Button variant="outline" pending={endOthers.isPending} onClick={() => setConfirmingOthers(true)}>
            <LogOut aria-hidden="true" />
            Sign out all other devices
          </Button>
        </div>
      ) : null}
      <RecordConfirmDialog
        record={confirming}
        onClose={() => setConfirming(null)}
        title={confirming?.current ? "Sign out on this device?" : "Sign out this device?"}
        description={(session) =>
          session.current
            ? "You will be signed out here at once and taken to the sign-in page."
            : `${deviceName(session)} (${session.ipAddress ?? "unknown address"}) is signed out at once. Whoever uses it must sign in again.`
        }
        confirmLabel="Sign out"
        destructive
        onConfirm={signOut}
      />
      <ConfirmDialog
        open={confirmingOthers}
        onOpenChange={setConfirmingOthers}
        title="Sign out all other devices?"
        description={`Every device but this one is signed out at once (${others} ${others === 1 ? "device" : "devices"}). You stay signed in here.`}
        confirmLabel="Sign out all others"
        destructive
        onConfirm={signOutOthers}
      />
    </CardSection>
  );
}
