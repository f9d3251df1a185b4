import type { SecondFactorSetup } from "@meridian/contract";
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";

/** The key in groups of four, as apps ask for it typed in by hand. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** A new key: its QR code for the authenticator app to scan, and the key itself to type in. */
export function SetupKey({ setup }: { setup: SecondFactorSetup }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied(true);
      toast({ title: "Key copied to the clipboard" });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the key and copy it yourself.",
        variant: "destructive",
      });
    }
  }
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
      {/* The QR code is dark on white in both themes: scanners read it best so. */}
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
        alt="QR code of your new key: scan it with your authenticator app"
        width={176}
        height={176}
        className="size-44 rounded-lg border border-border bg-white p-2"
      />
      <div className="grid min-w-0 gap-2 text-sm">
        <p className="text-foreground">
          Scan the QR code with an authenticator app (for example one on your phone), or type in this key:
        </p>
        <p className="font-mono text-base break-all text-foreground">
          <span className="sr-only">Key: </span>
          {grouped(setup.secret)}
        </p>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied" : "Copy key"}
          </Button>
        </div>
      </div>
    </div>
  );
}
