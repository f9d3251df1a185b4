import { describe, expect, it } from "vitest";
import { cutExcerpt, renderMarkdown } from "./markdown.js";

/** Inputs in the style of the OWASP XSS filter evasion cheat sheet, as Markdown a user could post. */
const hostile = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)">',
  "<svg onload=alert(1)>",
  "<svg/onload=alert(1)>",
  "<body onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](  javascript:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](java&#x09;script:alert(1))",
  "[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))",
  "[click](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))",
  "[click](javascript&colon;alert(1))",
  "[click](%6A%61%76%61%73%63%72%69%70%74:alert(1))",
  "[click](<javascript:alert(1)>)",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](DATA:text/html,<script>alert(1)</script>)",
  "<javascript:alert(1)>",
  "<JAVASCRIPT:alert(1)>",
  "<data:text/html,<script>alert(1)</script>>",
  "![x](javascript:alert(1))",
  '![x](https://example.com/a.png"onerror="alert(1))',
  '![x" onerror="alert(1)](https://example.com/a.png)',
  '[a](https://example.com "title\\" onmouseover=\\"alert(1)")',
  "[a](https://example.com \"x' onmouseover='alert(1)\")",
  '[a](https://example.com"onmouseover="alert(1))',
  "[a](https://example.com/ onmouseover=alert(1))",
  "[x]: javascript:alert(1)\n\n[x]",
  '[x]: https://ok.example "t\\" onclick=\\"alert(1)"\n\n[x]',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&#60;script&#62;alert(1)&#60;/script&#62;",
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  "<<script>alert(1)//<</script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '"><script>alert(1)</script>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  "<details open ontoggle=alert(1)>",
  "www.example.com/?q=<script>alert(1)</script>",
  'https://example.com/"onmouseover="alert(1)',
];

/** Elements Markdown renders; anything else in the HTML would have come from the input. */
const markdownTags = new Set(
  "p a strong em code pre ul ol li blockquote h1 h2 h3 h4 h5 h6 hr br table thead tbody tr th td s".split(
    " ",
  ),
);

/**
 * The rendered HTML holds nothing a browser would run: every real tag (text is escaped, so a `<`
 * in the output opens one) is a Markdown element with no event handler, and every link target is
 * http(s) or mailto.
 */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  for (const [tag, name = "", rest = ""] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    expect(markdownTags.has(name.toLowerCase()), tag).toBe(true);
    // Attributes are name="value" pairs with no quote inside a value (no breakout), of known names.
    expect(rest, tag).toMatch(/^(?:\s+[\w-]+="[^"<>]*")*\s*\/?$/);
    for (const [, attribute = ""] of rest.matchAll(/\s([\w-]+)="[^"]*"/g))
      expect(["href", "title", "rel", "target", "class", "start", "style"], tag).toContain(attribute);
    expect(tag).not.toMatch(/style="(?!text-align:(?:left|right|center)")/);
  }
  expect(html).not.toMatch(/(?:href|src)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i);
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(?:https?:|mailto:)/);
}

describe("the forum's Markdown", () => {
  it.each(hostile)("renders %j without executable markup", (source) => {
    expectInert(renderMarkdown(source).html);
  });

  it("renders ordinary Markdown, and marks every link untrusted and opening in a new tab", () => {
    const { html } = renderMarkdown(
      "**Bold** and _it_\n\n- one\n- two\n\n[Site](https://example.com) and mail@example.com",
    );
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain(
      '<a href="https://example.com" rel="nofollow ugc noopener" target="_blank">Site</a>',
    );
    expect(html).toContain('href="mailto:mail@example.com" rel="nofollow ugc noopener" target="_blank"');
  });

  it("shows raw HTML as text, and an image as its alt text", () => {
    expect(renderMarkdown("<b>hi</b>").html).toBe("<p>&lt;b&gt;hi&lt;/b&gt;</p>\n");
    expect(renderMarkdown("![A campus photo](https://example.com/a.png)").html).toBe(
      "<p>A campus photo</p>\n",
    );
  });

  it("refuses relative and unknown-scheme links, leaving the text", () => {
    expect(renderMarkdown("[x](/admin)").html).not.toContain("<a");
    expect(renderMarkdown("[x](ftp://example.com)").html).not.toContain("<a");
  });

  it("says whether a body holds a link: Markdown links, autolinks and bare domains", () => {
    expect(renderMarkdown("see [this](https://example.com)").hasLink).toBe(true);
    expect(renderMarkdown("see www.example.com").hasLink).toBe(true);
    expect(renderMarkdown("see example.com today").hasLink).toBe(true);
    expect(renderMarkdown("no link here, just words").hasLink).toBe(false);
  });

  it("makes a plain-text excerpt of about 240 characters", () => {
    const { excerpt } = renderMarkdown(
      `# Title\n\nSome **bold** text with [a link](https://x.example).\n\n${"word ".repeat(100)}`,
    );
    expect(excerpt.startsWith("Title Some bold text with a link. word")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(241);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(cutExcerpt("short")).toBe("short");
  });
});
