import { ProgressBar } from "./progress-bar";

/**
 * A labelled progress bar for a file upload. Once every byte is sent the server is still at work
 * (checking, importing), so the label then says so instead of sitting at 100%.
 */
export function UploadProgress({
  label,
  fraction,
  doneLabel = "Processing on the server...",
}: {
  label: string;
  /** From 0 to 1. */
  fraction: number;
  doneLabel?: string;
}) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span className="text-foreground">{percent < 100 ? label : doneLabel}</span>
        <span className="text-muted-foreground">{percent}%</span>
      </div>
      <ProgressBar label={label} percent={percent} />
    </div>
  );
}
