import type { MailMessageSummary } from "@meridian/contract";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/format-date";
import { useMailMessage } from "../api/get-mail";
import { MailPreview } from "./mail-preview";

interface MailMessageDialogProps {
  message: MailMessageSummary | null;
  onClose: () => void;
}

/** One message as its recipient sees it: the HTML part, and the plain text a client without HTML shows. */
export function MailMessageDialog({ message, onClose }: MailMessageDialogProps) {
  const full = useMailMessage(message?.id ?? null);
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {message ? (
        <DialogContent
          className="sm:max-w-3xl"
          title={message.subject ?? message.kindLabel}
          description={`To ${message.to}, queued ${formatDateTime(message.createdAt)}${message.sentAt ? `, delivered ${formatDateTime(message.sentAt)}` : ""}.`}
        >
          <QueryContent
            query={full}
            failure="The message could not be loaded."
            loading={<Skeleton className="h-[28rem] w-full" />}
          >
            {(data) =>
              data.html === null || data.text === null ? (
                <p className="text-sm text-muted-foreground">
                  {data.status === "sent"
                    ? "The mail server took this message; its body is not kept, since it may hold a link meant for its recipient alone."
                    : "This message has not been rendered yet: it waits for its turn to be sent."}
                </p>
              ) : (
                <Tabs defaultValue="html" className="grid gap-3">
                  <TabsList aria-label="Part of the message" className="w-fit">
                    <TabsTrigger value="html">As HTML</TabsTrigger>
                    <TabsTrigger value="text">Plain text</TabsTrigger>
                  </TabsList>
                  <TabsContent value="html">
                    <MailPreview html={data.html} title={`The message to ${data.to}`} />
                  </TabsContent>
                  <TabsContent value="text">
                    <pre className="max-h-[28rem] overflow-auto rounded-md border border-border bg-muted p-4 text-sm whitespace-pre-wrap wrap-anywhere">
                      {data.text}
                    </pre>
                  </TabsContent>
                </Tabs>
              )
            }
          </QueryContent>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
