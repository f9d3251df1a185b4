import { useEffect, useRef } from "react";

/**
 * A message's HTML as a mail client shows it, in a frame of its own. The page's Content Security
 * Policy refuses inline `style` attributes (and a frame of this page inherits it), which every mail
 * carries: so the markup is parsed inert, placed without its styles, and each element is given its
 * style back through the CSSOM, which the policy allows. The frame runs no script, and its links
 * open in a new tab, as from a mail client.
 */
export function MailPreview({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const target = frame.current?.contentDocument;
    if (!target) return;
    const parsed = new DOMParser().parseFromString(html, "text/html");
    for (const element of parsed.body.querySelectorAll("script, iframe, object, embed, form"))
      element.remove();
    const elements = [parsed.body, ...parsed.body.querySelectorAll<HTMLElement>("*")];
    // In document order, so the copies below line up with them.
    const styles = elements.map((element) => element.getAttribute("style") ?? "");
    for (const element of elements) {
      for (const attribute of [...element.attributes]) {
        if (attribute.name === "style" || attribute.name.startsWith("on"))
          element.removeAttribute(attribute.name);
      }
      if (element instanceof HTMLAnchorElement) {
        element.target = "_blank";
        element.rel = "noopener noreferrer";
      }
    }
    const body = target.importNode(parsed.body, true);
    target.body.replaceWith(body);
    [body, ...body.querySelectorAll<HTMLElement>("*")].forEach((copy, at) => {
      copy.style.cssText = styles[at] ?? "";
    });
    body.style.margin = "0";
    // A long link (a token) may break anywhere rather than widen the message past its frame.
    body.style.overflowWrap = "anywhere";
  }, [html]);

  return (
    <iframe
      ref={frame}
      title={title}
      // Same origin only so that this page can write into it; no script runs inside.
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      className="h-[28rem] w-full rounded-md border border-border bg-white"
    />
  );
}
