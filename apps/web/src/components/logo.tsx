import { useId } from "react";
import { cn } from "@/lib/cn";

/** The Meridian globe mark (same drawing as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  // Header and footer both draw the mark; each gradient needs its own id.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4338ca" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="3.5" />
      <path
        d="M32 15c-6 5-9 11-9 17s3 12 9 17c6-5 9-11 9-17s-3-12-9-17Z"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
      />
      <path d="M15 32h34" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
