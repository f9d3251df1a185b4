import type { Application, ApplicationDetail } from "@meridian/contract";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/use-toast";
import { useApplicationUniversity } from "../api/get-university";
import { ApplicationDialog, type ApplicationDialogProps } from "./application-dialog";
import { ApplicationForm } from "./application-form";

/** The university an application is started for; without degree types they are read from the catalogue. */
export interface NewApplicationUniversity {
  id: string;
  name: string;
  degreeTypes?: readonly string[];
}

interface NewApplicationDialogProps {
  university: NewApplicationUniversity | null;
  programName?: string;
  onClose: () => void;
  onCreated: (application: ApplicationDetail) => void;
}

/** "Add to my applications": a draft for one university. */
export function NewApplicationDialog({
  university,
  programName,
  onClose,
  onCreated,
}: NewApplicationDialogProps) {
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
        <WithDegreeTypes
          universityId={university.id}
          known={university.degreeTypes ? [...university.degreeTypes] : undefined}
        >
          {(degreeTypes) => (
            <ApplicationForm
              target={{ kind: "create", university: { ...university, degreeTypes }, programName }}
              onSaved={onCreated}
              onCancel={onClose}
            />
          )}
        </WithDegreeTypes>
      ) : null}
    </FormDialog>
  );
}

interface WithDegreeTypesProps {
  universityId: string;
  /** Already known (a catalogue card has them): nothing is fetched. */
  known?: readonly string[];
  children: (degreeTypes: readonly string[]) => ReactNode;
}

/** The degree types known for a university, read from the catalogue when the caller lacks them. */
function WithDegreeTypes({ universityId, known, children }: WithDegreeTypesProps) {
  const university = useApplicationUniversity(universityId, known === undefined);
  if (known) return children(known);
  if (university.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading the university's programs" />
      </div>
    );
  }
  // A university the catalogue no longer answers for: every degree type is offered, and the
  // server checks the choice.
  return children(university.data ? [...university.data.degreeTypes] : []);
}

/** Edit a draft; the degree types come from the university's catalogue record. */
export function EditApplicationDialog(props: ApplicationDialogProps) {
  return <ApplicationDialog {...props} title="Edit application" form={EditForm} />;
}

function EditForm({ application, onClose }: { application: Application; onClose: () => void }) {
  return (
    <WithDegreeTypes universityId={application.university.id}>
      {(degreeTypes) => (
        <ApplicationForm
          target={{ kind: "edit", application, degreeTypes }}
          onSaved={() => {
            toast({ title: "Application updated", description: application.university.name });
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </WithDegreeTypes>
  );
}
