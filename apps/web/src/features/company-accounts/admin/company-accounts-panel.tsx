import { labelAccountStatus } from "@meridian/contract";
import { Building2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { type DataColumn, DataTable, queryFailure } from "@/components/ui/data-table";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { PanelPart, PanelSection } from "@/components/ui/panel-section";
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

function CompanyAccountsList() {
  const accounts = useCompanyAccounts();
  return (
    <PanelPart title="Existing accounts">
      <DataTable
        caption="Existing company accounts"
        columns={columns}
        rows={accounts.data}
        rowKey={(account) => account.id}
        loadingRows={2}
        failure={queryFailure(accounts, "The company accounts could not be loaded.")}
        empty={{ message: "No company accounts yet." }}
      />
    </PanelPart>
  );
}

/** The admin's company accounts: create one, hand over its temporary password once, see them all. */
export function CompanyAccountsPanel() {
  const [created, setCreated] = useState<CreatedCompanyAccount | null>(null);
  return (
    <PanelSection
      className="grid content-start gap-5 p-6"
      icon={Building2}
      title="Company accounts"
      description="Companies sign in with a temporary password and must choose their own."
    >
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
      <CompanyAccountsList />
    </PanelSection>
  );
}
