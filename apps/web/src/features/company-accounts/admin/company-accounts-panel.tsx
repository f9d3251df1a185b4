import { labelAccountStatus } from "@meridian/contract";
import { Building2 } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { CardSection } from "@/components/ui/card";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { PanelHeading } from "@/components/ui/panel-heading";
import { formatDate } from "@/lib/format-date";
import type { CreatedCompanyAccount } from "../api/create-company-account";
import { useCompanyAccounts } from "../api/list-company-accounts";
import { CreateCompanyAccountForm } from "./create-company-account-form";

type CompanyAccount = NonNullable<ReturnType<typeof useCompanyAccounts>["data"]>[number];

const columns: readonly DataColumn<CompanyAccount>[] = [
  {
    id: "name",
    header: "Contact",
    cell: (account) => `${account.firstName} ${account.lastName}`,
    rowHeader: true,
  },
  { id: "email", header: "Email", cell: (account) => account.email, className: "break-all" },
  {
    id: "status",
    header: "Status",
    cell: (account) => (
      <span className="inline-flex flex-wrap justify-end gap-1 sm:justify-start">
        <Badge tone="neutral">{labelAccountStatus(account.accountStatus)}</Badge>
        {account.mustChangePassword ? <Badge tone="warning">Temporary password</Badge> : null}
      </span>
    ),
  },
  {
    id: "created",
    header: "Created",
    cell: (account) => formatDate(account.createdAt),
    className: "whitespace-nowrap",
  },
];

function CompanyAccountsList({ headingId }: { headingId: string }) {
  const accounts = useCompanyAccounts();
  return (
    <div className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        Existing accounts
      </h3>
      <DataTable
        caption="Existing company accounts"
        columns={columns}
        rows={accounts.data}
        rowKey={(account) => account.id}
        loadingRows={2}
        failure={
          accounts.isError && {
            message: "The company accounts could not be loaded.",
            retry: () => void accounts.refetch(),
          }
        }
        empty={{ message: "No company accounts yet." }}
      />
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
