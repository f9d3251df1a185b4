import { CardSection } from "@/components/ui/card";
import { Link } from "@/lib/router";
import { AdminSubpage } from "./admin-subpage";
import { ConversionTestPanel } from "./conversion-test-panel";

const flow = [
  "A payment provider (Stripe) sends a signed webhook when a checkout is paid. Its signature is checked on the raw body before anything else; a body changed by one byte, or signed more than 300 seconds ago, is refused.",
  "The event is recorded once: the same event delivered again is acknowledged and changes nothing.",
  "The purchase creates the student's subscription for a year and a follow-up with the status converted_online: an online payment is approved by the payment itself.",
  "A counselor is assigned automatically if the student has none, by the same rule as registrations.",
  "The counselor is notified in real time, and the student's status becomes converted.",
] as const;

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
        <ConversionTestPanel />
      </div>
    </AdminSubpage>
  );
}
