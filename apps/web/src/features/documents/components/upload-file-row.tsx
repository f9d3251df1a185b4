import { formatStorageSize } from "@meridian/contract";
import { CircleCheck, FileText, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { UploadProgress } from "@/components/ui/upload-progress";

/** One file of the upload dialog and where its upload stands. */
export interface UploadItem {
  id: string;
  file: File;
  /** An object URL of the image, for its preview; revoked when the item leaves. */
  previewUrl: string | null;
  /** Sent with every attempt at this file, so a retry after a lost answer stores it once. */
  idempotencyKey: string;
  /** failed: worth another try (the network, the server); refused: the server said no to this file. */
  state: "ready" | "uploading" | "done" | "failed" | "refused";
  progress: number;
  error: string | null;
}

/** A chosen file: its preview or icon, name and size, then its progress bar or its error. */
export function UploadFileRow({
  item,
  onRemove,
  removable,
}: {
  item: UploadItem;
  onRemove: () => void;
  removable: boolean;
}) {
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex items-center gap-3">
        {item.previewUrl ? (
          <img
            src={item.previewUrl}
            alt={`Preview of ${item.file.name}`}
            className="size-12 shrink-0 rounded-md border border-border object-cover"
          />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
            <FileText aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="grid min-w-0 flex-1">
          <span className="truncate text-sm font-medium text-foreground">{item.file.name}</span>
          <span className="text-xs text-muted-foreground">{formatStorageSize(item.file.size)}</span>
        </div>
        {item.state === "done" ? (
          <CircleCheck aria-label="Uploaded" className="size-5 shrink-0 text-success" />
        ) : null}
        {removable ? (
          <Button variant="ghost" size="icon" aria-label={`Remove ${item.file.name}`} onClick={onRemove}>
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {item.state === "uploading" || item.state === "done" ? (
        <UploadProgress
          label={`Uploading ${item.file.name}`}
          fraction={item.progress}
          doneLabel={item.state === "done" ? "Uploaded" : "Checking the file..."}
        />
      ) : null}
      {item.error ? <p className="text-sm font-medium text-destructive">{item.error}</p> : null}
    </li>
  );
}
