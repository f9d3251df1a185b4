import { Badge } from "@/components/ui/badge";
import { InitialsDisc } from "@/components/ui/initials-disc";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamMembers } from "../api/list-team-members";

/** The active team: each member's role and how many students they work. */
export function TeamSection() {
  const query = useTeamMembers();
  return (
    <QueryContent
      query={query}
      failure="The team could not be loaded."
      loading={<Skeleton className="h-32" role="status" aria-label="Loading the team" />}
    >
      {({ members }) =>
        members.length === 0 ? (
          <EmptyNote>No active team members.</EmptyNote>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {members.map((member) => {
              const name = `${member.firstName} ${member.lastName}`.trim();
              const initials = `${member.firstName[0] ?? ""}${member.lastName[0] ?? ""}`.toUpperCase();
              return (
                <li key={member.id}>
                  <article
                    aria-label={name}
                    className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4"
                  >
                    <InitialsDisc initials={initials} className="flex size-10 shrink-0" />
                    <div className="grid min-w-0 gap-1">
                      <h3 className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
                        {name}
                        {member.isYou ? <Badge tone="neutral">You</Badge> : null}
                      </h3>
                      <p className="text-sm text-muted-foreground">{member.roleLabel}</p>
                      {member.email ? (
                        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
                      ) : null}
                      <p className="text-sm text-foreground">
                        {member.studentsAssigned === 1
                          ? "1 student assigned"
                          : `${member.studentsAssigned} students assigned`}
                      </p>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )
      }
    </QueryContent>
  );
}
