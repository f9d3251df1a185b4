import { useEffect } from "react";

/**
 * Stands in for the `react-style-singleton` package (vite.config.ts resolves it here), with its
 * exports and behaviour: the styles are applied when the first user mounts and removed when the
 * last one unmounts. The package adds a <style> element, which `style-src 'self'` refuses (the
 * dialogs' scroll lock measures its rules at run time, so no hash can name them); a constructed
 * stylesheet adopted by the document is not inline markup, and the policy lets it apply
 * (decision 080).
 */

interface AppliedStyles {
  remove(): void;
}

function adoptStyles(css: string): AppliedStyles {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return {
    remove: () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    },
  };
}

/** Where a document cannot adopt stylesheets (a test DOM, which enforces no policy): an element. */
function appendStyleElement(css: string): AppliedStyles {
  const element = document.createElement("style");
  element.textContent = css;
  document.head.appendChild(element);
  return { remove: () => element.remove() };
}

function applyStyles(css: string): AppliedStyles | null {
  if (typeof document === "undefined") return null;
  const adoptable = typeof CSSStyleSheet === "function" && "adoptedStyleSheets" in document;
  return adoptable ? adoptStyles(css) : appendStyleElement(css);
}

export const stylesheetSingleton = () => {
  let users = 0;
  let applied: AppliedStyles | null = null;
  return {
    add: (style: string) => {
      if (users === 0) applied = applyStyles(style);
      users++;
    },
    remove: () => {
      users--;
      if (users === 0 && applied) {
        applied.remove();
        applied = null;
      }
    },
  };
};

export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: as the package, styles apply again only when marked dynamic.
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
};

export const styleSingleton = () => {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
};
