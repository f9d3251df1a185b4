import { Dialog, DialogContent } from "@/components/ui/dialog";
import { QueryContent } from "@/components/ui/panel-states";
import { SkeletonGroup } from "@/components/ui/skeleton-group";
import { useStudyPreferences } from "../api/study-preferences";
import { StudyPreferencesForm } from "./study-preferences-form";

function PreferencesFormLoader({ onDone }: { onDone: () => void }) {
  return (
    <QueryContent
      query={useStudyPreferences()}
      failure="Your study preferences could not be loaded."
      loading={<SkeletonGroup className="grid gap-3" blocks={["h-24", "h-10", "h-24"]} />}
    >
      {(saved) => <StudyPreferencesForm saved={saved} onSaved={onDone} onCancel={onDone} />}
    </QueryContent>
  );
}

/** The "What do you want to study" dialog: the preferences the recommendations read. */
export function StudyPreferencesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="What do you want to study?"
        description="Your recommendations are scored on these. Leave anything you have not decided empty: it is shown as unknown, never guessed."
        className="sm:max-w-2xl"
      >
        {open ? <PreferencesFormLoader onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
