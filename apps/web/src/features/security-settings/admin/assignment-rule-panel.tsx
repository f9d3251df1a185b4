import { UpdateSecuritySettingsSchema } from "@meridian/contract";
import { UserRoundCheck } from "lucide-react";
import { z } from "zod";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useUpdateSecuritySettings } from "../api/update-security-settings";
import { SettingsPanel } from "./settings-panel";

// The box holds text; empty means no cap, anything else must pass the contract's rule for a cap.
const CapFormSchema = z.object({
  counselorStudentCap: z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(UpdateSecuritySettingsSchema.shape.counselorStudentCap.unwrap()),
});

function CapForm({ cap }: { cap: number | null }) {
  const form = useZodForm(CapFormSchema, { defaultValues: { counselorStudentCap: cap?.toString() ?? "" } });
  const update = useUpdateSecuritySettings();
  const { submit, failure } = useServerSubmit(form, {
    fields: ["counselorStudentCap"],
    fallback: "The cap could not be saved.",
    send: async (body) => {
      const saved = await update.mutateAsync(body);
      form.reset({ counselorStudentCap: saved.counselorStudentCap?.toString() ?? "" });
      toast({
        title:
          saved.counselorStudentCap === null
            ? "No cap on students per counselor"
            : `Cap set to ${saved.counselorStudentCap} students per counselor`,
      });
    },
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormFailureAlert failure={failure} />
      <TextField
        label="Most students per counselor"
        inputMode="numeric"
        autoComplete="off"
        hint="A whole number from 1. Leave it empty for no cap. It limits the automatic assignment only."
        error={form.formState.errors.counselorStudentCap?.message}
        {...form.register("counselorStudentCap")}
      />
      <div>
        <Button type="submit" pending={form.formState.isSubmitting}>
          Save cap
        </Button>
      </div>
    </form>
  );
}

/** The rule that gives new students a counselor: on or off, and the cap per counselor. */
export function AssignmentRulePanel() {
  return (
    <SettingsPanel
      icon={UserRoundCheck}
      title="Automatic assignment"
      description="Who gets a new student when they register."
      failure="The assignment settings could not be loaded."
      toggle={{
        setting: "autoAssignStudents",
        label: "Assign new students automatically",
        explain: {
          on: "A new student gets the active counselor with the fewest students, under the cap.",
          off: "Off: new students wait unassigned until an admin assigns them.",
        },
        saved: { on: "Automatic assignment is on", off: "Automatic assignment is off" },
      }}
    >
      {(settings) => (
        <CapForm key={settings.counselorStudentCap ?? "none"} cap={settings.counselorStudentCap} />
      )}
    </SettingsPanel>
  );
}
