import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { Button, buttonClasses } from "@/components/ui/button";

interface WebsiteButtonProps {
  website: string | null;
  label: string;
  universityName: string;
}

/**
 * Opens the university's own site in a new tab; noopener keeps that site from scripting this tab.
 * Without a known website the button stays, disabled, with the reason next to it.
 */
export function WebsiteButton({ website, label, universityName }: WebsiteButtonProps) {
  const reasonId = useId();
  if (!website) {
    return (
      <div className="grid gap-1">
        <Button variant="outline" className="w-full" disabled aria-describedby={reasonId}>
          {label}
        </Button>
        <p id={reasonId} className="text-center text-xs text-muted-foreground">
          No website on record for this university.
        </p>
      </div>
    );
  }
  return (
    <a
      href={website}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses("primary", "md", "w-full")}
      aria-label={`${label}: ${universityName} website (opens in a new tab)`}
    >
      {label}
      <ExternalLink aria-hidden="true" />
    </a>
  );
}
