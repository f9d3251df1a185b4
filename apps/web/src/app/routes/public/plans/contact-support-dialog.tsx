import type { SupportTopic } from "@meridian/contract";
import { lazy, Suspense } from "react";
import { LazyDialogContent } from "@/components/ui/dialog";
import { useLazyDialog } from "@/components/ui/lazy-dialog";
import { Spinner } from "@/components/ui/spinner";

// The form, its checks and the data cache: the heavier part, loading while the dialog shows.
const ContactSupportBody = lazy(() =>
  import("./contact-support-body").then((module) => ({ default: module.ContactSupportBody })),
);

interface ContactSupportDialogProps {
  title: string;
  description: string;
  topic?: SupportTopic;
}

/** The Radix dialog of <ContactSupport>, loaded when it first opens. */
export function ContactSupportDialog({ title, description, topic }: ContactSupportDialogProps) {
  const { setOpen } = useLazyDialog();
  return (
    <LazyDialogContent title={title} description={description} className="sm:max-w-lg">
      <Suspense
        fallback={
          <div className="flex justify-center py-10">
            <Spinner label="Loading the form" />
          </div>
        }
      >
        <ContactSupportBody topic={topic} onSent={() => setOpen(false)} />
      </Suspense>
    </LazyDialogContent>
  );
}
