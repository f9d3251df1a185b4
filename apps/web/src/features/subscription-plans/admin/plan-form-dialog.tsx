import { type AdminSubscriptionPlan, planLimits } from "@meridian/contract";
import { useId } from "react";
import { type UseFormRegisterReturn, useWatch } from "react-hook-form";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { FormActions, FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useSavePlan } from "../api/save-plan";
import { blankPlan, PlanFormSchema, type PlanFormValues, valuesOf } from "./plan-form-values";

interface PlanFormDialogProps {
  /** The plan being edited, or null to create one; undefined keeps the dialog closed. */
  plan: AdminSubscriptionPlan | null | undefined;
  onClose: () => void;
}

/** Create or edit a plan, checked with the contract's PlanInputSchema. */
export function PlanFormDialog({ plan, onClose }: PlanFormDialogProps) {
  return (
    <FormDialog
      open={plan !== undefined}
      onClose={onClose}
      title={plan ? `Edit ${plan.name}` : "Create a plan"}
      description={
        plan && plan.activeSubscriptions > 0
          ? "Students who hold this plan keep the price and limits they paid for until their renewal."
          : "Prices are yearly; /plans shows the per-month figure beside them."
      }
      wide
    >
      {plan === undefined ? null : <PlanForm key={plan?.id ?? "new"} plan={plan} onDone={onClose} />}
    </FormDialog>
  );
}

const SERVER_FIELDS = Object.keys(blankPlan) as (keyof PlanFormValues)[];

function PlanForm({ plan, onDone }: { plan: AdminSubscriptionPlan | null; onDone: () => void }) {
  const form = useZodForm(PlanFormSchema, { defaultValues: plan ? valuesOf(plan) : blankPlan });
  const { errors, isSubmitting } = form.formState;
  const save = useSavePlan();
  const [unlimited, all, currency] = useWatch({
    control: form.control,
    name: ["unlimitedUniversities", "allCountries", "currency"],
  });
  // A box's registration and its error, both from the one field name, so the two cannot drift apart.
  const boxOf = (name: "name" | "priceMinor" | "currency" | "supportType") => ({
    ...form.register(name),
    error: errors[name]?.message,
  });
  const { submit, failure } = useServerSubmit(form, {
    fields: SERVER_FIELDS,
    fallback: "The plan could not be saved. Please try again.",
    send: async (body) => {
      const saved = await save.mutateAsync({ planId: plan?.id, body });
      toast({
        title: plan ? "Plan updated" : "Plan created",
        description: saved.isActive
          ? `${saved.name} is listed on /plans.`
          : `${saved.name} is not listed on /plans.`,
      });
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          hint="Shown as you write it. Explorer, Achiever, Champion and Legend get their own icon and colour on /plans."
          className="sm:col-span-2"
          autoComplete="off"
          maxLength={planLimits.nameMax}
          {...boxOf("name")}
        />
        <FormField
          label="Description"
          labelSuffix="(optional)"
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              rows={2}
              maxLength={planLimits.descriptionMax}
              {...control}
              {...form.register("description")}
            />
          )}
        </FormField>
        <TextField
          label="Price per year"
          hint={`In ${currency.trim().toUpperCase() || "the currency"}, e.g. 288.00; 0 makes the plan free.`}
          inputMode="decimal"
          autoComplete="off"
          {...boxOf("priceMinor")}
        />
        <TextField
          label="Currency"
          hint="Three letters, e.g. USD"
          autoComplete="off"
          maxLength={3}
          className="[&_input]:uppercase"
          {...boxOf("currency")}
        />
        <LimitField
          label="Universities"
          error={errors.maxUniversities?.message}
          checkboxLabel="Unlimited"
          checked={unlimited}
          inputProps={form.register("maxUniversities")}
          checkboxProps={form.register("unlimitedUniversities")}
        />
        <LimitField
          label="Countries"
          error={errors.maxCountries?.message}
          checkboxLabel="All countries"
          checked={all}
          inputProps={form.register("maxCountries")}
          checkboxProps={form.register("allCountries")}
        />
        <TextField
          label="Support"
          hint="e.g. email, priority email, personal counselor"
          className="sm:col-span-2"
          autoComplete="off"
          maxLength={planLimits.supportTypeMax}
          {...boxOf("supportType")}
        />
        <FormField
          label="Features"
          hint={`One per line, at most ${planLimits.featuresMax}. The first 6 show on the plan's card.`}
          error={errors.features?.message}
          className="sm:col-span-2"
        >
          {(control) => <Textarea rows={6} {...control} {...form.register("features")} />}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Listing</legend>
        <Checkbox label="Active: listed on /plans and open to purchase" {...form.register("isActive")} />
        <Checkbox
          label="Sample plan: /plans labels its price and limits as examples"
          {...form.register("isSample")}
        />
        <Checkbox
          label="Most Popular: /plans marks this plan; the plan marked before loses the mark"
          {...form.register("isPopular")}
        />
      </fieldset>
      <FormActions
        onCancel={onDone}
        submitting={isSubmitting}
        label={plan ? "Save changes" : "Create plan"}
      />
    </form>
  );
}

type Registered = UseFormRegisterReturn;

interface LimitFieldProps {
  label: string;
  error: string | undefined;
  checkboxLabel: string;
  /** The sentinel is chosen: the number box is not used. */
  checked: boolean;
  inputProps: Registered;
  checkboxProps: Registered;
}

/** A limit as a number, or its sentinel (unlimited, all) ticked instead. */
function LimitField({ label, error, checkboxLabel, checked, inputProps, checkboxProps }: LimitFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <TextField
        label={label}
        error={checked ? undefined : error}
        inputMode="numeric"
        autoComplete="off"
        // Read-only, not disabled: a disabled box would leave the form's values.
        readOnly={checked}
        aria-disabled={checked || undefined}
        {...inputProps}
      />
      <Checkbox label={checkboxLabel} {...checkboxProps} />
    </div>
  );
}

function Checkbox({ label, ...props }: { label: string } & Registered) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4 cursor-pointer accent-primary" {...props} />
      <label htmlFor={id} className="cursor-pointer text-sm text-foreground">
        {label}
      </label>
    </div>
  );
}
