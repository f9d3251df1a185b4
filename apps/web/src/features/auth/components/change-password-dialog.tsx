import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { ChangePasswordForm } from "./change-password-form";

/** A button that opens the change-password form in a dialog, closed again after a success. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Change password"
        description="Other devices signed in to your account will be signed out."
      >
        <ChangePasswordForm onChanged={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
