import type { Application, ApplicationDetail } from "@meridian/contract";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/use-toast";
import { useApplicationUniversity } from "../api/get-university";
import { ApplicationForm, type ApplicationFormTarget } from "./application-form";
import { FormDialog } from "./form-dialog";

interface NewApplicationDialogProps {
  university: Extract<ApplicationFormTarget, { kind: "create" }>["university"] | null;
  onClose: () => void;
  onCreated: (application: ApplicationDetail) => void;
}

/** "Add to my applications": a draft for one university. */
export function NewApplicationDialog({ university, onClose, onCreated }: NewApplicationDialogProps) {
  return (
    <FormDialog
      open={university !== null}
      onClose={onClose}
      title="Add to my applications"
      description={
        university ? `A draft application to ${university.name}. You can change it until you submit it.` : ""
      }
    >
      {university ? (
        <ApplicationForm target={{ kind: "create", university }} onSaved={onCreated} onCancel={onClose} />
      ) : null}
    </FormDialog>
  );
}

interface EditApplicationDialogProps {
  application: Application | null;
  onClose: () => void;
}

/** Edit a draft; the degree types come from the university's catalogue record. */
export function EditApplicationDialog({ application, onClose }: EditApplicationDialogProps) {
  return (
    <FormDialog
      open={application !== null}
      onClose={onClose}
      title="Edit application"
      description={application?.university.name}
    >
      {application ? <EditForm application={application} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function EditForm({ application, onClose }: { application: Application; onClose: () => void }) {
  const university = useApplicationUniversity(application.university.id, true);
  if (university.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading the university's programs" />
      </div>
    );
  }
  // A university gone from the catalogue still has an editable draft: every degree type is offered.
  const degreeTypes = university.data?.degreeTypes ?? [];
  return (
    <ApplicationForm
      target={{ kind: "edit", application, degreeTypes }}
      onSaved={() => {
        toast({ title: "Application updated", description: application.university.name });
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
