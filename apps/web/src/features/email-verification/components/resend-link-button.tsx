import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useResendVerificationEmail } from "../api/resend-verification-email";

/** "Resend the link": mails a new confirmation link and says so in a toast. */
export function ResendLinkButton({
  variant = "outline",
  size = "sm",
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const resend = useResendVerificationEmail();
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      pending={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: ({ message }) => toast({ title: "Link sent", description: message }),
        })
      }
    >
      Resend the link
    </Button>
  );
}
