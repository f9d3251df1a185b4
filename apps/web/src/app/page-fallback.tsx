import { Spinner } from "@/components/ui/spinner";

/** Shown on the very first load while the first page chunk arrives. */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading Meridian" />
    </div>
  );
}
