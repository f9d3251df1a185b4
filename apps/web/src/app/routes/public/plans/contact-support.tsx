import type { SupportTopic } from "@meridian/contract";
import { lazy, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { LazyDialogOpened, LazyDialogRoot, LazyDialogTrigger } from "@/components/ui/lazy-dialog";

// The dialog, the form, its checks and the data cache load when it first opens: the button sits on
// the landing page and in every footer (decision 050).
const loadBody = () => import("./contact-support-body");
const ContactSupportDialog = lazy(() =>
  import("./contact-support-dialog").then((module) => ({ default: module.ContactSupportDialog })),
);

interface ContactSupportProps {
  /** The button's content; "Contact Support" unless given. */
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  title?: string;
  description?: string;
  /** The topic chosen when the form opens. */
  topic?: SupportTopic;
}

/**
 * A button that opens the contact form (on /plans, the landing page's "Book a Demo", the footer,
 * About). A signed-in user writes as their account; a guest gives a name and an address and
 * answers the math challenge, as on registration. The message reaches the admins.
 */
export function ContactSupport({
  children = "Contact Support",
  variant,
  size = "lg",
  className,
  title = "Contact Support",
  description = "Ask about plans, payments or your account. The team answers by email.",
  topic,
}: ContactSupportProps) {
  return (
    <LazyDialogRoot>
      <LazyDialogTrigger
        onClick={() => {
          // The form starts loading with the dialog, not after it.
          void loadBody();
        }}
      >
        <Button size={size} variant={variant} className={className}>
          {children}
        </Button>
      </LazyDialogTrigger>
      <LazyDialogOpened>
        <ContactSupportDialog title={title} description={description} topic={topic} />
      </LazyDialogOpened>
    </LazyDialogRoot>
  );
}
