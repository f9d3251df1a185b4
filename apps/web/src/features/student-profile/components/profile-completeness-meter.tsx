import type { ProfileCompleteness, StudentProfileGroupName } from "@meridian/contract";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";

interface ProfileCompletenessMeterProps {
  completeness: ProfileCompleteness;
  /** Opens the editor at a missing group's card. */
  onPick: (group: StudentProfileGroupName) => void;
  /** Whose recommendations the missing groups improve, in the words of the reader. */
  whose?: "your" | "the student's";
}

function GroupList({
  title,
  groups,
  onPick,
}: {
  title: string;
  groups: ProfileCompleteness["missingGroups"];
  onPick: (group: StudentProfileGroupName) => void;
}) {
  if (groups.length === 0) return null;
  const id = `missing-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <div className="grid gap-1">
      <p id={id} className="text-sm text-foreground">
        {title}
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-x-4 gap-y-1">
        {groups.map(({ group, label }) => (
          <li key={group}>
            <Button type="button" variant="link" onClick={() => onPick(group)}>
              {label}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How complete the student's profile is (decision 098): the share of the ten groups holding a value,
 * and the missing groups, those the recommendations read first; each opens its card.
 */
export function ProfileCompletenessMeter({
  completeness,
  onPick,
  whose = "your",
}: ProfileCompletenessMeterProps) {
  const { percent, missingGroups } = completeness;
  const improving = missingGroups.filter((group) => group.improvesRecommendations);
  const others = missingGroups.filter((group) => !group.improvesRecommendations);
  return (
    <section
      aria-labelledby="profile-completeness-heading"
      className={cardClasses("raised", "grid gap-3 p-5")}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profile-completeness-heading" className="font-semibold text-foreground">
          Profile completeness
        </h2>
        <span className="text-sm font-medium text-foreground">{percent}% complete</span>
      </div>
      <ProgressBar label="Profile completeness" percent={percent} />
      {missingGroups.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every part of the profile has something in it.</p>
      ) : (
        <>
          <GroupList
            title={`Add these to improve ${whose} recommendations:`}
            groups={improving}
            onPick={onPick}
          />
          <GroupList
            title={improving.length > 0 ? "Also missing:" : "Still missing:"}
            groups={others}
            onPick={onPick}
          />
        </>
      )}
    </section>
  );
}
