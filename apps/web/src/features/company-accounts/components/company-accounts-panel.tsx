import { labelAccountStatus } from "@meridian/contract";
import { Building2 } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { CardSection } from "@/components/ui/card";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { PanelHeading } from "@/components/ui/panel-heading";
import { EmptyNote, LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format-date";
import type { CreatedCompanyAccount } from "../api/create-company-account";
import { useCompanyAccounts } from "../api/list-company-accounts";
import { CreateCompanyAccountForm } from "./create-company-account-form";

function CompanyAccountsList({ headingId }: { headingId: string }) {
  const accounts = useCompanyAccounts();
  return (
    <div className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        Existing accounts
      </h3>
      {accounts.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : accounts.isError ? (
        <LoadFailure
          message="The company accounts could not be loaded."
          onRetry={() => void accounts.refetch()}
        />
      ) : accounts.data.length === 0 ? (
        <EmptyNote>No company accounts yet.</EmptyNote>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-border rounded-lg border border-border">
          {accounts.data.map((account) => (
            <li key={account.id} className="grid gap-1 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-foreground">
                  {account.firstName} {account.lastName}
                </span>
                <Badge tone="neutral">{labelAccountStatus(account.accountStatus)}</Badge>
                {account.mustChangePassword ? <Badge tone="warning">Temporary password</Badge> : null}
              </div>
              <p className="truncate text-sm text-muted-foreground">{account.email}</p>
              <p className="text-xs text-muted-foreground">Created {formatDate(account.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The admin's company accounts: create one, hand over its temporary password once, see them all. */
export function CompanyAccountsPanel() {
  const [created, setCreated] = useState<CreatedCompanyAccount | null>(null);
  const headingId = useId();
  const listHeadingId = useId();
  return (
    <CardSection className="grid content-start gap-5 p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={Building2}
        title="Company accounts"
        description="Companies sign in with a temporary password and must choose their own."
      />
      {created ? (
        <OneTimeSecret
          label={`Temporary password for ${created.user.email}`}
          value={created.temporaryPassword}
          note="This password is shown only once. Give it to the company securely; they must replace it at their first sign-in."
          onDone={() => setCreated(null)}
        />
      ) : (
        <CreateCompanyAccountForm onCreated={setCreated} />
      )}
      <CompanyAccountsList headingId={listHeadingId} />
    </CardSection>
  );
}
