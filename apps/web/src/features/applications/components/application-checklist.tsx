import type { ChecklistItem } from "@meridian/contract";
import { CircleCheck, CircleDashed, CircleDot } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { showMutationErrorToast } from "@/lib/mutation-error-toast";
import { Link } from "@/lib/router";
import { toast } from "@/lib/use-toast";
import { useAttachChecklistDocument } from "../api/attach-checklist-document";
import { AttachDocumentDialog, uploadPathFor } from "./attach-document-dialog";

const states: Record<ChecklistItem["state"], { label: string; tone: BadgeTone; icon: typeof CircleCheck }> = {
  missing: { label: "Missing", tone: "neutral", icon: CircleDashed },
  received: { label: "Received", tone: "primary", icon: CircleDot },
  verified: { label: "Verified", tone: "accent", icon: CircleCheck },
};

interface ApplicationChecklistProps {
  applicationId: string;
  checklist: readonly ChecklistItem[];
  /** The student who owns the application attaches and uploads; staff only read. */
  canAttach: boolean;
}

/** What the application needs, ticked as documents arrive and green once verified. */
export function ApplicationChecklist({ applicationId, checklist, canAttach }: ApplicationChecklistProps) {
  const [attaching, setAttaching] = useState<ChecklistItem | null>(null);
  const detach = useAttachChecklistDocument();

  if (checklist.length === 0) {
    return <p className="text-sm text-muted-foreground">This application needs no documents.</p>;
  }
  return (
    <>
      <ul className="grid gap-3">
        {checklist.map((item) => {
          const state = states[item.state];
          const Icon = state.icon;
          return (
            <li
              key={item.type}
              className={cn(
                "grid gap-3 rounded-lg border p-4 sm:flex sm:items-center sm:justify-between",
                item.state === "verified" ? "border-success/50 bg-accent-soft" : "border-border",
              )}
            >
              <div className="flex min-w-0 items-start gap-3">
                <Icon
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 size-5 shrink-0",
                    item.state === "verified"
                      ? "text-success"
                      : item.state === "received"
                        ? "text-primary"
                        : "text-muted-foreground",
                  )}
                />
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                    {item.label}
                    <Badge tone={state.tone}>{state.label}</Badge>
                  </p>
                  <p className="text-sm wrap-anywhere text-muted-foreground">
                    {item.document
                      ? `${item.document.name}${item.attached ? " (attached)" : " (matched by type)"}`
                      : "No document yet"}
                  </p>
                </div>
              </div>
              {canAttach ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Attach: ${item.label}`}
                    onClick={() => setAttaching(item)}
                  >
                    Attach
                  </Button>
                  <Link
                    to={uploadPathFor(applicationId, item.type)}
                    aria-label={`Upload: ${item.label}`}
                    className={buttonClasses("outline", "sm")}
                  >
                    Upload
                  </Link>
                  {item.attached ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Detach: ${item.label}`}
                      pending={detach.isPending}
                      onClick={() =>
                        detach.mutate(
                          { id: applicationId, item: item.type, documentId: null },
                          {
                            onSuccess: () => toast({ title: "Document detached", description: item.label }),
                            onError: showMutationErrorToast,
                          },
                        )
                      }
                    >
                      Detach
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <AttachDocumentDialog
        applicationId={applicationId}
        item={attaching}
        onClose={() => setAttaching(null)}
      />
    </>
  );
}
