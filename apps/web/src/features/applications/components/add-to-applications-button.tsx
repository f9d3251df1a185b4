import type { ApplicationDetail } from "@meridian/contract";
import { FilePlus2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ToastAction } from "@/components/ui/toast";
import { useNavigate } from "@/lib/router";
import { toast } from "@/lib/use-toast";
import { applicationPath } from "../application-display";
import { NewApplicationDialog, type NewApplicationUniversity } from "./application-form-dialog";

interface AddToApplicationsButtonProps {
  /** The form offers the university's own degree types (read from the catalogue when not given). */
  university: NewApplicationUniversity;
  /** A program to start from, e.g. the field a recommendation matched. */
  programName?: string;
  /** Told after the draft exists, for what other features show about applications (a plan's allowance). */
  onCreated?: (application: ApplicationDetail) => void;
  /** Opens the form at once: the student asked for it before signing in (decision 048). */
  initiallyOpen?: boolean;
}

/** "Add to my applications" on a university card: a draft, then a toast that leads to it. */
export function AddToApplicationsButton({
  university,
  programName,
  onCreated,
  initiallyOpen = false,
}: AddToApplicationsButtonProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const navigate = useNavigate();

  function created(application: ApplicationDetail) {
    setOpen(false);
    onCreated?.(application);
    const path = applicationPath(application.id);
    toast({
      title: "Application added",
      description: `${application.course.name} at ${application.university.name} is in your applications as a draft.`,
      // The toast lives outside the router, so its action navigates instead of being a link.
      action: (
        <ToastAction altText="Open it from My Applications" onClick={() => void navigate(path)}>
          View application
        </ToastAction>
      ),
    });
  }

  return (
    <>
      <Button
        variant="secondary"
        className="w-full"
        aria-label={`Add to my applications: ${university.name}`}
        onClick={() => setOpen(true)}
      >
        <FilePlus2 aria-hidden="true" />
        Add to my applications
      </Button>
      <NewApplicationDialog
        university={open ? university : null}
        programName={programName}
        onClose={() => setOpen(false)}
        onCreated={created}
      />
    </>
  );
}
