import { ConversionTestInputSchema, type ConversionTestResult, type tamperings } from "@meridian/contract";
import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryContent } from "@/components/ui/panel-states";
import { SearchBox } from "@/components/ui/search-box";
import { Skeleton } from "@/components/ui/skeleton";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { formatCount } from "@/lib/format-count";
import { useConversionTestStatus, useSendTestWebhook } from "../api/conversion-test";
import { type DeliveryKind, TestDelivery } from "./test-delivery";

const TestTargetSchema = ConversionTestInputSchema.pick({ studentId: true, planId: true });

/** A student or a plan as its select lists it. */
export interface TestTargetOption {
  id: string;
  label: string;
}

/** The students a search finds (the newest few), and how many match in all once known. */
export interface TestStudentChoices {
  options: TestTargetOption[];
  total?: number;
}

/**
 * Where the panel's targets come from. Students and plans are other features' lists, so the page
 * that shows the panel hands them in (features do not import each other); each is a hook, called on
 * every render, and must keep its identity (a module-level function).
 */
export interface ConversionTestSources {
  useStudents: (search: string) => TestStudentChoices;
  /** The plans a student can buy. */
  usePlans: () => TestTargetOption[];
}

/** What can be sent again for the last new delivery's student and plan: Stripe's retry, and two forgeries. */
const resends: { kind: Exclude<DeliveryKind, "new">; label: string }[] = [
  { kind: "again", label: "Send the same event again" },
  { kind: "body", label: "Send with a changed byte" },
  { kind: "stale", label: "Send signed 301 s ago" },
];

interface Delivery {
  /** 1 for the first delivery of the visit. */
  number: number;
  kind: DeliveryKind;
  result: ConversionTestResult;
}

/**
 * The test panel of /test/conversions: a signed test webhook for a chosen student and plan, sent
 * through the code that takes Stripe's, and each of its effects. Off (and saying why) in
 * production and where no webhook secret is configured.
 */
export function ConversionTestPanel(sources: ConversionTestSources) {
  const status = useConversionTestStatus();
  return (
    <PanelSection
      className="grid gap-5 p-4 sm:p-6"
      icon={FlaskConical}
      title="Test panel"
      description="Sends a signed checkout.session.completed for a student and a plan, as Stripe would, and shows what it did."
    >
      <QueryContent
        query={status}
        failure="Whether the test panel works here could not be loaded."
        loading={<Skeleton className="h-40 w-full" />}
      >
        {(panel) =>
          panel.enabled ? (
            <TestForm {...sources} />
          ) : (
            <div className="grid gap-4">
              <Alert tone="warning" title="Temporarily disabled">
                {panel.reason}
              </Alert>
              <DisabledForm />
            </div>
          )
        }
      </QueryContent>
    </PanelSection>
  );
}

/** The panel's controls, shown but unusable where test webhooks cannot be sent. */
function DisabledForm() {
  return (
    <fieldset disabled aria-label="Test webhook (disabled)" className="grid gap-4 opacity-60 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="disabled-student">Student</Label>
        <NativeSelect id="disabled-student" value="" onChange={() => undefined}>
          <option value="">Choose a student</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="disabled-plan">Plan</Label>
        <NativeSelect id="disabled-plan" value="" onChange={() => undefined}>
          <option value="">Choose a plan</option>
        </NativeSelect>
      </div>
      <Button className="justify-self-start">Send test webhook</Button>
    </fieldset>
  );
}

function TestForm({ useStudents, usePlans }: ConversionTestSources) {
  const [search, setSearch] = useState("");
  const students = useStudents(search);
  const plans = usePlans();
  const send = useSendTestWebhook();
  const form = useZodForm(TestTargetSchema, { defaultValues: { studentId: "", planId: "" } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [deliveries, setDeliveries] = useState<Delivery[]>([]);
  const [target, setTarget] = useState<{ studentId: string; planId: string } | null>(null);
  const studentId = useWatch({ control: form.control, name: "studentId" });
  // The chosen student stays in the list while a new search shows others.
  const [picked, setPicked] = useState<TestTargetOption | null>(null);
  if (studentId && picked?.id !== studentId) {
    const found = students.options.find((option) => option.id === studentId);
    if (found) setPicked(found);
  }
  const options =
    picked && picked.id === studentId && !students.options.some((option) => option.id === picked.id)
      ? [picked, ...students.options]
      : students.options;
  const lastNew = deliveries.find((delivery) => delivery.kind === "new");

  async function deliver(kind: DeliveryKind, to: { studentId: string; planId: string }) {
    setFailure(null);
    const extra: { eventId?: string; tamper?: (typeof tamperings)[number] } =
      kind === "again" ? { eventId: lastNew?.result.eventId } : kind === "new" ? {} : { tamper: kind };
    try {
      const result = await send.mutateAsync({ ...to, ...extra });
      setDeliveries((list) => [{ number: list.length + 1, kind, result }, ...list]);
      if (kind === "new") setTarget(to);
    } catch (error) {
      setFailure(
        placeServerFailure(
          error,
          form.setError,
          ["studentId", "planId"],
          "The test webhook could not be sent.",
        ),
      );
    }
  }

  const submit = form.handleSubmit(
    (body) => deliver("new", body),
    () => setFailure(null),
  );

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormFailureAlert failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-3">
            <SearchBox
              label="Find a student"
              labelVisible
              placeholder="Name or email"
              className="max-w-none"
              value={search}
              onSearch={setSearch}
            />
            <FormField
              label="Student"
              hint={
                students.total === undefined
                  ? undefined
                  : `${formatCount(students.total)} ${students.total === 1 ? "student matches" : "students match"}; the newest 20 are listed.`
              }
              error={errors.studentId?.message}
            >
              {(control) => (
                <NativeSelect {...control} {...form.register("studentId")}>
                  <option value="">Choose a student</option>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <FormField label="Plan" error={errors.planId?.message} className="content-start">
            {(control) => (
              <NativeSelect {...control} {...form.register("planId")}>
                <option value="">Choose a plan</option>
                {plans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <Button type="submit" className="justify-self-start" pending={isSubmitting || send.isPending}>
          {isSubmitting ? "Sending..." : "Send test webhook"}
        </Button>
      </form>

      {target && lastNew ? (
        <section aria-label="Send again" className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            Try what Stripe and a forger could send for the same student and plan:
          </p>
          <div className="flex flex-wrap gap-2">
            {resends.map((resend) => (
              <Button
                key={resend.kind}
                variant="outline"
                size="sm"
                pending={send.isPending}
                onClick={() => deliver(resend.kind, target)}
              >
                {resend.label}
              </Button>
            ))}
          </div>
        </section>
      ) : null}

      {deliveries.length > 0 ? (
        <ol className="grid gap-3" aria-label="Test deliveries, newest first" aria-live="polite">
          {deliveries.map((delivery) => (
            <TestDelivery
              key={delivery.number}
              number={delivery.number}
              kind={delivery.kind}
              result={delivery.result}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}
