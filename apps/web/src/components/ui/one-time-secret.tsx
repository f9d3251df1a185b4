import { Check, Copy } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { toast } from "@/lib/use-toast";
import { Button } from "./button";
import { Input } from "./input";

interface OneTimeSecretProps {
  label: string;
  value: string;
  /** Why it will not be shown again and what to do with it. */
  note: ReactNode;
  onDone: () => void;
}

/**
 * A value the server hands out once (an invitation link, a temporary password): shown read-only
 * with a Copy button, until the admin says they are done.
 */
export function OneTimeSecret({ label, value, note, onDone }: OneTimeSecretProps) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  const noteId = `${id}-note`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: "Copied to the clipboard" });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the text and copy it yourself.",
        variant: "destructive",
      });
    }
  }

  return (
    <div className="grid gap-3 rounded-lg border border-accent/40 bg-accent-soft p-4">
      <label htmlFor={id} className="text-sm font-semibold text-accent-soft-foreground">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          aria-describedby={noteId}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono"
        />
        <Button type="button" onClick={() => void copy()} className="shrink-0">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p id={noteId} className="text-sm text-accent-soft-foreground">
        {note}
      </p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
