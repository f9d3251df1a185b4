import { labelAccountStatus, labelRole, type SessionUser } from "@meridian/contract";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InitialsDisc } from "@/components/ui/initials-disc";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChangePasswordDialog } from "@/features/auth/components/change-password-dialog";
import { PersonalInformation } from "@/features/user-profile/components/personal-information";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { displayNameOf, initialsOf } from "../../../layouts/account-links";

function Detail({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-foreground">
        {value || "Not provided"}
        {note ? <span className="mt-1 block text-xs text-muted-foreground">{note}</span> : null}
      </dd>
    </div>
  );
}

interface ProfileViewProps {
  user: SessionUser;
  title: string;
  back: { to: string; label: string };
  /** A company's editor: its own "Company Information" tab, first, before the account's details. */
  company?: ReactNode;
  /** A student's own study profile (decision 098): its "Study profile" tab after the account's details. */
  study?: ReactNode;
}

/**
 * A profile page (spec part 2 §2): the summary card, the Personal Information editor (a company's
 * Company Information first) and the Security tab with the change-password dialog.
 */
export function ProfileView({ user, title, back, company, study }: ProfileViewProps) {
  const name = displayNameOf(user);
  return (
    <section className="container-page grid gap-6 py-8 sm:py-12">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground">{title}</h1>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
        <Card className="grid justify-items-center gap-3 p-6 text-center">
          {user.profilePicture ? (
            // Decorative: the name is written under it.
            <img
              src={user.profilePicture}
              alt=""
              className="size-20 rounded-full border border-border object-cover"
            />
          ) : (
            <InitialsDisc initials={initialsOf(user)} className="flex size-20 text-2xl" />
          )}
          <div>
            <p className="text-lg font-semibold text-foreground">{name}</p>
            <p className="text-sm break-all text-muted-foreground">{user.email}</p>
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Badge>{labelRole(user.userType, user.teamRole)}</Badge>
            <Badge tone="accent">{labelAccountStatus(user.accountStatus)}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">Member since {formatDate(user.createdAt)}</p>
        </Card>
        <Card className="p-6">
          <Tabs defaultValue={company ? "company" : "personal"}>
            <TabsList aria-label="Profile sections" className="h-auto flex-wrap">
              {company ? <TabsTrigger value="company">Company Information</TabsTrigger> : null}
              <TabsTrigger value="personal">Personal Information</TabsTrigger>
              {study ? <TabsTrigger value="study">Study profile</TabsTrigger> : null}
              <TabsTrigger value="security">Security</TabsTrigger>
            </TabsList>
            {company ? <TabsContent value="company">{company}</TabsContent> : null}
            <TabsContent value="personal">
              <PersonalInformation />
            </TabsContent>
            {study ? <TabsContent value="study">{study}</TabsContent> : null}
            <TabsContent value="security" className="grid gap-5">
              <div className="grid gap-1">
                <h2 className="font-semibold text-foreground">Password</h2>
                <p className="text-sm text-muted-foreground">
                  Changing your password signs you out on your other devices.
                </p>
              </div>
              <div>
                <ChangePasswordDialog />
              </div>
              <dl>
                <Detail
                  term="Last sign-in"
                  value={user.lastLoginAt ? formatDateTime(user.lastLoginAt) : "This is your first session"}
                />
              </dl>
            </TabsContent>
          </Tabs>
        </Card>
      </div>
    </section>
  );
}
