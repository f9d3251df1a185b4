import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";

/** The link schemes a post may point to (decision 044); anything else stays plain text. */
const allowedLink = /^(?:https?:|mailto:)/i;

/**
 * The forum's one Markdown renderer (decision 044): raw HTML is shown as text, links only go to
 * http(s) and mail addresses and open in a new tab as untrusted (`rel="nofollow ugc noopener"`),
 * images are not loaded (their alt text stands in). Rendered once at write time.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
// markdown-it hands in the normalized (percent-encoded) URL, so encoded or spaced-out schemes
// ("java%09script:", "JaVaScRiPt:") arrive as they will be read and fail the same test.
md.validateLink = (url: string) => allowedLink.test(url.trim());

md.renderer.rules.image = (tokens, idx, options, env, self) =>
  md.utils.escapeHtml(self.renderInlineAsText(tokens[idx]?.children ?? [], options, env));

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx];
  if (token) {
    token.attrSet("rel", "nofollow ugc noopener");
    token.attrSet("target", "_blank");
  }
  return self.renderToken(tokens, idx, options);
};

/** A body rendered for reading, its plain-text excerpt, and whether it holds a link. */
export interface RenderedMarkdown {
  html: string;
  /** Plain text, about 240 characters (cut at a word, with an ellipsis). */
  excerpt: string;
  hasLink: boolean;
}

const EXCERPT_LENGTH = 240;

function plainText(tokens: Token[]): string {
  const parts: string[] = [];
  const walk = (list: Token[]) => {
    for (const token of list) {
      if (token.type === "text" || token.type === "code_inline") parts.push(token.content);
      else if (token.type === "softbreak" || token.type === "hardbreak") parts.push(" ");
      else if (token.type === "image") walk(token.children ?? []);
      else if (token.type === "code_block" || token.type === "fence") parts.push(` ${token.content} `);
      else if (token.children) walk(token.children);
      if (token.block && token.nesting === -1) parts.push(" ");
    }
  };
  walk(tokens);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Cuts plain text to about `max` characters at a word boundary. */
export function cutExcerpt(text: string, max = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function holdsLink(tokens: Token[]): boolean {
  return tokens.some(
    (token) => token.type === "link_open" || (token.children !== null && holdsLink(token.children)),
  );
}

/** Renders a post's or comment's Markdown into safe HTML, its excerpt and whether it links anywhere. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = md.parse(source, {});
  return {
    html: md.renderer.render(tokens, md.options, {}),
    excerpt: cutExcerpt(plainText(tokens)),
    // A link markdown-it refused (javascript:) is no link to follow, but a bare domain is one.
    hasLink: holdsLink(tokens) || md.linkify.test(source),
  };
}

/** Whether plain text (a title) holds something a reader would take for a link. */
export function mentionsLink(text: string): boolean {
  return md.linkify.test(text);
}
