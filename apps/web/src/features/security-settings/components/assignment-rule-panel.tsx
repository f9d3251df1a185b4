import { UpdateSecuritySettingsSchema } from "@meridian/contract";
import { UserRoundCheck } from "lucide-react";
import { useId } from "react";
import { z } from "zod";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PanelHeading } from "@/components/ui/panel-heading";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useSecuritySettings } from "../api/get-security-settings";
import { useUpdateSecuritySettings } from "../api/update-security-settings";

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
  const settings = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const switchId = useId();
  const headingId = useId();
  return (
    <CardSection className="grid content-start gap-5 p-6" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={UserRoundCheck}
        title="Automatic assignment"
        description="Who gets a new student when they register."
      />
      {settings.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : settings.isError ? (
        <LoadFailure
          message="The assignment settings could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor={switchId}>Assign new students automatically</Label>
              <p className="text-sm text-muted-foreground">
                {settings.data.autoAssignStudents
                  ? "A new student gets the active counselor with the fewest students, under the cap."
                  : "Off: new students wait unassigned until an admin assigns them."}
              </p>
            </div>
            <Switch
              id={switchId}
              checked={settings.data.autoAssignStudents}
              pending={update.isPending}
              onCheckedChange={(checked) =>
                update.mutate(
                  { autoAssignStudents: checked },
                  {
                    onSuccess: () =>
                      toast({
                        title: checked ? "Automatic assignment is on" : "Automatic assignment is off",
                      }),
                  },
                )
              }
            />
          </div>
          <CapForm
            key={settings.data.counselorStudentCap ?? "none"}
            cap={settings.data.counselorStudentCap}
          />
        </>
      )}
    </CardSection>
  );
}
