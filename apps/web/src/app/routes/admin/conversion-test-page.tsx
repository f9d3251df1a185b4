import { formatMoney } from "@meridian/contract";
import { CardSection } from "@/components/ui/card";
import { useAssignmentStudents } from "@/features/assignments/api/list-students";
import { useAdminPlans } from "@/features/subscription-plans/api/list-admin-plans";
import {
  ConversionTestPanel,
  type TestStudentChoices,
  type TestTargetOption,
} from "@/features/subscriptions/admin/conversion-test-panel";
import { Link } from "@/lib/router";
import { AdminSubpage } from "./admin-subpage";

const flow = [
  "A payment provider (Stripe) sends a signed webhook when a checkout is paid. Its signature is checked on the raw body before anything else; a body changed by one byte, or signed more than 300 seconds ago, is refused.",
  "The event is recorded once: the same event delivered again is acknowledged and changes nothing.",
  "The purchase creates the student's subscription for a year and a follow-up with the status converted_online: an online payment is approved by the payment itself.",
  "A counselor is assigned automatically if the student has none, by the same rule as registrations.",
  "The counselor is notified in real time, and the student's status becomes converted.",
] as const;

/** The students a test can target: the newest page of the admin's student list matching the search. */
function useTestStudents(search: string): TestStudentChoices {
  const students = useAssignmentStudents({ search, assignment: "all", offset: 0 });
  return {
    options: (students.data?.students ?? []).map((student) => ({
      id: student.profileId,
      label: `${student.firstName} ${student.lastName} · ${student.email}`,
    })),
    total: students.data?.total,
  };
}

/** The plans a test can buy: the active ones, as students see them. */
function useTestPlans(): TestTargetOption[] {
  const plans = useAdminPlans();
  return (plans.data ?? [])
    .filter((plan) => plan.isActive)
    .map((plan) => ({
      id: plan.id,
      label: `${plan.name} · ${formatMoney(plan.priceMinor, plan.currency)} a year`,
    }));
}

/** /test/conversions (admin only): how a purchase converts a student, and a panel to try it. */
export function ConversionTestPage() {
  return (
    <AdminSubpage
      badge="Admin"
      title="Conversion testing"
      description="Try the purchase flow end to end without taking money."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <CardSection className="grid gap-3 p-4 sm:p-6" aria-labelledby="conversion-flow-heading">
          <h2 id="conversion-flow-heading" className="text-lg font-semibold text-foreground">
            How a purchase converts a student
          </h2>
          <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
            {flow.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground">
            Offline payments are converted_offline instead: they wait in{" "}
            <Link
              to="/dashboard/admin/payments"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              the approvals queue
            </Link>{" "}
            until an admin checks the evidence.
          </p>
        </CardSection>
        <ConversionTestPanel useStudents={useTestStudents} usePlans={useTestPlans} />
      </div>
    </AdminSubpage>
  );
}
