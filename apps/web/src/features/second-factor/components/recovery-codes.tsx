import { Check, Copy, Download } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";

interface RecoveryCodesProps {
  codes: string[];
  /** The button under the codes, once they are saved. */
  doneLabel?: string;
  onDone: () => void;
}

/** The ten recovery codes, shown this once: copy them, download them, then go on. */
export function RecoveryCodes({ codes, doneLabel = "I have saved my codes", onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const text = `Meridian recovery codes (each works once)\n\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: "Recovery codes copied" });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the codes and copy them yourself.",
        variant: "destructive",
      });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "meridian-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-4">
      <Alert tone="warning" title="Save your recovery codes now">
        Each code signs you in once if you lose your authenticator app. They are shown only this once: keep
        them somewhere safe, like a password manager.
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-muted/50 p-4"
      >
        {codes.map((code) => (
          <li key={code} className="font-mono text-sm text-foreground">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
