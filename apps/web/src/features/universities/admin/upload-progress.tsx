/** A labelled progress bar for an upload; after the bytes are sent the server is still working. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span className="text-foreground">{percent < 100 ? label : "Processing on the server..."}</span>
        <span className="text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
