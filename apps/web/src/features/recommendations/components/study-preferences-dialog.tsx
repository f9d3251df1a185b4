import { Dialog, DialogContent } from "@/components/ui/dialog";
import { QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useStudyPreferences } from "../api/study-preferences";
import { StudyPreferencesForm } from "./study-preferences-form";

function PreferencesFormLoader({ onDone }: { onDone: () => void }) {
  return (
    <QueryContent
      query={useStudyPreferences()}
      failure="Your study preferences could not be loaded."
      loading={
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-10" />
          <Skeleton className="h-24" />
        </div>
      }
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
