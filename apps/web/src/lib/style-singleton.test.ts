import { afterEach, describe, expect, it } from "vitest";
import { stylesheetSingleton } from "./style-singleton";

/** The CSS the document has adopted or holds in <style> elements, whichever this DOM supports. */
function appliedCss(): string {
  const adopted = (document.adoptedStyleSheets ?? []).flatMap((sheet) =>
    Array.from(sheet.cssRules, (rule) => rule.cssText),
  );
  const elements = Array.from(document.querySelectorAll("style"), (element) => element.textContent ?? "");
  return [...adopted, ...elements].join("\n");
}

describe("stylesheetSingleton", () => {
  afterEach(() => {
    document.adoptedStyleSheets = [];
  });

  it("applies its styles once on the first add and removes them on the last remove", () => {
    const sheet = stylesheetSingleton();
    sheet.add("body { overflow: hidden; }");
    sheet.add("body { overflow: hidden; }");
    expect(appliedCss().match(/overflow: hidden/g)).toHaveLength(1);
    sheet.remove();
    expect(appliedCss()).toContain("overflow: hidden");
    sheet.remove();
    expect(appliedCss()).not.toContain("overflow: hidden");
  });
});
